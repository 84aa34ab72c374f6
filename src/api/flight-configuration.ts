import type {
  AgenciesResponse, ApiEnvelope, CountriesResponse, PlpAirportsRequest, PlpAirportsResponse,
} from '../contract';
import type { ApiBases, Http } from './http';

/** Lets a closed page abort a call still under way. */
export interface ConfigurationCallOptions {
  signal?: AbortSignal;
}

/** The flight-configuration service (SPEC §7), relative to the API base. */
export function createFlightConfigurationApi(http: Http, bases: ApiBases) {
  const url = (path: string) => `${bases.api}flight-configuration/${path}`;
  const config = (options: ConfigurationCallOptions = {}) => (options.signal ? { signal: options.signal } : {});

  async function post<T>(path: string, body: unknown, options?: ConfigurationCallOptions): Promise<T> {
    return (await (await http.instance()).post<ApiEnvelope<T>>(url(path), body, config(options))).data.data;
  }

  return {
    /** Cities with their domestic airports, highest domestic priority first. */
    domesticAirports: (request: PlpAirportsRequest = {}, options?: ConfigurationCallOptions) =>
      post<PlpAirportsResponse>('Airport/GetDomesticPlpAirports', request, options),
    /** Cities with their international airports, highest international priority first. */
    internationalAirports: (request: PlpAirportsRequest = {}, options?: ConfigurationCallOptions) =>
      post<PlpAirportsResponse>('Airport/GetInternationalPlpAirports', request, options),
    async countries(options?: ConfigurationCallOptions): Promise<CountriesResponse> {
      return (await (await http.instance()).get<ApiEnvelope<CountriesResponse>>(url('Country/GetAllCountries'), config(options))).data.data;
    },
    agencies: (options?: ConfigurationCallOptions) => post<AgenciesResponse>('Agency/GetAgencies', {}, options),
  };
}

export type FlightConfigurationApi = ReturnType<typeof createFlightConfigurationApi>;
