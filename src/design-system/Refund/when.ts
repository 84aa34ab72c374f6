import { formatJalaliDate, formatTehranClock, tehranWallClockOf } from '../../domain';

const PLAIN_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** «۰۴/۰۹/۱۴۰۵، ساعت ۰۸:۳۰» for an instant or a flight's wall-clock time, in Tehran; a plain day (a check-in) as «۰۴/۰۹/۱۴۰۵». */
export function jalaliDateTime(dateTime: string): string {
  if (PLAIN_DAY.test(dateTime)) return formatJalaliDate(dateTime);
  const c = tehranWallClockOf(dateTime);
  return c ? `${formatJalaliDate(c.date)}، ساعت ${formatTehranClock(dateTime)}` : '';
}
