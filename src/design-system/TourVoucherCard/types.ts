import type { IsoDate } from '../../domain/calendar-days';
import type { VoucherState } from '../HotelVoucherCard/types';

/** One traveller as the tour voucher prints them. */
export interface TourVoucherTraveller {
  key: string;
  /** Persian name if any, else Latin. */
  nameFa: string;
  /** As on the passport: Latin, upper case. */
  nameEn: string;
  /** How they are priced, in words: «بزرگسال (اتاق دو یا سه‌نفره)», «کودک بدون تخت». */
  kindFa: string;
}

/** What the tour voucher shows: the trip, the hotel, the rooms and travellers, the policy. */
export interface TourVoucherData {
  orderNumber: number;
  /** The operator's confirmation code, once issued. */
  confirmationCode: string | null;
  state: VoucherState;
  statusFa: string;
  titleFa: string;
  destinationFa: string;
  departureDate: IsoDate;
  returnDate: IsoDate;
  nights: number;
  airlineFa: string;
  airlineCode: string;
  hotelFa: string;
  stars: number;
  boardFa: string;
  /** Each room's travellers by name. */
  rooms: readonly { key: string; travellers: readonly string[] }[];
  travellers: readonly TourVoucherTraveller[];
  includesFa: readonly string[];
  documentsFa: readonly string[];
  cancellationFa: string;
}
