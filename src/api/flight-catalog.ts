import type {
  ApiEnvelope, AvailableRequest, AvailableResponse, CalendarPricesRequest, CalendarPricesResponse, FlightDetailRequest,
  FlightDetailResponse, GetAvailableRequestRequest, GetAvailableRequestResponse, PlpProposalDetailsRequest, PlpProposalDetailsResponse,
} from '../contract';
import type { ApiBases, Http } from './http';

/** Lets a newer search (or a closed page) abort a call still under way. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** The flight-catalog service (SPEC §7), relative to the API base. */
export function createFlightCatalogApi(http: Http, bases: ApiBases) {
  const url = (path: string) => `${bases.api}flight-catalog/${path}`;

  async function post<T>(path: string, body: unknown, options: CallOptions = {}): Promise<T> {
    const res = await (await http.instance()).post<ApiEnvelope<T>>(url(path), body, options.signal ? { signal: options.signal } : {});
    return res.data.data;
  }

  return {
    /** The search itself: proposals of the outbound list (and the returning list of a round trip). */
    available: (request: AvailableRequest, options?: CallOptions) =>
      post<AvailableResponse>('FlightCatalog/Available', request, options),
    /** A stored requestId → the search it stands for (a shared link or the way back from passengers). */
    getAvailableRequest: (request: GetAvailableRequestRequest, options?: CallOptions) =>
      post<GetAvailableRequestResponse>('FlightCatalog/GetAvailableRequest', request, options),
    flightDetail: (request: FlightDetailRequest, options?: CallOptions) =>
      post<FlightDetailResponse>('FlightCatalog/FlightDetail', request, options),
    /** Cheapest fares of route pairs for the listing pages; no body → the popular pairs. */
    plpProposalDetails: (request: PlpProposalDetailsRequest = {}, options?: CallOptions) =>
      post<PlpProposalDetailsResponse>('FlightCatalog/GetPlpProposalDetails', request, options),
    calendarPrices: (request: CalendarPricesRequest, options?: CallOptions) =>
      post<CalendarPricesResponse>('FlightCalendar/CalendarPrices', request, options),
  };
}

export type FlightCatalogApi = ReturnType<typeof createFlightCatalogApi>;
