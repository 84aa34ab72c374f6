import { formatJalaliDate, formatJalaliLong } from './jalali';
import { formatTehranClock, tehranWallClockOf } from './tehran-time';

const PLAIN_DAY = /^\d{4}-\d{2}-\d{2}$/;

function dateTimeWith(format: (day: string) => string, dateTime: string): string {
  if (PLAIN_DAY.test(dateTime)) return format(dateTime);
  const c = tehranWallClockOf(dateTime);
  return c ? `${format(c.date)}، ساعت ${formatTehranClock(dateTime)}` : '';
}

const longDay = (day: string) => formatJalaliLong(day, { weekday: true, year: true });

/**
 * One date style per kind of date: a day of travel as the rest of the app writes one,
 * «دوشنبه ۱۶ آذر ۱۴۰۵، ساعت ۰۸:۳۰» (an instant or a flight's wall-clock time, in Tehran; a plain day,
 * a check-in, without the hour)…
 */
export const travelDateTime = (dateTime: string) => dateTimeWith(longDay, dateTime);

/** …and a record's moment (a refund asked for, paid, a payment, an order's status) compact as in lists of records: «۰۴/۰۹/۱۴۰۵، ساعت ۰۸:۳۰». */
export const jalaliDateTime = (dateTime: string) => dateTimeWith(formatJalaliDate, dateTime);
