import type { FlexibleDatesCell, FlexibleDatesResponse, NormalizedSearch } from '../../../src/contract';
import { badField } from '../../http/envelope';
import { addDays } from '../../time/calendar';
import { lastSearchDate } from '../flight-catalog/search';
import { priceOf, type ProposalsOf } from './pricing';

/** Days each side of the searched departure and return. */
export const FLEX_DAYS = 3;

/** One leg as a one-way search of the same party and cabin. */
function legSearch(search: NormalizedSearch, index: number, date: string): NormalizedSearch {
  return { ...search, flightType: 1, segments: [{ ...search.segments[index]!, departureDate: date }] };
}

/**
 * Departure × return days ±3 around a round trip, each cell the cheapest outbound of its day plus
 * the cheapest return of its day for the whole party (as the results page adds them up), from the
 * same answers the results page gives. 14 one-way searches make all 49 cells.
 */
export async function flexibleDates(proposalsOf: ProposalsOf, search: NormalizedSearch, today: string): Promise<FlexibleDatesResponse> {
  if (search.flightType !== 2 || search.segments.length !== 2) throw badField('requestId', 'جدول تاریخ‌های نزدیک برای جست‌وجوی رفت و برگشت است.');
  const [out, back] = search.segments as [NormalizedSearch['segments'][0], NormalizedSearch['segments'][0]];
  const horizon = lastSearchDate(today);
  const days = (center: string) => Array.from({ length: FLEX_DAYS * 2 + 1 }, (_, i) => addDays(center, i - FLEX_DAYS)).filter((d) => d >= today && d <= horizon);
  const departureDates = days(out.departureDate);
  const returnDates = days(back.departureDate);
  const price = async (index: number, date: string) => priceOf(legSearch(search, index, date), await proposalsOf(legSearch(search, index, date))).total;
  const outbound = await Promise.all(departureDates.map((d) => price(0, d)));
  const inbound = await Promise.all(returnDates.map((d) => price(1, d)));
  const cells: FlexibleDatesCell[] = [];
  departureDates.forEach((departureDate, i) => {
    returnDates.forEach((returnDate, j) => {
      if (returnDate < departureDate) return;
      const a = outbound[i];
      const b = inbound[j];
      cells.push({ departureDate, returnDate, price: a == null || b == null ? null : a + b, cheapest: false });
    });
  });
  const min = Math.min(...cells.map((c) => c.price ?? Infinity));
  for (const c of cells) c.cheapest = c.price !== null && c.price === min;
  return { departureDates, returnDates, cells, searched: { departureDate: out.departureDate, returnDate: back.departureDate } };
}
