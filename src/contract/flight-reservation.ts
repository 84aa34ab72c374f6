/**
 * flight-reservation service (SPEC §7), relative to the API base (/api/). Every route needs the
 * Bearer token. Dates are ISO YYYY-MM-DD; birth and passport dates may be Jalali (a year under 1700);
 * money is integer rials.
 */
import type { Gender } from './account';
import type { PassengerType, Proposal } from './flight-catalog';
import type { OrderDetails } from './orders';

/** A traveller as the client sends it (saved passengers and the passengers of an order). */
export interface PassengerInput {
  /** AddOrUpdatePassenger: the saved passenger to change; omitted → a new one (or the one with this national code). */
  id?: string;
  /** Adult=1, Child=2, Infant=3; checked against birthDate, inferred when omitted. */
  passengerType?: PassengerType;
  /** Persian letters; required for Iranian nationals. */
  firstNameFa?: string | null;
  lastNameFa?: string | null;
  /** As on the passport: English letters, spaces, hyphens, apostrophes. */
  firstNameEn: string;
  lastNameEn: string;
  gender: Gender;
  birthDate: string;
  /** ISO 3166-1 alpha-2; default IR. */
  nationality?: string;
  /** Required for Iranian nationals (10 digits with a valid checksum); absent for foreigners. */
  nationalCode?: string | null;
  /** Required for foreigners and on international flights; Iranian passports are a letter and 8 digits. */
  passportNumber?: string | null;
  /** Required with a passport; must be in the future (6 months past the trip for international flights). */
  passportExpiryDate?: string | null;
  passportIssuingCountry?: string | null;
}

/** A saved passenger, as stored (names and numbers cleaned: Latin digits, Persian ی and ک). */
export interface Passenger {
  id: string;
  /** The kind by age today; an order decides again by the age on the flight date. */
  passengerType: PassengerType;
  firstNameFa: string | null;
  lastNameFa: string | null;
  firstNameEn: string;
  lastNameEn: string;
  gender: Gender;
  birthDate: string;
  nationality: string;
  nationalCode: string | null;
  passportNumber: string | null;
  passportExpiryDate: string | null;
  passportIssuingCountry: string | null;
  createdAt: string;
  updatedAt: string;
}

/** POST Passenger/GetCurrentUserPassengers (empty body) → Passenger[], newest first. */
export type GetCurrentUserPassengersResponse = Passenger[];

/** POST Passenger/AddOrUpdatePassenger → Passenger. */
export interface AddOrUpdatePassengerRequest {
  passenger: PassengerInput;
}

/** DELETE Passenger/DeletePassenger/{id} → true (404 when it is not the caller's). */

/** A proposal chosen from a search: its requestId (returningRequestId for the way back) and ProposalId. */
export interface ProposalRef {
  requestId: string;
  proposalId: string;
}

/** POST Proposals/GetFlightDetails: the chosen proposal(s) with live seats and rules. */
export interface GetFlightDetailsRequest {
  requestId: string;
  proposalId: string;
  /** Round trips: the returning list's id and proposal. */
  returningRequestId?: string;
  returningProposalId?: string;
}

/** One row of a penalty table: cancelling between fromHours and toHours before departure costs penaltyPercent. */
export interface PenaltyRow {
  /** Persian description, e.g. «از ۷۲ تا ۳ ساعت پیش از پرواز». */
  title: string;
  /** Upper bound in hours before departure (null: any time earlier). */
  fromHoursBefore: number | null;
  /** Lower bound in hours before departure (0: until departure). */
  toHoursBefore: number;
  penaltyPercent: number;
}

export interface FareRules {
  proposalId: string;
  isCharter: boolean;
  refundable: boolean;
  fareClass: string;
  /** Cancellation penalties by time before departure; charter and promotional fares: one row of 100 %. */
  penalties: PenaltyRow[];
  /** Persian rules, one paragraph each (baggage, children, changes). */
  rules: string[];
}

export interface FlightDetailsItem {
  proposal: Proposal;
  /** Seats left now, after other travellers' holds and sales. */
  seatsLeft: number;
  fareRules: FareRules;
}

export interface GetFlightDetailsResponse {
  /** The search the proposals came from (passenger counts decide the order's passengers). */
  adults: number;
  children: number;
  infants: number;
  isDomestic: boolean;
  /** Outbound first, then the returning proposal of a round trip. */
  items: FlightDetailsItem[];
  /** Sum of the items' TotalPrice, rials. */
  totalPrice: number;
}

/** POST FareRules/GetFareRules and FareRules/GetRouteRules take one proposal. */
export interface FareRulesRequest {
  requestId: string;
  proposalId: string;
}

/** POST FareRules/GetFareRules → FareRules. */
export type GetFareRulesResponse = FareRules;

export interface RouteRule {
  origin: string;
  originFa: string;
  destination: string;
  destinationFa: string;
  isDomestic: boolean;
  /** Minutes before departure the traveller should be at the airport. */
  checkInMinutes: number;
  /** Minutes before departure check-in closes. */
  checkInClosesMinutes: number;
  /** Persian: which identity document each traveller needs. */
  documents: string[];
  /** Persian notes about the route (baggage, connections, visas). */
  notes: string[];
}

/** POST FareRules/GetRouteRules → one RouteRule per flight group. */
export type GetRouteRulesResponse = RouteRule[];

/** The traveller's contact for this order (SMS and e-mail about the ticket). */
export interface ContactInput {
  mobile: string;
  email?: string | null;
}

/**
 * POST Submit/SubmitFlightOrder → OrderDetails (status Created). The server prices the order again
 * from its own inventory; a price from the client is never read. Passengers must match the
 * search's adults, children and infants by their age on the first flight's date.
 */
export interface SubmitFlightOrderRequest {
  /** The chosen flights, as one trip… */
  proposal?: GetFlightDetailsRequest;
  /** …or as a list: the outbound, then the returning proposal of a round trip. */
  proposals?: ProposalRef[];
  passengers: PassengerInput[];
  contact: ContactInput;
  /** SPEC §1 (spelling as the app sends it): Pwa when installed, else WebSite (default). */
  chanel?: 'Pwa' | 'WebSite';
  /** Any string the client keeps for this attempt: submitting it again answers the same order. */
  clientRequestId?: string;
  /** The reseller-market request this traveller came with (GetSafarMarketRequestByProposalId). */
  safarMarketRequestId?: string;
}

/** POST Reserve/ReserveFlightOrder: holds the seats for 15 minutes → OrderDetails (status Reserved). */
export interface ReserveFlightOrderRequest {
  orderId: string;
}

/** GET Submit/VerifyFlightOrder/{id}: can the order be paid now? */
export interface VerifyFlightOrderResponse {
  order: OrderDetails;
  /** Reserved with a live hold: payment may start. */
  canPay: boolean;
  /** Seconds until the hold lapses (0 when there is none). */
  holdSecondsLeft: number;
  /** Persian reasons when canPay is false. */
  messages: string[];
}
