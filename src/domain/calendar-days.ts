/**
 * Calendar days as ISO 'YYYY-MM-DD' Gregorian strings, the form dates travel in between modules.
 * Arithmetic runs on Julian day numbers, never on local-midnight Date objects, so the machine's
 * time zone and DST can't shift a day (REFERENCE: "Known off-by-one traps").
 */
import { d2g, g2d } from 'jalaali-js';
import { DATE_STRIP_SPAN_DAYS } from './constants';

/** A Gregorian calendar day, 'YYYY-MM-DD'. */
export type IsoDate = string;

export interface GregorianDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function gregorianMonthLength(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Reads a strict, real ISO date; anything else gives null. */
export function parseIsoDate(text: string): GregorianDay | null {
  const m = ISO_DATE.exec(text);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > gregorianMonthLength(year, month)) return null;
  return { year, month, day };
}

export function isIsoDate(text: unknown): text is IsoDate {
  return typeof text === 'string' && parseIsoDate(text) !== null;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

export function toIsoDate(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

/** Julian day number of an ISO date; throws on a malformed date (a programming error). */
export function isoToDayNumber(iso: IsoDate): number {
  const g = parseIsoDate(iso);
  if (!g) throw new RangeError(`Not an ISO date: ${iso}`);
  return g2d(g.year, g.month, g.day);
}

export function dayNumberToIso(dayNumber: number): IsoDate {
  const { gy, gm, gd } = d2g(dayNumber);
  return toIsoDate(gy, gm, gd);
}

export function addDays(iso: IsoDate, days: number): IsoDate {
  return dayNumberToIso(isoToDayNumber(iso) + days);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function diffDays(from: IsoDate, to: IsoDate): number {
  return isoToDayNumber(to) - isoToDayNumber(from);
}

/** -1, 0 or 1; well-formed ISO dates sort as plain strings. */
export function compareIsoDates(a: IsoDate, b: IsoDate): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}

// 2000-01-01 (day number 2451545) was a Saturday.
const SATURDAY_DAY_NUMBER = 2451545;

/** Day of the Iranian week: Saturday = 0 … Friday = 6. */
export function weekdayIndex(iso: IsoDate): number {
  return (((isoToDayNumber(iso) - SATURDAY_DAY_NUMBER) % 7) + 7) % 7;
}

export const FRIDAY_INDEX = 6;

/** Friday is the Iranian weekend day (REFERENCE: Calendar and time). */
export function isFriday(iso: IsoDate): boolean {
  return weekdayIndex(iso) === FRIDAY_INDEX;
}

export const isWeekend = isFriday;

/** The results page's date strip: DATE_STRIP_SPAN_DAYS either side of a departure, none before today. */
export function dateStripRange(departure: IsoDate, today: IsoDate): { from: IsoDate; to: IsoDate } {
  const from = addDays(departure, -DATE_STRIP_SPAN_DAYS);
  return { from: from < today ? today : from, to: addDays(departure, DATE_STRIP_SPAN_DAYS) };
}
