/** The search form's rules, pure: empty fields first, then the domain's own Search-request rules. */
import { addDays, type IsoDate } from '../../domain/calendar-days';
import { Cabin, ProductType, TripType } from '../../domain/enums';
import { validateSearchRequest, type SearchRequest, type SearchSegment } from '../../domain/search-request';
import { cityCodeOf, type Place } from '../LocationPicker';
import { DEFAULT_PASSENGER_COUNTS } from '../PassengerCountPicker';
import {
  MIN_SEGMENTS, type DraftSegment, type FlightSearchDraft, type FlightSearchValue, type SearchFormErrors, type SearchScope,
} from './types';

export const EMPTY_SEGMENT: DraftSegment = { origin: null, destination: null, departureDate: null };

/** One-way economy for one adult (SPEC §9), nothing chosen yet. */
export function initialDraft(partial: Partial<FlightSearchDraft> = {}): FlightSearchDraft {
  return {
    tripType: TripType.OneWay,
    segments: [EMPTY_SEGMENT],
    returnDate: null,
    passengers: DEFAULT_PASSENGER_COUNTS,
    cabin: Cabin.Economy,
    ...partial,
  };
}

/** The legs the trip type uses: the first for one-way and round trip, at least two for multi-destination. */
export function activeSegments(draft: FlightSearchDraft): DraftSegment[] {
  if (draft.tripType !== TripType.MultiDestination) return draft.segments.slice(0, 1);
  const rows = [...draft.segments];
  while (rows.length < MIN_SEGMENTS) rows.push({ ...EMPTY_SEGMENT, origin: rows[rows.length - 1]?.destination ?? null });
  return rows;
}

/** A new last leg starts where the previous one ends, a day later at the earliest. */
export function nextSegment(previous: DraftSegment | undefined): DraftSegment {
  return { origin: previous?.destination ?? null, destination: null, departureDate: null };
}

/**
 * Multi-destination rows after one row changes: a new destination also becomes the next row's
 * origin while that is still empty (a traveller goes on from where they land).
 */
export function updateSegment(segments: readonly DraftSegment[], index: number, patch: Partial<DraftSegment>): DraftSegment[] {
  const next = segments.map((s, i) => (i === index ? { ...s, ...patch } : s));
  const following = next[index + 1];
  if (patch.destination && following && !following.origin) next[index + 1] = { ...following, origin: patch.destination };
  return next;
}

/** The earliest day a leg may leave: today, or the previous leg's day. */
export function minDateFor(segments: readonly DraftSegment[], index: number, today: IsoDate): IsoDate {
  const previous = segments[index - 1]?.departureDate;
  return previous && previous > today ? previous : today;
}

/** The domain's request for a valid value: the screen passes it to buildSearchUrl. Dates go Jalali in the URL. */
export function toSearchRequest(value: FlightSearchValue, scope: SearchScope): SearchRequest {
  const segments: SearchSegment[] = value.segments.map((s) => ({
    origin: s.origin.code, originType: s.origin.codeType,
    destination: s.destination.code, destinationType: s.destination.codeType,
    departureDate: s.departureDate, isJalali: true,
  }));
  const [out] = segments;
  if (value.tripType === TripType.RoundTrip && out && value.returnDate) {
    segments.push({
      origin: out.destination, originType: out.destinationType, destination: out.origin, destinationType: out.originType,
      departureDate: value.returnDate, isJalali: true,
    });
  }
  return {
    adults: value.adults, children: value.children, infants: value.infants, cabinType: value.cabin, flightType: value.tripType,
    productType: scope === 'domestic' ? ProductType.DomesticFlight : ProductType.InternationalFlight,
    segments: segments.slice(0, value.tripType === TripType.OneWay ? 1 : undefined),
  };
}

/** Domain field names onto the form's: the passenger counts share one field, a round trip's return is returnDate. */
function formField(field: string, tripType: TripType): string {
  if (['adults', 'children', 'infants', 'passengers'].includes(field)) return 'passengers';
  if (tripType === TripType.RoundTrip && field.startsWith('segments.1')) return 'returnDate';
  return field;
}

export interface CheckedSearch {
  errors: SearchFormErrors;
  /** Set only when there are no errors. */
  value?: FlightSearchValue;
}

/** Every problem in Persian by field (the first per field), or the typed value to submit. */
export function checkSearchForm(draft: FlightSearchDraft, today: IsoDate, places: readonly Place[]): CheckedSearch {
  const errors: SearchFormErrors = {};
  const add = (field: string, message: string) => {
    errors[field] ??= message.replace(/\.$/, '');
  };
  const multi = draft.tripType === TripType.MultiDestination;
  const segments = activeSegments(draft);
  segments.forEach((s, i) => {
    if (!s.origin) add(`segments.${i}.origin`, 'مبدأ را انتخاب کنید');
    if (!s.destination) add(`segments.${i}.destination`, 'مقصد را انتخاب کنید');
    // THR, IKA and Tehran's city code are one city.
    if (s.origin && s.destination && cityCodeOf(places, s.origin) === cityCodeOf(places, s.destination)) {
      add(`segments.${i}.destination`, 'مبدأ و مقصد نباید یکی باشند');
    }
    if (!s.departureDate) add(`segments.${i}.departureDate`, multi ? 'تاریخ پرواز را انتخاب کنید' : 'تاریخ رفت را انتخاب کنید');
  });
  if (draft.tripType === TripType.RoundTrip && !draft.returnDate) add('returnDate', 'تاریخ برگشت را انتخاب کنید');
  if (Object.keys(errors).length > 0) return { errors };

  const value: FlightSearchValue = {
    tripType: draft.tripType,
    segments: segments.map((s) => ({ origin: s.origin!, destination: s.destination!, departureDate: s.departureDate! })),
    ...(draft.tripType === TripType.RoundTrip && draft.returnDate ? { returnDate: draft.returnDate } : {}),
    ...draft.passengers,
    cabin: draft.cabin,
  };
  // Past days, return before departure, legs out of order, passenger limits: the domain's rules.
  for (const e of validateSearchRequest(toSearchRequest(value, 'domestic'), today)) add(formField(e.field, draft.tripType), e.message);
  return Object.keys(errors).length > 0 ? { errors } : { errors, value };
}

/** SPEC §9's default departure, for screens that prefill it. */
export const defaultDepartureDate = (today: IsoDate) => addDays(today, 1);
