import { addDays, type IsoDate } from '../../domain/calendar-days';

export interface StripDay {
  date: IsoDate;
  /** Rials; null: no flights; undefined: not known yet. */
  price: number | null | undefined;
  /** Among the strip's lowest prices (ties all marked). */
  cheapest: boolean;
}

/** The `span` days either side of `center`, each with its price and whether it is the cheapest. */
export function stripDays(center: IsoDate, prices: Readonly<Record<IsoDate, number | null>>, span: number): StripDay[] {
  const days: StripDay[] = [];
  for (let offset = -span; offset <= span; offset++) {
    const date = addDays(center, offset);
    const raw = prices[date];
    // 0 from the calendar call means the same as null: nothing to sell that day.
    const price = raw === undefined ? undefined : raw && raw > 0 ? raw : null;
    days.push({ date, price, cheapest: false });
  }
  const priced = days.filter((d): d is StripDay & { price: number } => typeof d.price === 'number');
  const lowest = Math.min(...priced.map((d) => d.price));
  for (const d of priced) d.cheapest = d.price === lowest;
  return days;
}
