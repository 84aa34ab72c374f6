/** Hotel result sorting. Stable, sold-out hotels last, and ties go to the cheaper hotel. */
import { DEFAULT_HOTEL_SORT, HotelSort } from './hotel-words';
import { compileHotelFilters, rejectingHotelFacets, type HotelFilters, type HotelResult } from './hotel-filters';

/** The ascending key a sort orders by: "best first" sorts negate their measure. */
function sortKey(h: HotelResult, sort: HotelSort): number {
  switch (sort) {
    case HotelSort.MostExpensive: return -h.totalPrice;
    case HotelSort.Stars: return -h.stars;
    // An unscored hotel goes after every scored one.
    case HotelSort.GuestScore: return h.guestScore === null ? Number.POSITIVE_INFINITY : -h.guestScore;
    case HotelSort.Popularity: return -h.popularity;
    default: return h.totalPrice; // Cheapest, and any unknown value
  }
}

const orNaNLast = (n: number) => (Number.isNaN(n) ? Number.POSITIVE_INFINITY : n);

/**
 * A sorted copy. Keys are computed once per hotel and indices sorted, not objects compared:
 * sold out after available, then the sort's key, then the cheaper, then the catalogue's order.
 */
export function sortHotels<H extends HotelResult>(hotels: readonly H[], sort: HotelSort = DEFAULT_HOTEL_SORT): H[] {
  const n = hotels.length;
  const keys = new Float64Array(n);
  const prices = new Float64Array(n);
  const soldOut = new Uint8Array(n);
  const order = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    const h = hotels[i]!;
    keys[i] = orNaNLast(sortKey(h, sort));
    prices[i] = orNaNLast(h.totalPrice);
    soldOut[i] = h.roomsLeft > 0 ? 0 : 1;
    order[i] = i;
  }
  order.sort((a, b) => soldOut[a]! - soldOut[b]! || keys[a]! - keys[b]! || prices[a]! - prices[b]! || a - b);
  return order.map((i) => hotels[i]!);
}

/** The results screen's one entry point: one filtering pass, then one keyed sort. */
export function visibleHotels<H extends HotelResult>(hotels: readonly H[], filters: HotelFilters, sort: HotelSort = DEFAULT_HOTEL_SORT): H[] {
  const c = compileHotelFilters(filters);
  const kept: H[] = [];
  for (const h of hotels) if (rejectingHotelFacets(h, c, true) === 0) kept.push(h);
  return sortHotels(kept, sort);
}
