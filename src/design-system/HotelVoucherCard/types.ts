import type { IsoDate } from '../../domain/calendar-days';
import type { Board } from '../../domain/hotels/hotel-words';

/** One booked room as the voucher prints it. */
export interface VoucherRoom {
  key: string;
  /** e.g. «دو تخته دابل». */
  nameFa: string;
  bedsFa: string;
  board: Board;
  adults: number;
  childAges: readonly number[];
  /** The lead guest, Persian name if any, else Latin. */
  guestFa: string;
  /** As on the passport: Latin. */
  guestEn: string;
  /** Integer rials for the whole stay. */
  price: number;
}

/** 'issued' is a voucher the hotel honours; the others say why it is not (yet). */
export type VoucherState = 'issued' | 'pending' | 'cancelled' | 'refunded';

/** What the hotel voucher shows: the booking, the hotel, the stay, the rooms and the policy. */
export interface HotelVoucherData {
  orderNumber: number;
  /** The hotel's confirmation number, once issued. */
  confirmationNumber: string | null;
  state: VoucherState;
  /** The order's status in Persian, e.g. «صادر شده». */
  statusFa: string;
  hotelNameFa: string;
  hotelNameEn: string;
  stars: number;
  cityFa: string;
  addressFa: string;
  /** A photo of the hotel (image service URL); a plain band without it. */
  photoUrl?: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  nights: number;
  /** Local wall-clock HH:MM. */
  checkInTime: string;
  checkOutTime: string;
  rooms: readonly VoucherRoom[];
  /** The cancellation policy in plain Persian. */
  cancellationFa: string;
  specialRequests?: string | null;
}
