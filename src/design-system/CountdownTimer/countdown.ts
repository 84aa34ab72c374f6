import { toPersianDigits } from '../../domain/numbers';
import { dateTimeToEpochMillis } from '../../domain/tehran-time';

/** Under this many seconds the timer turns to the warning colour. */
export const WARNING_SECONDS = 120;

/** Remaining seconds at which screen readers hear the time left (and once more at expiry). */
export const ANNOUNCE_AT_SECONDS: readonly number[] = [600, 300, 120, 60, 30];

/** Whole seconds from `now` until `expiresAt`, never negative; NaN-safe (a bad date counts as expired). */
export function secondsLeft(expiresAt: string, now: number): number {
  const end = dateTimeToEpochMillis(expiresAt);
  if (!Number.isFinite(end)) return 0;
  return Math.max(0, Math.ceil((end - now) / 1000));
}

const two = (n: number) => String(n).padStart(2, '0');

/** "۱۴:۰۵", or "۱:۰۲:۰۵" past an hour, in Persian digits. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const text = h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${two(m)}:${two(s % 60)}`;
  return toPersianDigits(text);
}

/** What a screen reader hears: "۵ دقیقه" or "۳۰ ثانیه". */
export function spokenDuration(seconds: number): string {
  if (seconds >= 60) return `${toPersianDigits(Math.round(seconds / 60))} دقیقه`;
  return `${toPersianDigits(seconds)} ثانیه`;
}

/**
 * The announcement threshold the timer has just reached, or null. Only thresholds are spoken, so
 * the live region talks a handful of times per hold instead of every second.
 */
export function thresholdReached(previous: number, current: number, thresholds: readonly number[] = ANNOUNCE_AT_SECONDS): number | null {
  const crossed = thresholds.filter((t) => current <= t && previous > t);
  return crossed.length > 0 ? Math.min(...crossed) : null;
}
