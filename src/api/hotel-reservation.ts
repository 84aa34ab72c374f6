import type { ApiEnvelope, HotelBookRequest, HotelOrderDetails } from '../contract';
import type { ApiBases, Http } from './http';

/** The hotel-reservation service (README: Reference API), relative to the API base. */
export function createHotelReservationApi(http: Http, bases: ApiBases) {
  const url = (path: string) => `${bases.api}hotel-reservation/HotelReservation/${path}`;
  const client = () => http.instance();

  return {
    /** Holds the chosen rooms for the guests and answers the Reserved order (400 when the price moved). */
    async book(request: HotelBookRequest): Promise<HotelOrderDetails> {
      return (await (await client()).post<ApiEnvelope<HotelOrderDetails>>(url('Book'), request)).data.data;
    },
    async orderDetails(orderId: string): Promise<HotelOrderDetails> {
      return (await (await client()).get<ApiEnvelope<HotelOrderDetails>>(url(`GetHotelOrderDetails/${encodeURIComponent(orderId)}`))).data.data;
    },
    /** The voucher PDF of an issued order; it needs the Bearer header, so it comes as a blob. */
    async voucherPdf(orderId: string): Promise<Blob> {
      return (await (await client()).get<Blob>(url(`Voucher/${encodeURIComponent(orderId)}`), { responseType: 'blob' })).data;
    },
  };
}

export type HotelReservationApi = ReturnType<typeof createHotelReservationApi>;
