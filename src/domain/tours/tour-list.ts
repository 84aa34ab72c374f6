/**
 * The tour list's filters and sorts over GetTours' packages and their departures, and its URL:
 *
 *   /tour/?destination=kish&month=1405-10&nights=3&stars=4,5&airline=IR&price=0-400000000&sort=cheapest
 *
 * A package is listed when at least one of its departures passes every filter (its month, nights,
 * airline, places left, and a hotel option with the stars asked for within the price); its
 * from-price, next departures and nights are then worked out over those departures and hotels only,
 * so what a card says is what the filters let through. Pure: no dates of today, no I/O.
 */
import { isoToJalali } from '../jalali';
import { normalizeDigits } from '../numbers';
import { comparePersian } from '../persian-order';
import { isTourSort, TOUR_LIST_PATH, type TourSort } from './tour-words';

/** The parts of a contract TourHotelOption the list reads. */
export interface TourListHotel {
  id: string;
  stars: number;
  prices: { adultDouble: number };
}

export interface TourListDeparture {
  id: string;
  departureDate: string;
  nights: number;
  airlineCode: string;
  airlineNameFa: string;
  placesLeft: number;
  hotels: readonly TourListHotel[];
}

export interface TourListPackage {
  id: string;
  titleFa: string;
  destination: string;
  destinationFa: string;
  departures: readonly TourListDeparture[];
}

export interface TourFilters {
  /** A destination slug. */
  destination?: string;
  /** A Jalali month, 'YYYY-MM' (Latin digits). */
  month?: string;
  nights?: number;
  /** Hotel stars any of which will do. */
  stars?: readonly number[];
  /** Airline codes any of which will do. */
  airlines?: readonly string[];
  /** Per-person price bounds (adult in a double room), in rials. */
  minPrice?: number;
  maxPrice?: number;
}

export interface TourListQuery extends TourFilters {
  sort: TourSort;
}

export interface TourListItem<P extends TourListPackage = TourListPackage> {
  tour: P;
  /** The departures that passed, soonest first. */
  departures: P['departures'][number][];
  /** The cheapest adult-in-double price among the hotels that passed. */
  fromPrice: number;
  /** Fewest and most nights among the departures that passed. */
  minNights: number;
  maxNights: number;
  /** The soonest departure's date. */
  firstDate: string;
  /** The most places left on one of them. */
  placesLeft: number;
}

/** The Jalali month of an ISO day, 'YYYY-MM'. */
export function jalaliMonthOf(iso: string): string {
  const j = isoToJalali(iso);
  return `${j.year}-${String(j.month).padStart(2, '0')}`;
}

/** The hotels of a departure that pass the stars and price filters. */
export function hotelsPassing<H extends TourListHotel>(hotels: readonly H[], f: TourFilters): H[] {
  return hotels.filter((h) => (!f.stars || f.stars.length === 0 || f.stars.includes(h.stars))
    && (f.minPrice === undefined || h.prices.adultDouble >= f.minPrice)
    && (f.maxPrice === undefined || h.prices.adultDouble <= f.maxPrice));
}

/** Whether a departure passes (full departures never do). */
export function departurePasses(d: TourListDeparture, f: TourFilters): boolean {
  if (d.placesLeft <= 0) return false;
  if (f.month && jalaliMonthOf(d.departureDate) !== f.month) return false;
  if (f.nights !== undefined && d.nights !== f.nights) return false;
  if (f.airlines && f.airlines.length > 0 && !f.airlines.includes(d.airlineCode)) return false;
  return hotelsPassing(d.hotels, f).length > 0;
}

/** The packages that pass, each with what its card shows; not sorted. */
export function filterTours<P extends TourListPackage>(packages: readonly P[], f: TourFilters): TourListItem<P>[] {
  const out: TourListItem<P>[] = [];
  for (const tour of packages) {
    if (f.destination && tour.destination !== f.destination) continue;
    const departures = tour.departures.filter((d) => departurePasses(d, f))
      .sort((a, b) => a.departureDate.localeCompare(b.departureDate));
    if (departures.length === 0) continue;
    const prices = departures.flatMap((d) => hotelsPassing(d.hotels, f).map((h) => h.prices.adultDouble));
    const nights = departures.map((d) => d.nights);
    out.push({
      tour,
      departures,
      fromPrice: Math.min(...prices),
      minNights: Math.min(...nights),
      maxNights: Math.max(...nights),
      firstDate: departures[0]!.departureDate,
      placesLeft: Math.max(...departures.map((d) => d.placesLeft)),
    });
  }
  return out;
}

