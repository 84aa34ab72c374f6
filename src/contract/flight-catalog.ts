/**
 * flight-catalog service (SPEC §3, §7). Paths are relative to the API base (/api/).
 * Proposal fields are PascalCase exactly as SPEC §3 names them: the client's filters read them.
 * Money is integer rials; times are ISO strings with the airport's UTC offset (Tehran +03:30).
 */

/** Economy=1, Business=2, First=3. */
export type CabinType = 1 | 2 | 3;
/** OneWay=1, RoundTrip=2, MultiDestination=3. */
export type FlightType = 1 | 2 | 3;
/** Adult=1, Child=2, Infant=3. */
export type PassengerType = 1 | 2 | 3;
export type LocationCodeType = 'CityCode' | 'AirportCode';
export type FlightProductType = 'DomesticFlight' | 'InternationalFlight';

export interface SearchSegment {
  /** IATA airport or city code, e.g. THR, IST. */
  origin: string;
  /** Omitted: a city code when one exists, else an airport code. */
  originType?: LocationCodeType;
  destination: string;
  destinationType?: LocationCodeType;
  /** ISO Gregorian YYYY-MM-DD; a Jalali date when isJalali is true or the year is under 2000 (SPEC §9). */
  departureDate: string;
  isJalali?: boolean;
}

/** POST flight-catalog/FlightCatalog/Available (SPEC §3 "Search request"). */
export interface AvailableRequest {
  /** 1–9; default 1. */
  adults?: number;
  /** Default 0; adults + children ≤ 9. */
  children?: number;
  /** Default 0; at most one per adult. */
  infants?: number;
  /** Default 1 (economy). */
  cabinType?: CabinType;
  /** Default 1. One-way: one segment; round trip: two (out and back); multi-destination: 2–4. */
  flightType?: FlightType;
  /** Alias of flightType. */
  tripType?: FlightType;
  /** Inferred from the airports when omitted; a contradiction is a 400. */
  productType?: FlightProductType;
  segments: SearchSegment[];
}

/** The search as the server understood it: codes upper-case, types resolved, dates Gregorian. */
export interface NormalizedSearch {
  adults: number;
  children: number;
  infants: number;
  cabinType: CabinType;
  flightType: FlightType;
  productType: FlightProductType;
  segments: Required<Omit<SearchSegment, 'isJalali'>>[];
}

export interface FlightLeg {
  /** IATA airport code. */
  Origin: string;
  /** The origin city in Persian. */
  OriginFa: string;
  OriginAirportFa: string;
  Destination: string;
  DestinationFa: string;
  DestinationAirportFa: string;
  DepartureTime: string;
  ArrivalTime: string;
  /** Minutes in the air, gate to gate. */
  Duration: number;
  FlightNumber: string;
  MarketingAirlineCode: string;
  OperatingAirlineCode: string;
  Aircraft: string;
}

export interface Baggage {
  AdultKg: number;
  ChildKg: number;
  InfantKg: number;
}

/** One direction of a trip; a one-stop trip has two legs. */
export interface FlightGroup {
  Origin: string;
  OriginFa: string;
  Destination: string;
  DestinationFa: string;
  DepartureTime: string;
  ArrivalTime: string;
  /** Minutes from first departure to last arrival, connections included. */
  Duration: number;
  Stops: number;
  MarketingAirlineCode: string;
  MarketingAirlineName: string;
  /** Image path for GET /images/{path}. */
  MarketingAirlineLogo: string;
  FlightNumber: string;
  Aircraft: string;
  CabinType: CabinType;
  FareClass: string;
  Baggage: Baggage;
  Refundable: boolean;
  FlightLegs: FlightLeg[];
}

export interface PassengerPrice {
  PassengerType: PassengerType;
  Count: number;
  /** Per passenger, rials. */
  BaseFare: number;
  Tax: number;
  UnitPrice: number;
  /** UnitPrice × Count. */
  TotalPrice: number;
}

export interface Proposal {
  ProposalId: string;
  /** The request that lists it: requestId, or returningRequestId when isReturning. */
  RequestId: string;
  isReturning: boolean;
  FlightGroups: FlightGroup[];
  /** All passengers, rials. */
  TotalPrice: number;
  Prices: PassengerPrice[];
  /** Seats left for this fare (0–9); 0 is sold out. */
  Seat: number;
  /** Promotion rank, lower first. */
  Sort: number;
  IsCharter: boolean;
  TotalDurationMinutes: number;
  Currency: 'IRR';
}

export interface AvailableResponse {
  requestId: string;
  /** Round trips: the id of the returning list (isReturning proposals); otherwise null. */
  returningRequestId: string | null;
  search: NormalizedSearch;
  proposals: Proposal[];
}

/** POST flight-catalog/FlightCatalog/GetAvailableRequest: a stored requestId → its search. */
export interface GetAvailableRequestRequest {
  requestId: string;
}
export interface GetAvailableRequestResponse {
  requestId: string;
  returningRequestId: string | null;
  /** True when requestId is the returning list of a round trip. */
  isReturning: boolean;
  search: NormalizedSearch;
}

/** POST flight-catalog/FlightCatalog/FlightDetail */
export interface FlightDetailRequest {
  requestId: string;
  proposalId: string;
}
export interface RefundRule {
  /** Persian description of the window, e.g. «تا ۷۲ ساعت پیش از پرواز». */
  title: string;
  /** From this many hours before departure (null: any time before). */
  hoursBefore: number | null;
  penaltyPercent: number;
}
export interface FlightDetailResponse {
  proposal: Proposal;
  refundRules: RefundRule[];
  /** Persian fare rules, one paragraph each. */
  fareRules: string[];
}

/** POST flight-catalog/FlightCatalog/GetPlpProposalDetails: cheapest fares for listing pages. */
export interface PlpProposalDetailsRequest {
  /** 'THR-MHD'; omitted → the popular pairs. */
  plpPairKey?: string;
  /** All (default), Charter, System, or LastSecond (the next three days). */
  kind?: 'All' | 'Charter' | 'System' | 'LastSecond';
  /** Days from today to look at, 1–14; default 7. */
  days?: number;
}
export interface PlpPair {
  plpPairKey: string;
  origin: string;
  originFa: string;
  destination: string;
  destinationFa: string;
  /** Lowest one-adult total over the days, or null when nothing is for sale. */
  minPrice: number | null;
  /** The cheapest proposal of each day that has one (one adult, economy). */
  proposals: Proposal[];
}
export type PlpProposalDetailsResponse = PlpPair[];

/** POST flight-catalog/FlightCalendar/CalendarPrices: cheapest one-adult total per day for the date picker. */
export interface CalendarPricesRequest {
  origin: string;
  originType?: LocationCodeType;
  destination: string;
  destinationType?: LocationCodeType;
  /** ISO dates; at most 62 days; days before today are skipped. */
  fromDate: string;
  toDate: string;
  cabinType?: CabinType;
}
export interface CalendarDay {
  date: string;
  /** Cheapest available one-adult total in rials, or null when nothing is for sale. */
  price: number | null;
  /** True on the cheapest day(s) of the range. */
  cheapest: boolean;
}
export type CalendarPricesResponse = CalendarDay[];
