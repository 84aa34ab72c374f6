/**
 * What the hotel filter panel offers: how many hotels each option would show, the other filters
 * unchanged (the usual faceted-search count), and the price slider's bounds.
 */
import { compileHotelFilters, HotelFacet, rejectingHotelFacets, type HotelFilters, type HotelResult } from './hotel-filters';

/** The guest-score options the panel offers: «۹ به بالا», «۸ به بالا»… */
export const GUEST_SCORE_STEPS: readonly number[] = [9, 8, 7, 6];

export interface HotelFacetCounts {
  /** Hotels shown with the filters as they are. */
  readonly total: number;
  /** Keyed by star count (0 unrated): hotels shown if those stars were ticked too. */
  readonly stars: ReadonlyMap<number, number>;
  readonly kinds: ReadonlyMap<string, number>;
  readonly boards: ReadonlyMap<string, number>;
  readonly districts: ReadonlyMap<string, number>;
  /**
   * Amenities narrow (a hotel must have all ticked), so an amenity's count is the shown hotels
   * that have it: for an unticked one, what ticking it would leave.
   */
  readonly amenities: ReadonlyMap<string, number>;
  /** Keyed by GUEST_SCORE_STEPS: hotels shown with that minimum instead of the current one. */
  readonly guestScoreAtLeast: ReadonlyMap<number, number>;
  readonly freeCancellation: number;
  readonly available: number;
}

const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);
/** True when no facet but `facet` rejects. */
const onlyBy = (mask: number, facet: number) => (mask & ~facet) === 0;

/** Every facet's option counts in one pass over the hotels. */
export function hotelFacetCounts(hotels: readonly HotelResult[], filters: HotelFilters): HotelFacetCounts {
  const c = compileHotelFilters(filters);
  const stars = new Map<number, number>();
  const kinds = new Map<string, number>();
  const boards = new Map<string, number>();
  const districts = new Map<string, number>();
  const amenities = new Map<string, number>();
  const scores = new Map<number, number>(GUEST_SCORE_STEPS.map((s) => [s, 0]));
  let total = 0, freeCancellation = 0, available = 0;
  for (const h of hotels) {
    const mask = rejectingHotelFacets(h, c);
    if (mask === 0) {
      total++;
      for (const a of h.amenities) bump(amenities, a);
    }
    if (onlyBy(mask, HotelFacet.Stars)) bump(stars, h.stars);
    if (onlyBy(mask, HotelFacet.Kind)) bump(kinds, h.kind);
    if (onlyBy(mask, HotelFacet.Board)) bump(boards, h.board);
    if (onlyBy(mask, HotelFacet.District)) bump(districts, h.district);
    if (onlyBy(mask, HotelFacet.GuestScore) && h.guestScore !== null) {
      for (const step of GUEST_SCORE_STEPS) if (h.guestScore >= step) bump(scores, step);
    }
    if (onlyBy(mask, HotelFacet.FreeCancellation) && h.freeCancellation) freeCancellation++;
    if (onlyBy(mask, HotelFacet.Available) && h.roomsLeft > 0) available++;
  }
  return { total, stars, kinds, boards, districts, amenities, guestScoreAtLeast: scores, freeCancellation, available };
}

/** Lowest and highest totalPrice, for the price slider; null when there are no hotels. */
export function hotelPriceBounds(hotels: readonly HotelResult[]): { readonly min: number; readonly max: number } | null {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const h of hotels) {
    if (h.totalPrice < min) min = h.totalPrice;
    if (h.totalPrice > max) max = h.totalPrice;
  }
  return min <= max ? { min, max } : null;
}
