import type { ApiEnvelope, CipAirport, CipBookRequest, CipOrderDetails, CipQuote, CipQuoteRequest } from '../contract';
import type { ApiBases, Http } from './http';

/** The cip service (issue 21, src/contract/cip.ts), relative to the API base: airports and quotes public, the reservation with the Bearer token. */
export function createCipApi(http: Http, bases: ApiBases) {
  const url = (path: string) => `${bases.api}cip/${path}`;
  const client = () => http.instance();

  return {
    /** The airports with the service: lounges, kinds with their tariffs, extras, the cancellation policy. */
    async airports(): Promise<CipAirport[]> {
      return (await (await client()).get<ApiEnvelope<CipAirport[]>>(url('Cip/GetAirports'))).data.data;
    },
    /** The price of a service before booking, the places left in that hour and when to be there. */
    async quote(request: CipQuoteRequest): Promise<CipQuote> {
      return (await (await client()).post<ApiEnvelope<CipQuote>>(url('Cip/Quote'), request)).data.data;
    },
    /** Holds a lounge place for the travellers and answers the Reserved order (400 when the price moved). */
    async book(request: CipBookRequest): Promise<CipOrderDetails> {
      return (await (await client()).post<ApiEnvelope<CipOrderDetails>>(url('CipReservation/Book'), request)).data.data;
    },
    async orderDetails(orderId: string): Promise<CipOrderDetails> {
      return (await (await client()).get<ApiEnvelope<CipOrderDetails>>(url(`CipReservation/GetCipOrderDetails/${encodeURIComponent(orderId)}`))).data.data;
    },
    /** The voucher PDF of an issued order; it needs the Bearer header, so it comes as a blob. */
    async voucherPdf(orderId: string): Promise<Blob> {
      return (await (await client()).get<Blob>(url(`CipReservation/Voucher/${encodeURIComponent(orderId)}`), { responseType: 'blob' })).data;
    },
  };
}

export type CipApi = ReturnType<typeof createCipApi>;
