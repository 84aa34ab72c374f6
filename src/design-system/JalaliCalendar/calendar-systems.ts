/**
 * The two calendars the calendar can draw, behind one shape: both are Saturday-first and both
 * speak ISO dates, so the grid, keyboard and selection code never asks which one is showing.
 */
import {
  addDays, FRIDAY_INDEX, gregorianMonthLength, parseIsoDate, toIsoDate, weekdayIndex, type IsoDate,
} from '../../domain/calendar-days';
import {
  formatJalaliLong, formatJalaliMonth, isoToJalali, jalaliMonthLength, jalaliToIso,
} from '../../domain/jalali';
import { addJalaliMonths, jalaliMonthGrid } from '../../domain/jalali-calendar';
import { toPersianDigits } from '../../domain/numbers';

export type CalendarSystem = 'jalali' | 'gregorian';

export interface YearMonth {
  readonly year: number;
  readonly month: number;
}

export interface DayInfo {
  readonly iso: IsoDate;
  /** Day of the month in the calendar being drawn. */
  readonly day: number;
  readonly isFriday: boolean;
}

/** Persian names of the Gregorian months, as Iranian sites write them. */
export const GREGORIAN_MONTH_NAMES = [
  'ژانویه', 'فوریه', 'مارس', 'آوریل', 'مه', 'ژوئن', 'ژوئیه', 'اوت', 'سپتامبر', 'اکتبر', 'نوامبر', 'دسامبر',
] as const;

function gregorian(iso: IsoDate): YearMonth & { day: number } {
  const g = parseIsoDate(iso);
  if (!g) throw new RangeError(`Not an ISO date: ${iso}`);
  return g;
}

export function monthOf(system: CalendarSystem, iso: IsoDate): YearMonth {
  const { year, month } = system === 'jalali' ? isoToJalali(iso) : gregorian(iso);
  return { year, month };
}

/** Month arithmetic is the same for both calendars: twelve months a year. */
export function addMonths(ym: YearMonth, count: number): YearMonth {
  return addJalaliMonths(ym.year, ym.month, count);
}

/** Months from a to b (positive when b is later). */
export function monthsBetween(a: YearMonth, b: YearMonth): number {
  return (b.year - a.year) * 12 + (b.month - a.month);
}

function monthLength(system: CalendarSystem, ym: YearMonth): number {
  return system === 'jalali' ? jalaliMonthLength(ym.year, ym.month) : gregorianMonthLength(ym.year, ym.month);
}

function dayToIso(system: CalendarSystem, ym: YearMonth, day: number): IsoDate {
  return system === 'jalali' ? jalaliToIso({ ...ym, day }) : toIsoDate(ym.year, ym.month, day);
}

export function firstDayOf(system: CalendarSystem, ym: YearMonth): IsoDate {
  return dayToIso(system, ym, 1);
}

export function lastDayOf(system: CalendarSystem, ym: YearMonth): IsoDate {
  return dayToIso(system, ym, monthLength(system, ym));
}

/** The same day `count` months away; the 31st becomes the month's last day when it has fewer. */
export function shiftByMonths(system: CalendarSystem, iso: IsoDate, count: number): IsoDate {
  const day = system === 'jalali' ? isoToJalali(iso).day : gregorian(iso).day;
  const target = addMonths(monthOf(system, iso), count);
  return dayToIso(system, target, Math.min(day, monthLength(system, target)));
}

/** Weeks of seven, Saturday to Friday; null pads the first and last week. */
export function monthWeeks(system: CalendarSystem, ym: YearMonth): (DayInfo | null)[][] {
  if (system === 'jalali') {
    return jalaliMonthGrid(ym.year, ym.month).map((week) =>
      week.map((cell) => cell && { iso: cell.iso, day: cell.jalali.day, isFriday: cell.isFriday }),
    );
  }
  const first = firstDayOf(system, ym);
  const lead = weekdayIndex(first);
  const length = monthLength(system, ym);
  const weeks: (DayInfo | null)[][] = [];
  for (let w = 0; w < Math.ceil((lead + length) / 7); w++) {
    const week: (DayInfo | null)[] = [];
    for (let d = 0; d < 7; d++) {
      const offset = w * 7 + d - lead;
      week.push(offset >= 0 && offset < length ? { iso: addDays(first, offset), day: offset + 1, isFriday: d === FRIDAY_INDEX } : null);
    }
    weeks.push(week);
  }
  return weeks;
}

/** "فروردین ۱۴۰۵" or "نوامبر ۲۰۲۶". */
export function monthCaption(system: CalendarSystem, ym: YearMonth): string {
  if (system === 'jalali') return formatJalaliMonth(ym.year, ym.month);
  return `${GREGORIAN_MONTH_NAMES[ym.month - 1]} ${toPersianDigits(ym.year)}`;
}

/** "۱۰ فروردین ۱۴۰۵" or "۲۰ نوامبر ۲۰۲۶", what a screen reader hears for a day. */
export function dayLabel(system: CalendarSystem, iso: IsoDate): string {
  if (system === 'jalali') return formatJalaliLong(iso);
  const g = gregorian(iso);
  return `${toPersianDigits(g.day)} ${GREGORIAN_MONTH_NAMES[g.month - 1]} ${toPersianDigits(g.year)}`;
}
