/** The Saturday-first month grid a Jalali calendar or date picker draws. */
import { addDays, weekdayIndex, FRIDAY_INDEX, type IsoDate } from './calendar-days';
import { isoToJalali, jalaliMonthLength, jalaliToIso, type JalaliDate } from './jalali';

export interface CalendarCell {
  readonly iso: IsoDate;
  readonly jalali: JalaliDate;
  /** Saturday = 0 … Friday = 6. */
  readonly weekday: number;
  /** False for a neighbouring month's day shown to fill the week. */
  readonly inMonth: boolean;
  readonly isFriday: boolean;
}

export interface MonthGridOptions {
  /** Fill the first and last week with neighbouring days instead of blanks (null). @default false */
  adjacentDays?: boolean;
  /** Always six weeks, so the calendar's height never jumps. @default false */
  fixedWeeks?: boolean;
}

/** Weeks of seven cells, Saturday to Friday, for one Jalali month. */
export function jalaliMonthGrid(year: number, month: number, options: MonthGridOptions = {}): (CalendarCell | null)[][] {
  const first = jalaliToIso({ year, month, day: 1 });
  const length = jalaliMonthLength(year, month);
  const lead = weekdayIndex(first);
  const weekCount = options.fixedWeeks ? 6 : Math.ceil((lead + length) / 7);
  const weeks: (CalendarCell | null)[][] = [];
  for (let w = 0; w < weekCount; w++) {
    const week: (CalendarCell | null)[] = [];
    for (let d = 0; d < 7; d++) {
      const offset = w * 7 + d - lead;
      const inMonth = offset >= 0 && offset < length;
      if (!inMonth && !options.adjacentDays) {
        week.push(null);
        continue;
      }
      const iso = addDays(first, offset);
      week.push({
        iso,
        jalali: inMonth ? { year, month, day: offset + 1 } : isoToJalali(iso),
        weekday: d,
        inMonth,
        isFriday: d === FRIDAY_INDEX,
      });
    }
    weeks.push(week);
  }
  return weeks;
}

/** The Jalali month `count` months after (or before, if negative) the given one. */
export function addJalaliMonths(year: number, month: number, count: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
