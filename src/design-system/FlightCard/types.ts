/**
 * The presentational view model of a flight card. Screens map the API's proposal to it, so the
 * design system never depends on wire types.
 */

export interface AirlineInfo {
  /** Code as Iranian sites use it: "W5", "IR", "EP". */
  code: string;
  /** Persian name: "ماهان". */
  name: string;
  /** Logo image; without one a coloured badge with the code is drawn. */
  logoUrl?: string;
}

export interface FlightEndpoint {
  /** ISO date-time; without an offset it is Tehran time ("2026-11-25T08:30:00+03:30"). */
  time: string;
  /** IATA code: "THR". */
  airport: string;
  /** Persian airport name: "مهرآباد". */
  airportFa: string;
  /** Persian city name: "تهران". */
  cityFa: string;
}

/** One direction of a trip: what a card row shows. */
export interface FlightLegSummary {
  airline: AirlineInfo;
  departure: FlightEndpoint;
  arrival: FlightEndpoint;
  /** Door-to-door minutes, layovers included. */
  durationMinutes: number;
  /** Stops between origin and destination; 0 is non-stop. */
  stops: number;
  /** "W5 1012". */
  flightNumber?: string;
}

export interface FlightCardData extends FlightLegSummary {
  isCharter: boolean;
  /** Seats left at this price; 0 is sold out. */
  seatsLeft: number;
  /** Integer rials, one adult. */
  pricePerAdult: number;
  /** Integer rials, every passenger of the search. */
  totalPrice: number;
  /** "۲ بزرگسال، ۱ کودک": who the total is for. */
  passengersLabel?: string;
  /** "اکونومی". */
  cabinLabel?: string;
  /** The return leg of a round trip; the card then shows two compact rows. */
  returning?: FlightLegSummary;
  /**
   * The later flights of a multi-destination trip, in order (the card's own fields are the first):
   * one compact row each, labelled «پرواز ۱», «پرواز ۲»….
   */
  onward?: FlightLegSummary[];
}
