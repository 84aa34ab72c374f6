/** The range picker's two-click rule, pure so it is tested without a browser. */
import { compareIsoDates, type IsoDate } from '../../domain/calendar-days';

/** Departure and return days, ISO 'YYYY-MM-DD'; a one-way trip has no return. */
export interface TravelDates {
  departure: IsoDate | null;
  return: IsoDate | null;
}

/** Which day the next click sets. */
export type RangeStep = 'departure' | 'return';

export const EMPTY_TRAVEL_DATES: TravelDates = { departure: null, return: null };

/** The step a field opens on: the return field picks the return once a departure exists. */
export function stepFor(field: RangeStep, value: TravelDates): RangeStep {
  return field === 'return' && value.departure ? 'return' : 'departure';
}

export interface RangeChoice {
  value: TravelDates;
  next: RangeStep;
  /** Both days are set: the picker closes. */
  done: boolean;
}

/**
 * First click sets the departure (and drops an old return); the second sets the return. A return
 * before the departure starts over from that day. A same-day return is allowed.
 */
export function chooseTravelDay(value: TravelDates, step: RangeStep, day: IsoDate): RangeChoice {
  if (step === 'return' && value.departure && compareIsoDates(day, value.departure) >= 0) {
    return { value: { departure: value.departure, return: day }, next: 'departure', done: true };
  }
  return { value: { departure: day, return: null }, next: 'return', done: false };
}
