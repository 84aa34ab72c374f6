/**
 * What a flight supplier answers. The reference generator implements it; a real airline or
 * consolidator connection would implement the same interface and nothing else would change.
 */

export type Cabin = 1 | 2 | 3; // Economy, Business, First (SPEC §3)

export interface SegmentFlight {
  flightNumber: string;
  /** The airline that sells it (and here also operates it). */
  airlineCode: string;
  origin: string; // IATA airport
  destination: string;
  /** Local time at the origin, ISO with offset. */
  departureTime: string;
  /** Local time at the destination, ISO with offset. */
  arrivalTime: string;
  departureUtcMs: number;
  arrivalUtcMs: number;
  durationMinutes: number;
  aircraft: string;
}

export interface Baggage {
  adultKg: number;
  childKg: number;
  infantKg: number;
}

/** Per-passenger fare in integer rials. */
export interface Fare {
  baseFare: number;
  tax: number;
}

/** One sellable itinerary in one cabin and fare class, for one traveller day. */
export interface Offer {
  /** Stable across requests and processes: flights, date and fare class. */
  key: string;
  flights: SegmentFlight[];
  marketingAirlineCode: string;
  isCharter: boolean;
  cabin: Cabin;
  fareClass: string;
  refundable: boolean;
  baggage: Baggage;
  /** Seats left in this fare for the party asked about; 0 means sold out. */
  seatsLeft: number;
  adult: Fare;
  child: Fare;
  infant: Fare;
  /** Promotion rank: lower is promoted first (SPEC §5 "promotions by Sort"). */
  sort: number;
}

export interface OfferQuery {
  /** IATA airport codes. */
  origin: string;
  destination: string;
  /** Local date of departure at the origin, ISO YYYY-MM-DD. */
  date: string;
  cabin: Cabin;
  /** Seats the party needs (adults + children; lap infants take none). */
  seatsNeeded: number;
  /** Today in Tehran: fares depend on lead time. */
  today: string;
}

export interface FlightSupplier {
  offers(query: OfferQuery): Promise<Offer[]>;
}
