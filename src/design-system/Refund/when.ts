import { formatJalaliDate, formatTehranClock, tehranWallClockOf } from '../../domain';

/** «۰۴/۰۹/۱۴۰۵، ساعت ۰۸:۳۰» for an instant or a flight's wall-clock time, in Tehran. */
export function jalaliDateTime(dateTime: string): string {
  const c = tehranWallClockOf(dateTime);
  return c ? `${formatJalaliDate(c.date)}، ساعت ${formatTehranClock(dateTime)}` : '';
}
