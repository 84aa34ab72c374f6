import { sql } from 'drizzle-orm';
import type { NormalizedSearch, PriceInsightResponse, PriceVerdict } from '../../../src/contract';
import type { Db } from '../../db';
import { rows } from '../../db/rows';
import { Lru } from '../../inventory/lru';
import type { FlightSupplier } from '../../inventory/supplier';
import type { Reference } from '../../reference';
import { addDays, daysBetween } from '../../time/calendar';
import type { Catalog } from '../flight-catalog/catalog';
import { airportsFor, resolvePlace } from '../flight-catalog/search';
import { priceOf, type ProposalsOf } from './pricing';

/** Fewer recorded prices than this at a similar lead time, and the fares of nearby days are used instead. */
export const MIN_HISTORY_SAMPLES = 20;
/** Nearby departure days the fares basis looks at, each side. */
export const FARE_DAYS_EACH_SIDE = 14;
/** History is read back this far. */
export const HISTORY_DAYS = 365;

/** Days ahead that count as "a similar lead time": ±3 days close in, ±25 % further out. */
export function leadBand(daysAhead: number): [number, number] {
  const width = Math.max(3, Math.round(daysAhead * 0.25));
  return [Math.max(0, daysAhead - width), daysAhead + width];
}

/** The value below which `q` of the sorted values lie (linear between neighbours). */
export function quantile(sorted: number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return Math.round(sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo));
}

/** Low under the first quartile, high over the third, typical between (inclusive). */
export function verdictOf(price: number, low: number, high: number): PriceVerdict {
  if (price < low) return 'low';
  if (price > high) return 'high';
  return 'typical';
}

export interface InsightDeps {
  db: Db;
  ref: Reference;
  supplier: FlightSupplier;
  proposalsOf: ProposalsOf;
}

/**
 * Today's cheapest one-adult price of the outbound leg against the middle half of what this route
 * cost at a similar lead time: the recorded history when there is enough, else the inventory's own
 * fares for departure days around this one, each seen as many days ahead as this one is.
 */
export async function priceInsight(deps: InsightDeps, search: NormalizedSearch, today: string): Promise<PriceInsightResponse> {
  const segment = search.segments[0]!;
  const daysAhead = Math.max(0, daysBetween(today, segment.departureDate));
  const leg = priceOf(search, await deps.proposalsOf(search)).legs.find((l) => l.date === segment.departureDate && l.origin === segment.origin);
  const price = leg?.price ?? null;
  const [from, to] = leadBand(daysAhead);
  const history = (await rows<{ price: string | number }>(deps.db, sql`
    select price from fare_price_history
    where origin = ${segment.origin} and destination = ${segment.destination} and cabin = ${search.cabinType}
      and days_ahead between ${from} and ${to} and observed_on >= ${addDays(today, -HISTORY_DAYS)}`)).map((r) => Number(r.price));
  const basis = history.length >= MIN_HISTORY_SAMPLES ? 'history' : 'fares';
  const samples = (basis === 'history' ? history : await faresAround(deps, search, daysAhead)).sort((a, b) => a - b);
  if (price === null || samples.length === 0) {
    return { verdict: null, price, typicalLow: null, typicalHigh: null, daysAhead, basis, samples: samples.length };
  }
  const typicalLow = quantile(samples, 0.25);
  const typicalHigh = quantile(samples, 0.75);
  return { verdict: verdictOf(price, typicalLow, typicalHigh), price, typicalLow, typicalHigh, daysAhead, basis, samples: samples.length };
}

/** The insight of a search as the catalogue prices it: for the PriceInsight route and the results page's seed alike. */
export function insightOfCatalog(db: Db, ref: Reference, catalog: Catalog) {
  const deps: InsightDeps = { db, ref, supplier: catalog.supplier, proposalsOf: (s) => catalog.currentProposals(s) };
  return (search: NormalizedSearch, today: string) => priceInsight(deps, search, today);
}

/** The inventory's fares depend only on route, cabin, day and lead time: each answer is kept (a results page asks on every view). */
const faresKept = new Lru<string, Promise<number[]>>(5000);

/** The cheapest one-adult fare of each departure day ±14 around the search's, seen `daysAhead` days before it. */
function faresAround(deps: InsightDeps, search: NormalizedSearch, daysAhead: number): Promise<number[]> {
  const segment = search.segments[0]!;
  const key = `${segment.origin}|${segment.originType}|${segment.destination}|${segment.destinationType}|${search.cabinType}|${segment.departureDate}|${daysAhead}`;
  let fares = faresKept.get(key);
  if (!fares) {
    fares = computeFaresAround(deps, search, daysAhead);
    faresKept.set(key, fares);
  }
  return fares.then((f) => [...f]);
}

async function computeFaresAround(deps: InsightDeps, search: NormalizedSearch, daysAhead: number): Promise<number[]> {
  const segment = search.segments[0]!;
  const origin = resolvePlace(deps.ref, segment.origin, segment.originType);
  const destination = resolvePlace(deps.ref, segment.destination, segment.destinationType);
  if (!origin || !destination) return [];
  const domestic = origin.country === 'IR' && destination.country === 'IR';
  const prices: number[] = [];
  for (let shift = -FARE_DAYS_EACH_SIDE; shift <= FARE_DAYS_EACH_SIDE; shift++) {
    const date = addDays(segment.departureDate, shift);
    let best: number | null = null;
    for (const o of airportsFor(origin, domestic)) {
      for (const d of airportsFor(destination, domestic)) {
        const offers = await deps.supplier.offers({ origin: o.iataCode, destination: d.iataCode, date, cabin: search.cabinType, seatsNeeded: 1, today: addDays(date, -daysAhead) });
        for (const offer of offers) {
          const total = offer.adult.baseFare + offer.adult.tax;
          if (offer.seatsLeft > 0 && (best === null || total < best)) best = total;
        }
      }
    }
    if (best !== null) prices.push(best);
  }
  return prices;
}