const byTitle = (a: TourListItem, b: TourListItem) => comparePersian(a.tour.titleFa, b.tour.titleFa);

/** A sorted copy: cheapest from-price, soonest departure, fewest or most nights; ties by price, then title. */
export function sortTours<I extends TourListItem>(items: readonly I[], sort: TourSort): I[] {
  const key: Record<TourSort, (a: I, b: I) => number> = {
    cheapest: (a, b) => a.fromPrice - b.fromPrice,
    soonest: (a, b) => a.firstDate.localeCompare(b.firstDate),
    shortest: (a, b) => a.minNights - b.minNights,
    longest: (a, b) => b.maxNights - a.maxNights,
  };
  return [...items].sort((a, b) => key[sort](a, b) || a.fromPrice - b.fromPrice || byTitle(a, b));
}

/** Filter then sort: the list as the page shows it. */
export const listTours = <P extends TourListPackage>(packages: readonly P[], q: TourListQuery) => sortTours(filterTours(packages, q), q.sort);

export interface TourFacets {
  destinations: { value: string; labelFa: string; count: number }[];
  /** Jalali months 'YYYY-MM', in order. */
  months: string[];
  nights: number[];
  stars: number[];
  airlines: { code: string; nameFa: string }[];
  /** Bounds of the per-person prices. */
  minPrice: number;
  maxPrice: number;
}

/** What the filters can offer: everything the open (not full) departures have. */
export function tourFacets(packages: readonly TourListPackage[]): TourFacets {
  const destinations = new Map<string, { value: string; labelFa: string; count: number }>();
  const months = new Set<string>();
  const nights = new Set<number>();
  const stars = new Set<number>();
  const airlines = new Map<string, string>();
  const prices: number[] = [];
  for (const tour of packages) {
    const open = tour.departures.filter((d) => d.placesLeft > 0);
    if (open.length === 0) continue;
    const dest = destinations.get(tour.destination) ?? { value: tour.destination, labelFa: tour.destinationFa, count: 0 };
    dest.count += 1;
    destinations.set(tour.destination, dest);
    for (const d of open) {
      months.add(jalaliMonthOf(d.departureDate));
      nights.add(d.nights);
      airlines.set(d.airlineCode, d.airlineNameFa);
      for (const h of d.hotels) {
        stars.add(h.stars);
        prices.push(h.prices.adultDouble);
      }
    }
  }
  const num = (a: number, b: number) => a - b;
  return {
    destinations: [...destinations.values()].sort((a, b) => comparePersian(a.labelFa, b.labelFa)),
    months: [...months].sort(),
    nights: [...nights].sort(num),
    stars: [...stars].sort(num),
    airlines: [...airlines].map(([code, nameFa]) => ({ code, nameFa })).sort((a, b) => a.code.localeCompare(b.code)),
    minPrice: prices.length ? Math.min(...prices) : 0,
    maxPrice: prices.length ? Math.max(...prices) : 0,
  };
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MONTH = /^(1[34]\d\d)-(0[1-9]|1[0-2])$/;
const AIRLINE = /^[A-Z0-9]{2}$/;
const WHOLE = /^\d{1,12}$/;

const clean = (text: string | null) => normalizeDigits((text ?? '').trim());
const list = (text: string | null) => clean(text).split(',').map((s) => s.trim()).filter(Boolean);

/**
 * The list's query from the URL. Forgiving: a part that does not read is left out (the page shows
 * every tour rather than an error), and the sort defaults to cheapest.
 */
export function parseTourListQuery(search: string | URLSearchParams): TourListQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const q: TourListQuery = { sort: 'cheapest' };
  const destination = clean(params.get('destination')).toLowerCase();
  if (SLUG.test(destination) && destination.length <= 60) q.destination = destination;
  const month = clean(params.get('month')).replace('/', '-');
  if (MONTH.test(month)) q.month = month;
  const nights = clean(params.get('nights'));
  if (/^\d{1,2}$/.test(nights) && Number(nights) > 0) q.nights = Number(nights);
  const stars = [...new Set(list(params.get('stars')).filter((s) => /^[1-5]$/.test(s)).map(Number))].sort();
  if (stars.length > 0) q.stars = stars;
  const airlines = [...new Set(list(params.get('airline')).map((s) => s.toUpperCase()).filter((s) => AIRLINE.test(s)))];
  if (airlines.length > 0) q.airlines = airlines;
  const [min = '', max = ''] = clean(params.get('price')).split('-');
  if (WHOLE.test(min) && Number(min) > 0) q.minPrice = Number(min);
  if (WHOLE.test(max)) q.maxPrice = Number(max);
  if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice) {
    delete q.minPrice;
    delete q.maxPrice;
  }
  const sort = clean(params.get('sort')).toLowerCase();
  if (isTourSort(sort)) q.sort = sort;
  return q;
}

