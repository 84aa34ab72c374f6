import type { ApiEnvelope, GetToursResponse, TourBookRequest, TourOrderDetails, TourQuote, TourQuoteRequest } from '../contract';
import type { ApiBases, Http } from './http';

/** The tours service (issue 21, src/contract/tours.ts), relative to the API base: the catalogue and quotes public, the reservation with the Bearer token. */
export function createToursApi(http: Http, bases: ApiBases) {
  const url = (path: string) => `${bases.api}tours/${path}`;
  const client = () => http.instance();

  return {
    /** Every package with its coming departures, hotel options and per-person prices; the app filters and sorts. */
    async tours(): Promise<GetToursResponse> {
      return (await (await client()).get<ApiEnvelope<GetToursResponse>>(url('Tour/GetTours'))).data.data;
    },
    /** The price of a party in a departure and hotel, with its rooms, before booking. */
    async quote(request: TourQuoteRequest): Promise<TourQuote> {
      return (await (await client()).post<ApiEnvelope<TourQuote>>(url('Tour/Quote'), request)).data.data;
    },
    /** Holds the places for the travellers and answers the Reserved order (400 when the price moved). */
    async book(request: TourBookRequest): Promise<TourOrderDetails> {
      return (await (await client()).post<ApiEnvelope<TourOrderDetails>>(url('TourReservation/Book'), request)).data.data;
    },
    async orderDetails(orderId: string): Promise<TourOrderDetails> {
      return (await (await client()).get<ApiEnvelope<TourOrderDetails>>(url(`TourReservation/GetTourOrderDetails/${encodeURIComponent(orderId)}`))).data.data;
    },
    /** The voucher PDF of an issued order; it needs the Bearer header, so it comes as a blob. */
    async voucherPdf(orderId: string): Promise<Blob> {
      return (await (await client()).get<Blob>(url(`TourReservation/Voucher/${encodeURIComponent(orderId)}`), { responseType: 'blob' })).data;
    },
  };
}

export type ToursApi = ReturnType<typeof createToursApi>;
