/**
 * The nights of a stay. Check-in and check-out are Tehran calendar days (ISO strings), and nights
 * are counted on day numbers, so neither the machine's zone nor a DST change can add or lose one.
 */
import { addDays, diffDays, isIsoDate, type IsoDate } from '../calendar-days';
import { toPersianDigits } from '../numbers';
import type { FieldError } from '../result';

export const MIN_NIGHTS = 1;
/** Longer stays are booked through support, not online. */
export const MAX_NIGHTS = 30;
/** Hotels load their rates about a year ahead. */
export const MAX_CHECK_IN_DAYS_AHEAD = 365;

export interface StayDates {
  readonly checkIn: IsoDate;
  readonly checkOut: IsoDate;
}

/** Nights from check-in to check-out (negative when check-out comes first); NaN for a malformed day. */
export function nightsBetween(checkIn: IsoDate, checkOut: IsoDate): number {
  return isIsoDate(checkIn) && isIsoDate(checkOut) ? diffDays(checkIn, checkOut) : Number.NaN;
}

/** «۳ شب». */
export function formatNights(nights: number): string {
  return `${toPersianDigits(nights)} شب`;
}

/** Tomorrow for one night: what the search form offers before anything is chosen. */
export function defaultStayDates(today: IsoDate): StayDates {
  const checkIn = addDays(today, 1);
  return { checkIn, checkOut: addDays(checkIn, MIN_NIGHTS) };
}

/** The last day a check-in may fall on, seen from `today` (Tehran). */
export function lastCheckInDay(today: IsoDate): IsoDate {
  return addDays(today, MAX_CHECK_IN_DAYS_AHEAD);
}

/**
 * Every problem with a stay's dates, in Persian; empty when valid. `today` is Tehran's
 * (tehranToday()), passed in so the rule is testable and the same on every machine.
 */
export function validateStayDates({ checkIn, checkOut }: StayDates, today: IsoDate): FieldError[] {
  const errors: FieldError[] = [];
  const inOk = isIsoDate(checkIn);
  const outOk = isIsoDate(checkOut);
  if (!inOk) errors.push({ field: 'checkIn', message: 'تاریخ ورود نامعتبر است.' });
  else if (checkIn < today) errors.push({ field: 'checkIn', message: 'تاریخ ورود گذشته است.' });
  else if (checkIn > lastCheckInDay(today)) {
    errors.push({
      field: 'checkIn',
      message: `تاریخ ورود حداکثر ${toPersianDigits(MAX_CHECK_IN_DAYS_AHEAD)} روز پس از امروز می‌تواند باشد.`,
    });
  }
  if (!outOk) errors.push({ field: 'checkOut', message: 'تاریخ خروج نامعتبر است.' });
  if (!inOk || !outOk) return errors;
  const nights = diffDays(checkIn, checkOut);
  if (nights < MIN_NIGHTS) {
    errors.push({ field: 'checkOut', message: 'تاریخ خروج باید دست‌کم یک روز پس از تاریخ ورود باشد.' });
  } else if (nights > MAX_NIGHTS) {
    errors.push({ field: 'checkOut', message: `حداکثر ${formatNights(MAX_NIGHTS)} اقامت در هر رزرو ممکن است.` });
  }
  return errors;
}
