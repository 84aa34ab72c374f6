/**
 * The result-list filters of SPEC §5. A proposal is checked against each facet separately
 * (a bit per facet) so the same pass serves both the list and the filter panel's option counts.
 */
import { toPersianDigits } from './numbers';
import { proposalFacts, type ProposalLike } from './proposal';

/** Inclusive range. For the time of day, `from > to` wraps past midnight (22:00–02:00). */
export interface Range {
  readonly from: number;
  readonly to: number;
}

/**
 * Stops value: the leg count a flight group must have, as a string. "0" (or empty) means all.
 * SPEC §5 compares the value with the group's leg count and §9 titles options "non-stop or
 * N stops", so "1" (one leg) is non-stop, "2" is one stop, and so on.
 */
export const STOPS_ALL = '0';

export const ProposalTypeFilter = { All: '0', Charter: '1', System: '2' } as const;
export const TICKETS_AVAILABLE = 'existsTickets';
/** Any other tickets value shows sold-out proposals too, after the available ones. */
export const TICKETS_ALL = 'allTickets';

export interface ProposalFilters {
  /** Departure time of any group, minutes since Tehran midnight. */
  readonly time?: Range | null;
  /** Any group's MarketingAirlineCode; empty means all. */
  readonly airlines?: readonly string[];
  /** TotalPrice, rials. */
  readonly price?: Range | null;
  readonly stops?: string;
  /** "1" charter only, "2" system only, anything else all. */
  readonly type?: string;
  /** Any group's Duration, minutes. */
  readonly duration?: Range | null;
  /** Any leg's Origin or Destination IATA code; empty means all. */
  readonly airports?: readonly string[];
  /** @default 'existsTickets' */
  readonly tickets?: string;
}

export const DEFAULT_FILTERS: ProposalFilters = Object.freeze({
  time: null, airlines: [], price: null, stops: STOPS_ALL, type: ProposalTypeFilter.All,
  duration: null, airports: [], tickets: TICKETS_AVAILABLE,
});

/** One bit per facet; a proposal's mask holds the facets that reject it. */
export const Facet = {
  Time: 1, Airlines: 2, Price: 4, Stops: 8, Type: 16, Duration: 32, Airports: 64, Tickets: 128, Direction: 256,
} as const;

export interface CompiledFilters {
  readonly time: Range | null;
  readonly airlines: ReadonlySet<string> | null;
  readonly price: Range | null;
  readonly stops: number | null;
  readonly charter: boolean | null;
  readonly duration: Range | null;
  readonly airports: ReadonlySet<string> | null;
  readonly availableOnly: boolean;
  readonly returning: boolean | null;
}

const setOrNull = (codes: readonly string[] | undefined) =>
  codes && codes.length > 0 ? new Set(codes.map((c) => c.toUpperCase())) : null;

/** Turns filter state into lookups once per run, not once per proposal. */
export function compileFilters(f: ProposalFilters, returning: boolean | null = null): CompiledFilters {
  const stops = Number(f.stops ?? STOPS_ALL);
  return {
    time: f.time ?? null,
    airlines: setOrNull(f.airlines),
    price: f.price ?? null,
    stops: Number.isInteger(stops) && stops > 0 ? stops : null,
    charter: f.type === ProposalTypeFilter.Charter ? true : f.type === ProposalTypeFilter.System ? false : null,
    duration: f.duration ?? null,
    airports: setOrNull(f.airports),
    availableOnly: (f.tickets ?? TICKETS_AVAILABLE) === TICKETS_AVAILABLE,
    returning,
  };
}

const within = (v: number, r: Range) => v >= r.from && v <= r.to;
const withinDay = (v: number, r: Range) => (r.from <= r.to ? v >= r.from && v <= r.to : v >= r.from || v <= r.to);

/**
 * The facets that reject a proposal (0 = shown). With `firstOnly` it stops at the first rejecting
 * facet, cheapest checks first; the panel's counts need the full mask.
 */
export function rejectingFacets(p: ProposalLike, c: CompiledFilters, firstOnly = false): number {
  let mask = 0;
  if (c.returning !== null && p.isReturning !== c.returning) mask |= Facet.Direction;
  if (c.availableOnly && !(p.Seat > 0)) mask |= Facet.Tickets;
  if (c.price && !within(p.TotalPrice, c.price)) mask |= Facet.Price;
  if (c.charter !== null && p.IsCharter !== c.charter) mask |= Facet.Type;
  if (mask !== 0 && firstOnly) return mask;
  if (c.airlines || c.stops !== null || c.duration || c.airports) {
    let airline = !c.airlines;
    let stops = c.stops === null;
    let duration = !c.duration;
    let airport = !c.airports;
    for (const g of p.FlightGroups) {
      if (!airline && c.airlines!.has(g.MarketingAirlineCode)) airline = true;
      if (!stops && g.FlightLegs.length === c.stops) stops = true;
      if (!duration && within(g.Duration, c.duration!)) duration = true;
      if (!airport) {
        for (const leg of g.FlightLegs) {
          if (c.airports!.has(leg.Origin) || c.airports!.has(leg.Destination)) {
            airport = true;
            break;
          }
        }
      }
    }
    if (!airline) mask |= Facet.Airlines;
    if (!stops) mask |= Facet.Stops;
    if (!duration) mask |= Facet.Duration;
    if (!airport) mask |= Facet.Airports;
    if (mask !== 0 && firstOnly) return mask;
  }
  // Last: the only check that may need a date-time parse (cached per proposal).
  if (c.time) {
    const range = c.time;
    if (!proposalFacts(p).departureMinutes.some((m) => withinDay(m, range))) mask |= Facet.Time;
  }
  return mask;
}

/** The proposals every filter keeps, in their original order (sold-out ones kept unless availableOnly). */
export function applyFilters<P extends ProposalLike>(proposals: readonly P[], filters: ProposalFilters, returning: boolean | null = null): P[] {
  const c = compileFilters(filters, returning);
  const out: P[] = [];
  for (const p of proposals) if (rejectingFacets(p, c, true) === 0) out.push(p);
  return out;
}

/** "بدون توقف" for one leg, "۱ توقف", "۲ توقف"… (SPEC §9). */
export function stopsTitle(legCount: number): string {
  return legCount <= 1 ? 'بدون توقف' : `${toPersianDigits(legCount - 1)} توقف`;
}

/** Title of a stops filter value; "0" is "همه". */
export function stopsOptionTitle(value: string): string {
  const legs = Number(value);
  return Number.isInteger(legs) && legs > 0 ? stopsTitle(legs) : 'همه';
}

export const PROPOSAL_TYPE_TITLES: Readonly<Record<string, string>> = { '0': 'همه', '1': 'چارتر', '2': 'سیستمی' };

/** "همه", "چارتر", "سیستمی" (SPEC §9); unknown values mean all. */
export function proposalTypeTitle(value: string): string {
  return PROPOSAL_TYPE_TITLES[value] ?? 'همه';
}
