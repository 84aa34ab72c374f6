/**
 * tours service (issue 21): package tours (flight + hotel + transfers), relative to the API base
 * (/api/). Catalogue calls are public; reservation calls need the Bearer token. Money is integer
 * rials; dates are ISO YYYY-MM-DD (requests may send Jalali: a year under 2000). A tour order is one
 * row of the shared orders (product 'Tour'): paid, discounted, cancelled, refunded and watched live
 * like the other products. Book → Reserved (places held HOLD_MINUTES) → paid → Issued (voucher).
 */
import type { Gender } from './account';
import type { PassengerType } from './flight-catalog';
import type { OrderContact, OrderItemStatus, OrderStatusChange, OrderSummary } from './orders';

/** Per-person prices of one hotel option (SPEC-style room sharing). */
export interface TourPrices {
  /** An adult sharing a double room. */
  adultDouble: number;
  /** What an adult alone in a room pays on top of adultDouble. */
  singleSupplement: number;
  childWithBed: number;
  childWithoutBed: number;
  infant: number;
}

/** One hotel a departure can be booked with. */
export interface TourHotelOption {
  id: string;
  hotelNameFa: string;
  stars: number;
  boardFa: string;
  prices: TourPrices;
}

export interface TourDay {
  day: number;
  titleFa: string;
  descriptionFa: string;
}

/** One departure on a fixed date. */
export interface TourDeparture {
  id: string;
  departureDate: string;
  returnDate: string;
  nights: number;
  /** IATA airline code and its Persian name. */
  airlineCode: string;
  airlineNameFa: string;
  /** Places left; 0 is full. */
  placesLeft: number;
  hotels: TourHotelOption[];
  /** The cheapest adult-in-double price of the departure. */
  fromPrice: number;
}

/** A tour package: a destination, its departures and what it includes. */
export interface TourPackage {
  id: string;
  /** Latin slug for its page, /tour/<slug>/. */
  slug: string;
  titleFa: string;
  destinationFa: string;
  /** Latin slug of the destination, e.g. 'kish', 'istanbul'. */
  destination: string;
  countryCode: string;
  originFa: string;
  /** Image key for the image service. */
  photo: string;
  includesFa: string[];
  excludesFa: string[];
  documentsFa: string[];
  /** A visa destination of the visa product (its slug) when the tour needs one. */
  visaDestination: string | null;
  itinerary: TourDay[];
  departures: TourDeparture[];
  /** Cancelling is free until this many days before departure, then penaltyPercent. */
  cancellation: { freeUntilDaysBefore: number; penaltyPercent: number };
}

/** GET tours/Tour/GetTours → TourPackage[] (every package with its coming departures; the app filters and sorts). */
export type GetToursResponse = TourPackage[];

/** A hotel option as the tour list reads it: its stars and adult-in-double price filter the list. */
export interface TourListingHotel {
  id: string;
  stars: number;
  prices: Pick<TourPrices, 'adultDouble'>;
}

/** A departure as the tour list reads it. */
export type TourListingDeparture = Omit<TourDeparture, 'hotels'> & { hotels: TourListingHotel[] };

/**
 * A package as the tour list shows it, without what only its page shows (programme, includes,
 * documents, the hotels' names and other prices): what /tour/ is rendered with. A TourPackage is one.
 */
export type TourListing = Omit<TourPackage, 'includesFa' | 'excludesFa' | 'documentsFa' | 'itinerary' | 'departures'> & {
  departures: TourListingDeparture[];
};

/** A traveller as the client sends it: the flight passenger's fields and rules (SPEC §5). */
export interface TourPassengerInput {
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

/** How the party shares rooms: each room lists its travellers by index, and children with or without a bed. */
export interface TourRoomInput {
  /** Indexes into passengers. */
  travellers: number[];
  /** Indexes (into passengers) of children who sleep without a bed of their own. */
  withoutBed?: number[];
}

/** POST tours/Tour/Quote: the price of a party in a departure and hotel before booking. */
export interface TourQuoteRequest {
  departureId: string;
  hotelOptionId: string;
  /** The travellers' birth dates decide their kinds on the departure date. */
  passengers: Pick<TourPassengerInput, 'birthDate'>[];
  rooms: TourRoomInput[];
}

export interface TourQuoteLine {
  key: string;
  labelFa: string;
  count: number;
  unitPrice: number;
  amount: number;
}

export interface TourQuote {
  lines: TourQuoteLine[];
  total: number;
  placesLeft: number;
}

/** POST tours/TourReservation/Book → TourOrderDetails (Reserved, with holdExpiresAt). */
export interface TourBookRequest extends Omit<TourQuoteRequest, 'passengers'> {
  passengers: TourPassengerInput[];
  contact: { mobile: string; email?: string | null };
  /** Another total now is a 400 on expectedPrice, and nothing is held. */
  expectedPrice: number;
  clientRequestId?: string;
  chanel?: 'Pwa' | 'WebSite';
}

export interface TourOrderPassenger {
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
  /** Adult in double, single, child with or without bed, infant. */
  priceKind: 'adult-double' | 'adult-single' | 'child-bed' | 'child-no-bed' | 'infant';
  price: number;
  /** Active, RefundRequested or Refunded (refunds are per traveller). */
  status: OrderItemStatus;
}

/** GET tours/TourReservation/GetTourOrderDetails/{id} (also what Book answers). */
export interface TourOrderDetails extends OrderSummary {
  tour: Pick<TourPackage, 'id' | 'slug' | 'titleFa' | 'destinationFa' | 'photo' | 'includesFa' | 'documentsFa' | 'visaDestination'>;
  departure: Omit<TourDeparture, 'hotels' | 'placesLeft' | 'fromPrice'>;
  hotel: Omit<TourHotelOption, 'prices'>;
  passengers: TourOrderPassenger[];
  rooms: TourRoomInput[];
  lines: TourQuoteLine[];
  cancellation: TourPackage['cancellation'];
  cancellationFa: string;
  contact: OrderContact;
  confirmationCode: string | null;
  history: OrderStatusChange[];
}

/** GET tours/TourReservation/Voucher/{id}: the voucher PDF (Issued orders only). */
