import type {
  ApiEnvelope, HotelCalendarPricesRequest, HotelCalendarPricesResponse, HotelDestinationsResponse, HotelDetailRequest,
  HotelDetailResponse, HotelSearchRequest, HotelSearchResponse,
} from '../contract';
import type { CallOptions } from './flight-catalog';
import type { ApiBases, Http } from './http';

/** The hotel-catalog service (README: Reference API), relative to the API base. */
export function createHotelCatalogApi(http: Http, bases: ApiBases) {
  const url = (path: string) => `${bases.api}hotel-catalog/HotelCatalog/${path}`;
  const config = (options: CallOptions, params?: object) => ({ ...(options.signal ? { signal: options.signal } : {}), ...(params ? { params } : {}) });

  async function get<T>(path: string, params: object, options: CallOptions = {}): Promise<T> {
    return (await (await http.instance()).get<ApiEnvelope<T>>(url(path), config(options, params))).data.data;
  }
  async function post<T>(path: string, body: unknown, options: CallOptions = {}): Promise<T> {
    return (await (await http.instance()).post<ApiEnvelope<T>>(url(path), body, config(options))).data.data;
  }

  return {
    /** Cities and hotels by name for the destination picker; no text → the cities with most hotels. */
    destinations: (q = '', options?: CallOptions) => get<HotelDestinationsResponse>('GetDestinations', q ? { q } : {}, options),
    /** Every hotel of a city (or one hotel) with its cheapest offer for the stay; the app filters and sorts. */
    search: (request: HotelSearchRequest, options?: CallOptions) => post<HotelSearchResponse>('Search', request, options),
    /** One hotel's facts and every room type × board offer, night by night. */
    hotel: (request: HotelDetailRequest, options?: CallOptions) => post<HotelDetailResponse>('GetHotel', request, options),
    /** The cheapest night of each check-in day of a month, for the range picker. */
    calendarPrices: (request: HotelCalendarPricesRequest, options?: CallOptions) =>
      get<HotelCalendarPricesResponse>('GetCalendarPrices', request, options),
  };
}

export type HotelCatalogApi = ReturnType<typeof createHotelCatalogApi>;
