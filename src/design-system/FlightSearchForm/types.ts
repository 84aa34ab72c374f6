/** What the search form holds and what it hands the screen. */
import type { IsoDate } from '../../domain/calendar-days';
import type { Cabin, TripType } from '../../domain/enums';
import type { LocationScope, LocationValue } from '../LocationPicker';
import type { PassengerCounts } from '../PassengerCountPicker';

/** Domestic or international search: which places, which trip types. */
export type SearchScope = LocationScope;

/** Multi-destination trips have two to four legs. */
export const MIN_SEGMENTS = 2;
export const MAX_SEGMENTS = 4;

export interface FlightSearchSegment {
  origin: LocationValue;
  destination: LocationValue;
  /** Gregorian ISO day. */
  departureDate: IsoDate;
}

/** A valid search: the screen turns it into a URL with the domain's buildSearchUrl (see toSearchRequest). */
export interface FlightSearchValue {
  tripType: TripType;
  /** One leg for one-way and round trip (the return is `returnDate`), two to four for multi-destination. */
  segments: FlightSearchSegment[];
  /** Round trip only. */
  returnDate?: IsoDate;
  adults: number;
  children: number;
  infants: number;
  cabin: Cabin;
}

/** One leg while being filled in. */
export interface DraftSegment {
  origin: LocationValue | null;
  destination: LocationValue | null;
  departureDate: IsoDate | null;
}

/** The form's state: every field may still be empty. Multi-destination rows survive a switch to one-way and back. */
export interface FlightSearchDraft {
  tripType: TripType;
  segments: DraftSegment[];
  returnDate: IsoDate | null;
  passengers: PassengerCounts;
  cabin: Cabin;
}

/** Persian messages by field: 'segments.0.origin', 'segments.1.departureDate', 'returnDate', 'passengers'. */
export type SearchFormErrors = Partial<Record<string, string>>;
