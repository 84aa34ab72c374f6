/**
 * hotel-reservation service (issue 20), relative to the API base (/api/). Every route needs the
 * Bearer token. Dates are ISO YYYY-MM-DD (requests may send Jalali: a year under 2000); money is
 * integer rials. A hotel order is one row of the shared orders (product 'Hotel'): it is paid,
 * discounted, refunded and watched live like a flight order.
 *
 * Book → Reserved (rooms held HOLD_MINUTES, the same hold and countdown as flights) → Pay/Create
 * (bank or wallet) → Paid → Issued (the hotel's confirmation number; the voucher). Unpaid, the
 * traveller may CancelOrder (rooms go back); issued, Refund/Create under the hotel's policy.
 */
import type { Gender } from './account';
import type { HotelBoard, HotelCancellation, HotelKind, NormalizedStay, StayNight } from './hotel-catalog';
import type { OrderChannel, OrderContact, OrderItemStatus, OrderStatusChange, OrderSummary } from './orders';

/** The one guest a room is booked under (the flight passenger's rules: SPEC §5). */
export interface HotelGuestInput {
  /** A saved passenger this guest was taken from (nothing is read from it; the fields below count). */
  passengerId?: string | null;
  /** Persian letters; required for Iranian nationals. */
  firstNameFa?: string | null;
  lastNameFa?: string | null;
  /** As on the passport: English letters, spaces, hyphens, apostrophes. */
  firstNameEn: string;
  lastNameEn: string;
  gender: Gender;
  /** ISO 3166-1 alpha-2; default IR. */
  nationality?: string;
  /** Iranians: 10 digits with a valid checksum. */
  nationalCode?: string | null;
  /** Foreigners: the passport and its expiry (after check-out). */
  passportNumber?: string | null;
  passportExpiryDate?: string | null;
}

/** One room of the party as booked: its people, the offer chosen on the hotel page and its guest. */
export interface HotelBookRoom {
  adults: number;
  childAges?: number[];
  /** HotelRoomOffer.key from GetHotel for this room of the party. */
  offerKey: string;
  leadGuest: HotelGuestInput;
}

/** POST hotel-reservation/HotelReservation/Book → HotelOrderDetails (Reserved, with holdExpiresAt). */
export interface HotelBookRequest {
  hotelId: number;
  checkIn: string;
  checkOut: string;
  isJalali?: boolean;
  /** 1–5 rooms. */
  rooms: HotelBookRoom[];
  contact: { mobile: string; email?: string | null };
  /** Free text for the hotel (late arrival, adjoining rooms…), at most 500 characters. */
  specialRequests?: string | null;
  /**
   * The stay's total the traveller saw. When the price is different now, the answer is a 400 whose
   * meta.errors.expectedPrice says the new total, and nothing is held.
   */
  expectedPrice: number;
  /** The client's key for this booking attempt: a retried Book (a lost answer) gets the same order. */
  clientRequestId?: string;
  /** SPEC §1 (spelled as SubmitFlightOrder spells it): Pwa when installed; default WebSite. */
  chanel?: OrderChannel;
}

export interface HotelOrderGuest {
  firstNameFa: string | null;
  lastNameFa: string | null;
  firstNameEn: string;
  lastNameEn: string;
  gender: Gender;
  nationality: string;
  nationalCode: string | null;
  passportNumber: string | null;
  passportExpiryDate: string | null;
}

/** One booked room: what it is, who sleeps in it and what each night costs. */
export interface HotelOrderRoom {
  id: string;
  roomTypeId: string;
  roomNameFa: string;
  bedsFa: string;
  board: HotelBoard;
  adults: number;
  childAges: number[];
  leadGuest: HotelOrderGuest;
  nights: StayNight[];
  price: number;
  /** Active, or RefundRequested / Refunded once refunded (a room is the unit Refund/Create takes as an item). */
  status: OrderItemStatus;
}

/** The hotel as the voucher shows it. */
export interface HotelOrderHotel {
  hotelId: number;
  nameFa: string;
  nameEn: string;
  stars: number;
  kind: HotelKind;
  cityId: number;
  cityNameFa: string;
  districtFa: string;
  addressFa: string;
  latitude: number;
  longitude: number;
  checkInTime: string;
  checkOutTime: string;
  photos: string[];
}

/** GET hotel-reservation/HotelReservation/GetHotelOrderDetails/{id} (also what Book answers). */
export interface HotelOrderDetails extends OrderSummary {
  hotel: HotelOrderHotel;
  stay: NormalizedStay;
  rooms: HotelOrderRoom[];
  cancellation: HotelCancellation;
  /** The policy in plain Persian, e.g. «لغو رایگان تا ۱۲ آذر؛ پس از آن ۵۰٪ مبلغ». */
  cancellationFa: string;
  /** The last day a cancellation is free (Tehran date), or null. */
  freeCancellationUntil: string | null;
  contact: OrderContact;
  specialRequests: string | null;
  /** The hotel's confirmation number, once issued. */
  confirmationNumber: string | null;
  history: OrderStatusChange[];
}

/**
 * GET hotel-reservation/HotelReservation/Voucher/{id}: the voucher PDF (application/pdf) of an issued
 * order (also after a refund was asked for); a 400 on meta.errors.id before it is issued.
 *
 * Refunds use the shared refund service: RefundableItems/GetOrderRefundableItems/{orderId} answers
 * one item per room (itemId, passengerId and segmentId are the room's id, proposalId its offer key,
 * passengerName its lead guest, route «<hotel>، <room>», departureTime the check-in date), priced by
 * the hotel's policy: free until its last free day, then penaltyPercent; nothing back when it is
 * not refundable or on and after the check-in day. The airline reasons waive nothing here.
 */
