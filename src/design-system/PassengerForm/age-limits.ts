/**
 * Calendar arithmetic in whole years and months on Y/M/D numbers (never local midnight). The
 * server has the same rules in server/rules/age.ts; the design system may import only src/domain.
 */
import { addDays, gregorianMonthLength, parseIsoDate, toIsoDate, type IsoDate } from '../../domain/calendar-days';
import { ADULT_MIN_AGE_YEARS, CHILD_MIN_AGE_YEARS, PASSPORT_MIN_VALIDITY_MONTHS } from '../../domain/constants';
import { PassengerKind } from '../../domain/enums';

/** The day `months` calendar months on, clamped to the month's last day (31 Aug + 6 → 28/29 Feb). */
export function addMonths(iso: IsoDate, months: number): IsoDate {
  const g = parseIsoDate(iso);
  if (!g) throw new RangeError(`Not an ISO date: ${iso}`);
  const index = g.year * 12 + (g.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return toIsoDate(year, month, Math.min(g.day, gregorianMonthLength(year, month)));
}

export const addYears = (iso: IsoDate, years: number): IsoDate => addMonths(iso, years * 12);

/** Whole years from birth to a day; a 29 Feb birthday turns a year older on 1 Mar. */
export function ageInYears(birthDate: IsoDate, onDate: IsoDate): number {
  const b = parseIsoDate(birthDate);
  const d = parseIsoDate(onDate);
  if (!b || !d) return Number.NaN;
  return d.year - b.year - (d.month < b.month || (d.month === b.month && d.day < b.day) ? 1 : 0);
}

/** REFERENCE.md: adult 12+, child 2 to under 12, infant under 2, by the age on the flight date. */
export function kindForAge(age: number): PassengerKind {
  return age >= ADULT_MIN_AGE_YEARS ? PassengerKind.Adult : age >= CHILD_MIN_AGE_YEARS ? PassengerKind.Child : PassengerKind.Infant;
}

/** Oldest traveller the picker offers. */
const MAX_AGE_YEARS = 120;

export interface DateRange {
  minDate: IsoDate;
  maxDate: IsoDate;
}

/** Birth dates that make a passenger of this kind on the flight date, and no later than today. */
export function birthDateRange(kind: PassengerKind, flightDate: IsoDate, today: IsoDate): DateRange {
  const lastDay = today < flightDate ? today : flightDate;
  const at = (years: number) => addYears(flightDate, -years);
  const range = kind === PassengerKind.Adult
    ? { minDate: at(MAX_AGE_YEARS), maxDate: at(ADULT_MIN_AGE_YEARS) }
    : kind === PassengerKind.Child
      ? { minDate: addDays(at(ADULT_MIN_AGE_YEARS), 1), maxDate: at(CHILD_MIN_AGE_YEARS) }
      : { minDate: addDays(at(CHILD_MIN_AGE_YEARS), 1), maxDate: flightDate };
  return { minDate: range.minDate, maxDate: range.maxDate < lastDay ? range.maxDate : lastDay };
}

/** The earliest passport expiry accepted: the flight date, or 6 months after it abroad. */
export function passportMinExpiry(flightDate: IsoDate, international: boolean): IsoDate {
  return international ? addMonths(flightDate, PASSPORT_MIN_VALIDITY_MONTHS) : flightDate;
}
