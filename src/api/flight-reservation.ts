import type {
  ApiEnvelope, FareRulesRequest, GetFareRulesResponse, GetFlightDetailsRequest, GetFlightDetailsResponse, GetRouteRulesResponse,
} from '../contract';
import type { CallOptions } from './flight-catalog';
import type { ApiBases, Http } from './http';

/**
 * The flight-reservation service's chosen-flight reads (SPEC §7), relative to the API base: details
 * with live seats, fare rules and route rules. Every route needs a signed-in user.
 */
export function createFlightReservationApi(http: Http, bases: ApiBases) {
  const url = (path: string) => `${bases.api}flight-reservation/${path}`;

  async function post<T>(path: string, body: unknown, options: CallOptions = {}): Promise<T> {
    const res = await (await http.instance()).post<ApiEnvelope<T>>(url(path), body, options.signal ? { signal: options.signal } : {});
    return res.data.data;
  }

  return {
    flightDetails: (request: GetFlightDetailsRequest, options?: CallOptions) =>
      post<GetFlightDetailsResponse>('Proposals/GetFlightDetails', request, options),
    routeRules: (request: FareRulesRequest, options?: CallOptions) =>
      post<GetRouteRulesResponse>('FareRules/GetRouteRules', request, options),
    fareRules: (request: FareRulesRequest, options?: CallOptions) =>
      post<GetFareRulesResponse>('FareRules/GetFareRules', request, options),
  };
}

export type FlightReservationApi = ReturnType<typeof createFlightReservationApi>;
