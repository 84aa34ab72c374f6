/** The presentational view model of a flight's details; screens map the API's detail call to it. */
import type { AirlineInfo, FlightEndpoint } from '../FlightCard/types';

export interface FlightDetailsLeg {
  airline: AirlineInfo;
  /** "W5 1012". */
  flightNumber?: string;
  /** "ایرباس A310". */
  aircraft?: string;
  departure: FlightEndpoint;
  arrival: FlightEndpoint;
  /** Minutes in the air for this leg. */
  durationMinutes: number;
  /** "اکونومی". */
  cabinLabel?: string;
  /** Fare class letter: "Y". */
  fareClass?: string;
}

/** Checked baggage per passenger, in kilograms; a missing kind is not shown. */
export interface BaggageAllowance {
  adult?: number;
  child?: number;
  infant?: number;
}

/**
 * One row of the refund-penalty table. Cancelling up to `hoursBefore` hours before departure costs
 * `percent` of the fare; 0 hours is the last row (close to departure and after it).
 */
export interface RefundPenalty {
  hoursBefore: number;
  percent: number;
  /** The airline's own wording, shown instead of the generated one. */
  label?: string;
}

export interface FlightDetailsData {
  /** In flying order; consecutive legs make a layover. */
  legs: readonly FlightDetailsLeg[];
  isCharter: boolean;
  baggage?: BaggageAllowance;
  /** Charter tickets usually are not. */
  refundable: boolean;
  refundPenalties?: readonly RefundPenalty[];
  /** Free-text fare rules, one per line. */
  fareRules?: readonly string[];
}
