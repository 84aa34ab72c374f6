/**
 * The hotel result list's filters. As with flights (proposal-filters.ts), a hotel is checked against
 * each facet separately, a bit per facet, so one pass serves both the list and the panel's counts.
 */
import type { Amenity, Board, HotelKind } from './hotel-words';

/**
 * What the rules need of a hotel in the results; the catalogue's hotel carries more and still fits.
 * Prices are integer rials for the whole stay (all nights, all rooms).
 */
export interface HotelResult {
  readonly id: string;
  /** 0 unrated, 1–5. */
  readonly stars: number;
  readonly kind: HotelKind;
  /** The board of the offer whose price is shown. */
  readonly board: Board;
  readonly amenities: readonly Amenity[];
  /** The district's slug in its city, e.g. 'valiasr'. */
  readonly district: string;
  /** Out of 10; null before anyone has scored the hotel. */
  readonly guestScore: number | null;
  readonly freeCancellation: boolean;
  /** 0 is sold out for these dates. */
  readonly roomsLeft: number;
  readonly totalPrice: number;
  /** Higher is more booked; the catalogue's own measure. */
  readonly popularity: number;
}

/** Either end may be open. */
export interface PriceRange {
  readonly min: number | null;
  readonly max: number | null;
}

export interface HotelFilters {
  /** totalPrice, rials. */
  readonly price: PriceRange | null;
  /** Any of these star counts; empty means all. */
  readonly stars: readonly number[];
  readonly kinds: readonly HotelKind[];
  readonly boards: readonly Board[];
  /** Every one of these amenities (a hotel lacking one is no use to who asked for it). */
  readonly amenities: readonly Amenity[];
  readonly districts: readonly string[];
  /** Guest score at least this; null means any, unscored hotels included. */
  readonly minGuestScore: number | null;
  readonly freeCancellationOnly: boolean;
  /** Hide sold-out hotels; when shown they sort after the available ones. */
  readonly availableOnly: boolean;
}

export const DEFAULT_HOTEL_FILTERS: HotelFilters = Object.freeze({
  price: null,
  stars: [],
  kinds: [],
  boards: [],
  amenities: [],
  districts: [],
  minGuestScore: null,
  freeCancellationOnly: false,
  availableOnly: false,
});

/** One bit per facet; a hotel's mask holds the facets that reject it. */
export const HotelFacet = {
  Price: 1, Stars: 2, Kind: 4, Board: 8, Amenities: 16, District: 32, GuestScore: 64, FreeCancellation: 128, Available: 256,
} as const;

/** Filter state turned into cheap lookups once per run, not once per hotel. */
export interface CompiledHotelFilters {
  /** False when no price filter is set: then even a hotel with an unreadable price shows. */
  readonly priced: boolean;
  readonly min: number;
  readonly max: number;
  /** Bit n set: n stars allowed; 0 when any. */
  readonly starBits: number;
  readonly kinds: ReadonlySet<string> | null;
  readonly boards: ReadonlySet<string> | null;
  readonly amenities: readonly string[];
  readonly districts: ReadonlySet<string> | null;
  readonly minGuestScore: number | null;
  readonly freeCancellationOnly: boolean;
  readonly availableOnly: boolean;
}

const setOrNull = (values: readonly string[]) => (values.length > 0 ? new Set(values) : null);

export function compileHotelFilters(f: HotelFilters): CompiledHotelFilters {
  let starBits = 0;
  for (const s of f.stars) if (Number.isInteger(s) && s >= 0 && s < 31) starBits |= 1 << s;
  return {
    priced: f.price !== null && (f.price.min !== null || f.price.max !== null),
    min: f.price?.min ?? Number.NEGATIVE_INFINITY,
    max: f.price?.max ?? Number.POSITIVE_INFINITY,
    starBits,
    kinds: setOrNull(f.kinds),
    boards: setOrNull(f.boards),
    amenities: f.amenities,
    districts: setOrNull(f.districts),
    minGuestScore: f.minGuestScore,
    freeCancellationOnly: f.freeCancellationOnly,
    availableOnly: f.availableOnly,
  };
}

/**
 * The facets that reject a hotel (0 = shown). With `firstOnly` it stops at the first rejecting
 * facet; the panel's counts need the full mask.
 */
export function rejectingHotelFacets(h: HotelResult, c: CompiledHotelFilters, firstOnly = false): number {
  let mask = 0;
  if (c.availableOnly && !(h.roomsLeft > 0)) mask |= HotelFacet.Available;
  if (c.priced && !(h.totalPrice >= c.min && h.totalPrice <= c.max)) mask |= HotelFacet.Price;
  if (c.starBits !== 0 && (h.stars < 0 || h.stars > 30 || (c.starBits & (1 << h.stars)) === 0)) mask |= HotelFacet.Stars;
  if (c.freeCancellationOnly && !h.freeCancellation) mask |= HotelFacet.FreeCancellation;
  if (c.minGuestScore !== null && !(h.guestScore !== null && h.guestScore >= c.minGuestScore)) mask |= HotelFacet.GuestScore;
  if (mask !== 0 && firstOnly) return mask;
  if (c.kinds && !c.kinds.has(h.kind)) mask |= HotelFacet.Kind;
  if (c.boards && !c.boards.has(h.board)) mask |= HotelFacet.Board;
  if (c.districts && !c.districts.has(h.district)) mask |= HotelFacet.District;
  if (mask !== 0 && firstOnly) return mask;
  for (const a of c.amenities) {
    if (!h.amenities.includes(a as Amenity)) {
      mask |= HotelFacet.Amenities;
      break;
    }
  }
  return mask;
}

/** The hotels every filter keeps, in their original order. */
export function filterHotels<H extends HotelResult>(hotels: readonly H[], filters: HotelFilters): H[] {
  const c = compileHotelFilters(filters);
  const out: H[] = [];
  for (const h of hotels) if (rejectingHotelFacets(h, c, true) === 0) out.push(h);
  return out;
}

/** True when the filters hide nothing (the panel's "clear filters" stays disabled). */
export function isUnfiltered(f: HotelFilters): boolean {
  return (
    (f.price === null || (f.price.min === null && f.price.max === null)) && f.stars.length === 0 && f.kinds.length === 0 && f.boards.length === 0 &&
    f.amenities.length === 0 && f.districts.length === 0 && f.minGuestScore === null &&
    !f.freeCancellationOnly && !f.availableOnly
  );
}
