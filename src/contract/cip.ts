/**
 * cip service (issue 21): VIP airport service, relative to the API base (/api/). Catalogue calls
 * are public; the reservation calls need the Bearer token. Money is integer rials; dates are ISO
 * YYYY-MM-DD (requests may send Jalali: a year under 2000) and times HH:MM on the airport's own
 * clock. A CIP order is one row of the shared orders (product 'Cip'): paid, discounted, cancelled,
 * refunded and watched live like a flight or hotel order.
 *
 * Book → Reserved (a lounge place held HOLD_MINUTES, as flights) → Pay/Create (bank or wallet) →
 * Paid → Issued (the service's confirmation code; the voucher). Unpaid, the traveller may
 * CancelOrder; issued, Refund/Create under the service's policy.
 */
import type { Gender } from './account';
import type { PassengerType } from './flight-catalog';
import type { OrderContact, OrderItemStatus, OrderStatusChange, OrderSummary } from './orders';

/** Leaving from, arriving at, or changing planes at the airport. */
export type CipServiceKind = 'Departure' | 'Arrival' | 'Transit';

/** Extras beside the lounge: a greeter at the door or gate, a porter, a car to the aircraft, guests who see the traveller off, fast-track security. */
export type CipExtra = 'greeter' | 'porter' | 'car-to-aircraft' | 'lounge-guest' | 'fast-track';

/** How an extra is priced: once for the order, per traveller, or per item asked for (bags, guests). */
export type CipExtraUnit = 'per-order' | 'per-person' | 'per-item';

export interface CipExtraTariff {
  extra: CipExtra;
  titleFa: string;
  descriptionFa: string;
  unit: CipExtraUnit;
  /** Integer rials per unit. */
  price: number;
  /** per-item: at most this many. */
  maxCount: number;
}

/** One airport's seeded tariff for one kind of service, per traveller. */
export interface CipKindTariff {
  kind: CipServiceKind;
  adult: number;
  child: number;
  infant: number;
  /** Where to go and when, in plain Persian, for the voucher (e.g. «ترمینال ۱، درِ ۳؛ ۳ ساعت پیش از پرواز»). */
  meetingPointFa: string;
  /** How long before departure (or after landing) the service starts, in minutes. */
  arriveMinutesBefore: number;
}

/** GET cip/Cip/GetAirports → CipAirport[]: the airports with the service. */
export interface CipAirport {
  /** IATA, e.g. 'IKA'. */
  code: string;
  nameFa: string;
  cityFa: string;
  countryCode: string;
  /** IANA zone of the airport's clock, e.g. 'Asia/Tehran', 'Europe/Istanbul'. */
  timeZone: string;
  loungeFa: string;
  kinds: CipKindTariff[];
  extras: CipExtraTariff[];
  /** Cancelling is free until this many hours before the service, then penaltyPercent. */
  cancellation: { freeUntilHoursBefore: number; penaltyPercent: number };
}

export interface CipPartyCounts {
  adults: number;
  children: number;
  infants: number;
}

export interface CipExtraRequest {
  extra: CipExtra;
  /** per-item extras: how many; others: 1. */
  count?: number;
}

/** The flight the service is for. */
export interface CipFlightInput {
  /** IATA airline code, e.g. 'IR'. */
  airlineCode: string;
  /** e.g. '451' (digits, maybe a letter). */
  flightNumber: string;
  /** The flight's day on the airport's calendar. */
  date: string;
  /** HH:MM on the airport's clock: departure for Departure and Transit, landing for Arrival. */
  time: string;
  /** Departure and Transit: the destination (IATA); Arrival: the origin. */
  otherAirport?: string | null;
}

/** POST cip/Cip/Quote: the price of a service before booking (what Book checks expectedPrice against). */
export interface CipQuoteRequest {
  airport: string;
  kind: CipServiceKind;
  date: string;
  time: string;
  isJalali?: boolean;
  passengers: CipPartyCounts;
  extras?: CipExtraRequest[];
}

export interface CipQuoteLine {
  /** 'adult' | 'child' | 'infant' | an extra. */
  key: string;
  labelFa: string;
  count: number;
  unitPrice: number;
  amount: number;
}

export interface CipQuote {
  lines: CipQuoteLine[];
  total: number;
  /** Places left in the lounge for that hour; 0 is full. */
  placesLeft: number;
  /** When the traveller should be at the meeting point, ISO with the airport's offset. */
  meetAt: string;
}

/** A traveller as the client sends it: the flight passenger's fields (SPEC §5 rules). */
export interface CipPassengerInput {
  passengerId?: string | null;
  passengerType?: PassengerType;
  firstNameFa?: string | null;
  lastNameFa?: string | null;
  firstNameEn: string;
  lastNameEn: string;
  gender: Gender;
  birthDate: string;
  nationality?: string;
  nationalCode?: string | null;
  passportNumber?: string | null;
  passportExpiryDate?: string | null;
}

/** POST cip/CipReservation/Book → CipOrderDetails (Reserved, with holdExpiresAt). */
export interface CipBookRequest {
  airport: string;
  kind: CipServiceKind;
  flight: CipFlightInput;
  isJalali?: boolean;
  passengers: CipPassengerInput[];
  extras?: CipExtraRequest[];
  contact: { mobile: string; email?: string | null };
  /** The total the traveller saw; another total now is a 400 on expectedPrice and nothing is held. */
  expectedPrice: number;
  /** A retried Book with the same id answers the first order. */
  clientRequestId?: string;
  chanel?: 'Pwa' | 'WebSite';
  /** The flight order this service was offered from (its confirmation page), if any. */
  flightOrderId?: string | null;
}

export interface CipOrderPassenger {
  id: string;
  passengerType: PassengerType;
  firstNameFa: string | null;
  lastNameFa: string | null;
  firstNameEn: string;
  lastNameEn: string;
  gender: Gender;
  nationality: string;
  nationalCode: string | null;
  passportNumber: string | null;
  price: number;
  /** Active, or RefundRequested / Refunded once this traveller's share is refunded (one refundable item per traveller). */
  status: OrderItemStatus;
}

/** GET cip/CipReservation/GetCipOrderDetails/{id} (also what Book answers). */
export interface CipOrderDetails extends OrderSummary {
  airport: Pick<CipAirport, 'code' | 'nameFa' | 'cityFa' | 'timeZone' | 'loungeFa'>;
  kind: CipServiceKind;
  flight: CipFlightInput & { airlineNameFa: string };
  /** The flight's time as an instant with the airport's offset. */
  flightTime: string;
  meetingPointFa: string;
  /** When to be at the meeting point, ISO with the airport's offset. */
  meetAt: string;
  passengers: CipOrderPassenger[];
  lines: CipQuoteLine[];
  cancellation: CipAirport['cancellation'];
  cancellationFa: string;
  contact: OrderContact;
  confirmationCode: string | null;
  flightOrderId: string | null;
  history: OrderStatusChange[];
}

/** GET cip/CipReservation/Voucher/{id}: the voucher PDF (Issued orders only). */
