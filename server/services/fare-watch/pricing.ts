import type { NormalizedSearch, Proposal } from '../../../src/contract';
import { jalaliToIso, isoToJalali, jalaliMonthLength } from '../../../src/domain/jalali';
import { addDays, daysBetween } from '../../time/calendar';
import { lastSearchDate } from '../flight-catalog/search';

/** What the results page of a search would offer as its cheapest, for the whole party. */
export interface SearchPrice {
  /** Cheapest total for the party (round trip: both legs), rials; null when nothing is for sale. */
  total: number | null;
  /** Seats left at that cheapest fare (the fewer of a round trip's two legs). */
  seats: number | null;
  /** The departure day of that price. */
  date: string | null;
  /** Each leg's cheapest one-adult price and its seats, for the price history. */
  legs: LegPrice[];
}

export interface LegPrice {
  origin: string;
  destination: string;
  cabin: number;
  date: string;
  price: number;
  seats: number;
}

/** Answers a search the way the results page does (same inventory, rules and seats taken here). */
export type ProposalsOf = (search: NormalizedSearch) => Promise<Proposal[]>;

const seatsNeeded = (s: NormalizedSearch) => s.adults + s.children;
const adultPrice = (p: Proposal) => p.Prices.find((x) => x.PassengerType === 1)?.UnitPrice ?? p.TotalPrice;

/** The cheapest proposal a party can buy, or undefined. */
function cheapest(proposals: Proposal[], need: number): Proposal | undefined {
  let best: Proposal | undefined;
  for (const p of proposals) if (p.Seat >= need && (!best || p.TotalPrice < best.TotalPrice)) best = p;
  return best;
}

/** One leg's cheapest one-adult price (any seat left), for the history. */
function legPrice(proposals: Proposal[], search: NormalizedSearch, index: number): LegPrice | undefined {
  let best: Proposal | undefined;
  for (const p of proposals) if (p.Seat > 0 && (!best || adultPrice(p) < adultPrice(best))) best = p;
  const segment = search.segments[index];
  if (!best || !segment) return undefined;
  return { origin: segment.origin, destination: segment.destination, cabin: search.cabinType, date: segment.departureDate, price: adultPrice(best), seats: best.Seat };
}

/** Prices one search (one-way or round trip) from its proposals. */
export function priceOf(search: NormalizedSearch, proposals: Proposal[]): SearchPrice {
  const need = seatsNeeded(search);
  const outbound = proposals.filter((p) => !p.isReturning);
  const returning = proposals.filter((p) => p.isReturning);
  const legs = [legPrice(outbound, search, 0), search.flightType === 2 ? legPrice(returning, search, 1) : undefined].filter((l): l is LegPrice => !!l);
  const out = cheapest(outbound, need);
  const back = search.flightType === 2 ? cheapest(returning, need) : undefined;
  const date = search.segments[0]?.departureDate ?? null;
  if (!out || (search.flightType === 2 && !back)) return { total: null, seats: null, date, legs };
  return { total: out.TotalPrice + (back?.TotalPrice ?? 0), seats: Math.min(out.Seat, back?.Seat ?? Infinity), date, legs };
}

/** The search moved by `days`, every segment alike (a round trip keeps its length). */
export function shiftSearch(search: NormalizedSearch, days: number): NormalizedSearch {
  if (days === 0) return search;
  return { ...search, segments: search.segments.map((s) => ({ ...s, departureDate: addDays(s.departureDate, days) })) };
}

/** The Jalali month (`1405-01`) of an ISO day. */
export function jalaliMonthOf(iso: string): string {
  const j = isoToJalali(iso);
  return `${j.year}-${String(j.month).padStart(2, '0')}`;
}

/** The first and last ISO day of a Jalali month (`1405-01`). */
export function monthBounds(month: string): { first: string; last: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return { first: jalaliToIso({ year, month: m, day: 1 }), last: jalaliToIso({ year, month: m, day: jalaliMonthLength(year, m) }) };
}

/**
 * The searches a watch prices today: its own, or for a flexible watch every departure day of its
 * month still open for sale (the return moved with it).
 */
export function searchesOfWatch(search: NormalizedSearch, flexibleMonth: string | null, today: string): NormalizedSearch[] {
  const day = search.segments[0]!.departureDate;
  if (!flexibleMonth) return day >= today ? [search] : [];
  const { first, last } = monthBounds(flexibleMonth);
  const from = first < today ? today : first;
  const lastReturn = search.segments[search.segments.length - 1]!.departureDate;
  const tripDays = daysBetween(day, lastReturn);
  const horizon = lastSearchDate(today);
  const out: NormalizedSearch[] = [];
  for (let d = from; d <= last && addDays(d, tripDays) <= horizon; d = addDays(d, 1)) out.push(shiftSearch(search, daysBetween(day, d)));
  return out;
}

/** The cheapest of a watch's searches (the earliest day on a tie) and every leg seen. */
export async function priceWatch(proposalsOf: ProposalsOf, searches: NormalizedSearch[]): Promise<SearchPrice> {
  let best: SearchPrice = { total: null, seats: null, date: null, legs: [] };
  const legs: LegPrice[] = [];
  for (const search of searches) {
    const price = priceOf(search, await proposalsOf(search));
    legs.push(...price.legs);
    if (price.total !== null && (best.total === null || price.total < best.total)) best = price;
  }
  return { ...best, date: best.date ?? searches[0]?.segments[0]?.departureDate ?? null, legs };
}
