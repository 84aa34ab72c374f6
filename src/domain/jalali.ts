/**
 * Jalali (Persian) calendar: conversion, parsing, display (SPEC §1, §9).
 * jalaali-js follows the astronomical calendar (1403 is leap); 2820-year-cycle libraries get it wrong.
 */
import { isLeapJalaaliYear, jalaaliMonthLength, toGregorian, toJalaali } from 'jalaali-js';
import { parseIsoDate, toIsoDate, weekdayIndex, type IsoDate } from './calendar-days';
import { normalizeDigits, toPersianDigits } from './numbers';

export interface JalaliDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export const JALALI_MONTH_NAMES = [
  'فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور',
  'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند',
] as const;

/** Saturday first, as the Iranian week runs. */
export const WEEKDAY_NAMES = ['شنبه', 'یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه'] as const;
export const WEEKDAY_SHORT_NAMES = ['ش', 'ی', 'د', 'س', 'چ', 'پ', 'ج'] as const;

// Outside this window a "date" is a typo, and jalaali-js throws past -61…3177.
const MIN_YEAR = 1000;
const MAX_YEAR = 1999;

export function isJalaliLeapYear(year: number): boolean {
  return isLeapJalaaliYear(year);
}

export function jalaliMonthLength(year: number, month: number): number {
  return jalaaliMonthLength(year, month);
}

export function isValidJalali(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) && Number.isInteger(month) && Number.isInteger(day) &&
    year >= MIN_YEAR && year <= MAX_YEAR && month >= 1 && month <= 12 &&
    day >= 1 && day <= jalaaliMonthLength(year, month)
  );
}

export function jalaliToIso(date: JalaliDate): IsoDate {
  const { gy, gm, gd } = toGregorian(date.year, date.month, date.day);
  return toIsoDate(gy, gm, gd);
}

/** Throws on a malformed ISO date: callers pass dates they already hold. */
export function isoToJalali(iso: IsoDate): JalaliDate {
  const g = parseIsoDate(iso);
  if (!g) throw new RangeError(`Not an ISO date: ${iso}`);
  const { jy, jm, jd } = toJalaali(g.year, g.month, g.day);
  return { year: jy, month: jm, day: jd };
}

const DATE_PARTS = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/;

function splitDate(text: string): [number, number, number] | null {
  const m = DATE_PARTS.exec(normalizeDigits(text.trim()));
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

/** Reads "1405-01-10" (URL form) or "1405/01/10", in any digits; null unless a real Jalali day. */
export function parseJalali(text: string): JalaliDate | null {
  const parts = splitDate(text);
  if (!parts) return null;
  const [year, month, day] = parts;
  return isValidJalali(year, month, day) ? { year, month, day } : null;
}

export interface CalendarDay {
  readonly iso: IsoDate;
  /** True when the text was written in the Jalali calendar. */
  readonly isJalali: boolean;
}

/**
 * Reads a date in either calendar: a year under 2000 is Jalali, otherwise Gregorian (SPEC §9).
 * "1404-01-01" and "2025-03-21" both give 2025-03-21.
 */
export function parseAnyCalendarDate(text: string): CalendarDay | null {
  const parts = splitDate(text);
  if (!parts) return null;
  const [year, month, day] = parts;
  if (year < 2000) {
    return isValidJalali(year, month, day) ? { iso: jalaliToIso({ year, month, day }), isJalali: true } : null;
  }
  const iso = toIsoDate(year, month, day);
  return parseIsoDate(iso) ? { iso, isJalali: false } : null;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
/** Display never throws: a malformed ISO date prints as ''. */
function asJalali(date: IsoDate | JalaliDate): JalaliDate | null {
  if (typeof date !== 'string') return date;
  return parseIsoDate(date) ? isoToJalali(date) : null;
}

/** "1405-01-10": Latin digits with dashes, the URL form (SPEC §2). */
export function formatJalaliForUrl(date: IsoDate | JalaliDate): string {
  const j = asJalali(date);
  return j ? `${j.year}-${pad2(j.month)}-${pad2(j.day)}` : '';
}

/** "۱۰/۰۱/۱۴۰۵": DD/MM/YYYY in Persian digits (SPEC §1). */
export function formatJalaliDate(date: IsoDate | JalaliDate): string {
  const j = asJalali(date);
  return j ? toPersianDigits(`${pad2(j.day)}/${pad2(j.month)}/${j.year}`) : '';
}

export function jalaliMonthName(month: number): string {
  return JALALI_MONTH_NAMES[month - 1] ?? '';
}

/** "۱۰ فروردین ۱۴۰۵", or with the weekday "دوشنبه ۱۰ فروردین ۱۴۰۵". */
export function formatJalaliLong(date: IsoDate | JalaliDate, options: { weekday?: boolean; year?: boolean } = {}): string {
  const j = asJalali(date);
  if (!j) return '';
  let text = `${toPersianDigits(j.day)} ${jalaliMonthName(j.month)}`;
  if (options.year !== false) text += ` ${toPersianDigits(j.year)}`;
  if (options.weekday) {
    const iso = typeof date === 'string' ? date : jalaliToIso(date);
    text = `${WEEKDAY_NAMES[weekdayIndex(iso)]} ${text}`;
  }
  return text;
}

/** "فروردین ۱۴۰۵", a calendar's caption. */
export function formatJalaliMonth(year: number, month: number): string {
  return `${jalaliMonthName(month)} ${toPersianDigits(year)}`;
}
