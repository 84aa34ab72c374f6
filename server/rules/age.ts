import type { PassengerType } from '../../src/contract';
import { ADULT_MIN_AGE_YEARS, CHILD_MIN_AGE_YEARS } from '../../src/domain/constants';

/** Whole years from birth to a day, on Y/M/D numbers (a 29 Feb birthday turns a year older on 1 Mar). */
export function ageInYears(birthDate: string, onDate: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = onDate.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** REFERENCE.md: adult 12+, child 2 to under 12, infant under 2, by the age on the day. */
export function passengerTypeOn(birthDate: string, onDate: string): PassengerType {
  const age = ageInYears(birthDate, onDate);
  return age >= ADULT_MIN_AGE_YEARS ? 1 : age >= CHILD_MIN_AGE_YEARS ? 2 : 3;
}

/** The ISO date `months` calendar months after a date, clamped to the month's last day. */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}
