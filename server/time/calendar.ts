/**
 * Calendar days as ISO `YYYY-MM-DD` strings, computed on Y/M/D numbers at UTC noon so no local
 * midnight or DST can shift a day (REFERENCE.md's off-by-one traps).
 */

import { tehranNow } from '../../src/domain/tehran-time';

/** A real Gregorian date in ISO form (rejects 2025-02-30), by arithmetic: every search's dates pass through it. */
export { isIsoDate } from '../../src/domain/calendar-days';

const DAY_MS = 86_400_000;

const noonUtc = (iso: string) => Date.parse(`${iso}T12:00:00Z`);

export function addDays(iso: string, days: number): string {
  return new Date(noonUtc(iso) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((noonUtc(to) - noonUtc(from)) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(iso: string): number {
  return new Date(noonUtc(iso)).getUTCDay();
}

/**
 * The date in Tehran at an instant: +03:30 since 2022-09-22, the time-zone database's offset before
 * (Iran kept summer time, +04:30, until then), as the app's own clock reads it.
 */
export function tehranToday(now: Date): string {
  return tehranNow(now).date;
}