/** The list's URL, parts in a fixed order; the default sort is left out. */
export function buildTourListUrl(q: Partial<TourListQuery>): string {
  const parts: string[] = [];
  if (q.destination) parts.push(`destination=${encodeURIComponent(q.destination)}`);
  if (q.month) parts.push(`month=${q.month}`);
  if (q.nights !== undefined) parts.push(`nights=${q.nights}`);
  if (q.stars && q.stars.length > 0) parts.push(`stars=${[...q.stars].sort().join(',')}`);
  if (q.airlines && q.airlines.length > 0) parts.push(`airline=${q.airlines.join(',')}`);
  if (q.minPrice !== undefined || q.maxPrice !== undefined) parts.push(`price=${q.minPrice ?? 0}-${q.maxPrice ?? ''}`);
  if (q.sort && q.sort !== 'cheapest') parts.push(`sort=${q.sort}`);
  return parts.length > 0 ? `${TOUR_LIST_PATH}?${parts.join('&')}` : TOUR_LIST_PATH;
}

/** Whether any filter is on (for the empty state's «clear filters»). */
export const hasTourFilters = (q: TourFilters) =>
  Boolean(q.destination || q.month || q.nights !== undefined || q.stars?.length || q.airlines?.length || q.minPrice !== undefined || q.maxPrice !== undefined);

export interface TourFacetCounts {
  destinations: Map<string, number>;
  months: Map<string, number>;
  nights: Map<number, number>;
  stars: Map<number, number>;
  airlines: Map<string, number>;
  /** Tours the filters let through. */
  total: number;
}

/**
 * Each option's count: how many tours would be listed with it, the other filters as they are (a
 * facet's own choice left out, so choosing one more of it never shows a zero for what is there).
 */
export function tourFacetCounts(packages: readonly TourListPackage[], f: TourFilters): TourFacetCounts {
  const count = <V>(values: readonly V[], with_: (v: V) => TourFilters) =>
    new Map(values.map((v) => [v, filterTours(packages, with_(v)).length] as const));
  const facets = tourFacets(packages);
  return {
    destinations: count(facets.destinations.map((d) => d.value), (destination) => ({ ...f, destination })),
    months: count(facets.months, (month) => ({ ...f, month })),
    nights: count(facets.nights, (nights) => ({ ...f, nights })),
    stars: count(facets.stars, (s) => ({ ...f, stars: [s] })),
    airlines: count(facets.airlines.map((a) => a.code), (code) => ({ ...f, airlines: [code] })),
    total: filterTours(packages, f).length,
  };
}

/** How many filters are on (the panel's badge). */
export const activeTourFilterCount = (f: TourFilters) =>
  [f.destination, f.month, f.nights, f.stars?.length, f.airlines?.length, f.minPrice !== undefined || f.maxPrice !== undefined].filter(Boolean).length;
