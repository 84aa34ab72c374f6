/**
 * The hotel results view in the stay URL: filters and sort as query words, so a shared link shows
 * what the sender saw. A default leaves no word; lists are written once each, in a fixed order.
 *
 *   price=2000000-5000000   totalPrice range in rials; either end may be left open ("2000000-", "-5000000")
 *   stars=4,5               star counts, 0 for unrated
 *   kind=hotel,boutique     HotelKind words
 *   board=breakfast         Board words
 *   amenities=wifi,pool     Amenity words; a hotel must have them all
 *   district=valiasr        district slugs of the city
 *   score=8                 guest score at least (out of 10, one decimal at most)
 *   cancellation=free       free cancellation only
 *   soldout=hide            available hotels only
 *   sort=expensive|stars|score|popular; absent means cheapest
 *
 * Reading drops a value it cannot read (that filter stays at its default) and never throws: a bad
 * filter in a shared link should not cost the reader the search itself.
 */
import { DEFAULT_HOTEL_FILTERS, isUnfiltered, type HotelFilters, type PriceRange } from './hotel-filters';
import {
  AMENITIES, BOARDS, DEFAULT_HOTEL_SORT, HOTEL_KINDS, HOTEL_SORTS, isSlug, MAX_GUEST_SCORE, MAX_STARS, MIN_STARS,
  type Amenity, type Board, type HotelKind, type HotelSort,
} from './hotel-words';

export interface StayView {
  readonly filters: HotelFilters;
  readonly sort: HotelSort;
}

/** The view's keys in the order they are written. */
export const STAY_VIEW_PARAMS = [
  'price', 'stars', 'kind', 'board', 'amenities', 'district', 'score', 'cancellation', 'soldout', 'sort',
] as const;

const SCORE = /^\d{1,2}(?:\.\d)?$/;
const AMOUNT = /^\d{1,15}$/;

const isAmount = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
const isStars = (n: number) => Number.isInteger(n) && n >= MIN_STARS && n <= MAX_STARS;
const isScore = (n: number | null | undefined): n is number =>
  typeof n === 'number' && n > 0 && n <= MAX_GUEST_SCORE && Math.round(n * 10) === n * 10;

function readPrice(text: string): PriceRange | null {
  const dash = text.indexOf('-');
  if (dash < 0) return null;
  const from = text.slice(0, dash);
  const to = text.slice(dash + 1);
  if ((from && !AMOUNT.test(from)) || (to && !AMOUNT.test(to)) || (!from && !to)) return null;
  const min = from ? Number(from) : null;
  const max = to ? Number(to) : null;
  return min !== null && max !== null && min > max ? null : { min, max };
}

function writePrice(p: PriceRange | null): string | null {
  if (!p) return null;
  const min = isAmount(p.min) ? p.min : null;
  const max = isAmount(p.max) ? p.max : null;
  if ((min === null && max === null) || (min !== null && max !== null && min > max)) return null;
  return `${min ?? ''}-${max ?? ''}`;
}

/** The known words of a list, once each, in `order`'s order; anything else dropped. */
function pick<T extends string>(words: Iterable<string>, order: readonly T[]): T[] {
  const wanted = new Set(words);
  return order.filter((w) => wanted.has(w));
}

const splitList = (text: string) => text.split(',').map((w) => w.trim().toLowerCase()).filter(Boolean);

function readStars(text: string): number[] {
  const stars = splitList(text).filter((w) => /^\d$/.test(w)).map(Number).filter(isStars);
  return [...new Set(stars)].sort((a, b) => a - b);
}

function readDistricts(words: Iterable<string>): string[] {
  return [...new Set([...words].filter(isSlug))].sort();
}

/** The filters and sort a stay URL's query asks for; unreadable values fall back to the defaults. */
export function readStayView(params: URLSearchParams): StayView {
  const get = (key: string) => params.get(key)?.trim() ?? '';
  const filters: { -readonly [K in keyof HotelFilters]: HotelFilters[K] } = { ...DEFAULT_HOTEL_FILTERS };
  const price = readPrice(get('price'));
  if (price) filters.price = price;
  filters.stars = readStars(get('stars'));
  filters.kinds = pick<HotelKind>(splitList(get('kind')), HOTEL_KINDS);
  filters.boards = pick<Board>(splitList(get('board')), BOARDS);
  filters.amenities = pick<Amenity>(splitList(get('amenities')), AMENITIES);
  filters.districts = readDistricts(splitList(get('district')));
  const score = get('score');
  if (SCORE.test(score) && isScore(Number(score))) filters.minGuestScore = Number(score);
  filters.freeCancellationOnly = get('cancellation').toLowerCase() === 'free';
  filters.availableOnly = get('soldout').toLowerCase() === 'hide';
  const sort = HOTEL_SORTS.find((s) => s === get('sort').toLowerCase()) ?? DEFAULT_HOTEL_SORT;
  // The defaults themselves when nothing filters, as flights do: a store may tell by identity.
  return { filters: isUnfiltered(filters) ? DEFAULT_HOTEL_FILTERS : filters, sort };
}

/** The query words of the filters and sort that differ from the defaults, in STAY_VIEW_PARAMS order. */
export function stayViewEntries({ filters: f, sort }: StayView): [string, string][] {
  const out: [string, string][] = [];
  const list = (key: string, values: readonly (string | number)[]) => {
    if (values.length > 0) out.push([key, values.join(',')]);
  };
  const price = writePrice(f.price);
  if (price) out.push(['price', price]);
  list('stars', [...new Set(f.stars.filter(isStars))].sort((a, b) => a - b));
  list('kind', pick(f.kinds, HOTEL_KINDS));
  list('board', pick(f.boards, BOARDS));
  list('amenities', pick(f.amenities, AMENITIES));
  list('district', readDistricts(f.districts));
  if (isScore(f.minGuestScore)) out.push(['score', String(f.minGuestScore)]);
  if (f.freeCancellationOnly) out.push(['cancellation', 'free']);
  if (f.availableOnly) out.push(['soldout', 'hide']);
  if (sort !== DEFAULT_HOTEL_SORT && HOTEL_SORTS.includes(sort)) out.push(['sort', sort]);
  return out;
}
