import type { IsoDate } from '../../domain/calendar-days';
import type { CancellationPolicy } from '../../domain/hotels/cancellation';

/** One night of the stay and its price (the API's StayNight). */
export interface RoomNightData {
  /** The night that starts on this day. */
  date: IsoDate;
  /** Integer rials for this night. */
  price: number;
}

/**
 * What a room card shows: one room type in one board for the whole stay. The screen maps the API's
 * HotelRoomOffer and its HotelRoomType to it (the board through BOARD_LABELS, the hotel's policy).
 */
export interface RoomCardData {
  /** The offer's key, stable across requests. */
  key: string;
  /** «اتاق دو تخته دبل». */
  nameFa: string;
  /** «یک تخت دو نفره». */
  bedsFa: string;
  /** Floor area in square metres. */
  sizeM2: number;
  capacity: { adults: number; children: number };
  /** «با صبحانه». */
  boardLabel: string;
  cancellation: CancellationPolicy;
  /** Each night of the stay, in order; the first is check-in. */
  nights: RoomNightData[];
  /** Integer rials, the sum of the nights. */
  totalPrice: number;
  /** Integer rials, the average night (the stay over its nights, rounded). */
  pricePerNight: number;
  /** Rooms left at this price for the whole stay; 0 is sold out. */
  roomsLeft: number;
  /** Abroad: the stay in the hotel's own currency (ISO 4217), shown beside the rials. */
  localPrice?: { currency: string; amount: number };
}
