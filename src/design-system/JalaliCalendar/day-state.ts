/** Per-day facts the calendar draws and announces: disabled, cheapest, compact price, label. */
import { compareIsoDates, type IsoDate } from '../../domain/calendar-days';
import { formatMoney, rialsToUnit } from '../../domain/money';
import { formatNumber } from '../../domain/numbers';
import { dayLabel, type CalendarSystem, type DayInfo } from './calendar-systems';

/** Days the traveller may not pick: a list of ISO dates or a predicate. */
export type DisabledDates = readonly IsoDate[] | ((date: IsoDate) => boolean);

export interface DateBounds {
  minDate?: IsoDate | null;
  maxDate?: IsoDate | null;
}

export function clampDate(iso: IsoDate, { minDate, maxDate }: DateBounds): IsoDate {
  if (minDate && compareIsoDates(iso, minDate) < 0) return minDate;
  if (maxDate && compareIsoDates(iso, maxDate) > 0) return maxDate;
  return iso;
}

export function makeIsDisabled(bounds: DateBounds, disabledDates: DisabledDates | undefined): (iso: IsoDate) => boolean {
  const listed = Array.isArray(disabledDates) ? new Set(disabledDates) : null;
  const predicate = typeof disabledDates === 'function' ? disabledDates : null;
  return (iso) =>
    clampDate(iso, bounds) !== iso || (listed?.has(iso) ?? false) || (predicate?.(iso) ?? false);
}

/** The cheapest bookable days of one month: every day that ties the month's lowest price. */
export function cheapestDays(
  weeks: readonly (readonly (DayInfo | null)[])[],
  prices: Readonly<Record<IsoDate, number>> | undefined,
  isDisabled: (iso: IsoDate) => boolean,
): Set<IsoDate> {
  const cheapest = new Set<IsoDate>();
  if (!prices) return cheapest;
  let lowest = Infinity;
  for (const week of weeks) {
    for (const cell of week) {
      const price = cell && !isDisabled(cell.iso) ? prices[cell.iso] : undefined;
      if (price === undefined || !(price > 0)) continue;
      if (price < lowest) {
        lowest = price;
        cheapest.clear();
      }
      if (price === lowest) cheapest.add(cell!.iso);
    }
  }
  return cheapest;
}

/**
 * A day's price in thousands of toman ("۲٬۴۵۰" for 24,500,000 rials): four or five digits fit a
 * 48 px cell at 375 px, where full rials (eight digits) would not. The legend names the unit.
 */
export function compactPrice(rials: number): string {
  return formatNumber(Math.round(rialsToUnit(rials, 'toman') / 1000));
}

export const COMPACT_PRICE_UNIT = 'هزار تومان';

export interface DayLabelFacts {
  system: CalendarSystem;
  iso: IsoDate;
  isToday: boolean;
  selected: boolean;
  price: number | undefined;
  isCheapest: boolean;
}

/** "۱۰ فروردین ۱۴۰۵، امروز، ارزان‌ترین ۲٬۴۵۰٬۰۰۰ ریال": the full price, not the compact one. */
export function dayAriaLabel({ system, iso, isToday, selected, price, isCheapest }: DayLabelFacts): string {
  const parts = [dayLabel(system, iso)];
  if (isToday) parts.push('امروز');
  // Screen readers announce the focused button, not its cell's aria-selected.
  if (selected) parts.push('انتخاب‌شده');
  if (price !== undefined && price > 0) {
    const money = formatMoney(price, 'rial').text;
    parts.push(isCheapest ? `ارزان‌ترین ${money}` : money);
  }
  return parts.join('، ');
}
