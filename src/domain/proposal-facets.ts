/**
 * What the filter panel offers: airline and airport lists (SPEC §5), slider bounds, and how many
 * proposals each option would show given the other filters (the usual faceted-search count).
 */
import {
  compileFilters, Facet, ProposalTypeFilter, rejectingFacets, STOPS_ALL, stopsOptionTitle,
  proposalTypeTitle, type ProposalFilters, type Range,
} from './proposal-filters';
import type { ProposalLike } from './proposal';

export interface AirlineOption {
  readonly code: string;
  readonly name: string;
  /** Lowest TotalPrice among proposals flying this airline. */
  readonly lowestPrice: number;
}

/** One entry per airline with its lowest price, cheapest first (SPEC §5). */
export function airlineList(proposals: readonly ProposalLike[]): AirlineOption[] {
  const byCode = new Map<string, AirlineOption>();
  for (const p of proposals) {
    for (const g of p.FlightGroups) {
      const known = byCode.get(g.MarketingAirlineCode);
      if (!known || p.TotalPrice < known.lowestPrice) {
        byCode.set(g.MarketingAirlineCode, { code: g.MarketingAirlineCode, name: g.MarketingAirlineName, lowestPrice: p.TotalPrice });
      }
    }
  }
  return [...byCode.values()].sort((a, b) => a.lowestPrice - b.lowestPrice || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

export interface AirportOption {
  readonly code: string;
  /** Persian name. */
  readonly name: string;
}

/** Every leg's origin and destination, once per IATA code, in first-seen order (SPEC §5). */
export function airportList(proposals: readonly ProposalLike[]): AirportOption[] {
  const byCode = new Map<string, AirportOption>();
  for (const p of proposals) {
    for (const g of p.FlightGroups) {
      for (const leg of g.FlightLegs) {
        if (!byCode.has(leg.Origin)) byCode.set(leg.Origin, { code: leg.Origin, name: leg.OriginFa });
        if (!byCode.has(leg.Destination)) byCode.set(leg.Destination, { code: leg.Destination, name: leg.DestinationFa });
      }
    }
  }
  return [...byCode.values()];
}

/** Lowest and highest TotalPrice and group Duration, for the range sliders; null when empty. */
export function filterBounds(proposals: readonly ProposalLike[]): { price: Range | null; duration: Range | null } {
  let pMin = Infinity, pMax = -Infinity, dMin = Infinity, dMax = -Infinity;
  for (const p of proposals) {
    if (p.TotalPrice < pMin) pMin = p.TotalPrice;
    if (p.TotalPrice > pMax) pMax = p.TotalPrice;
    for (const g of p.FlightGroups) {
      if (g.Duration < dMin) dMin = g.Duration;
      if (g.Duration > dMax) dMax = g.Duration;
    }
  }
  return {
    price: pMin <= pMax ? { from: pMin, to: pMax } : null,
    duration: dMin <= dMax ? { from: dMin, to: dMax } : null,
  };
}

export interface FacetOption {
  readonly value: string;
  readonly title: string;
  /** Proposals shown if this option were chosen, the other filters unchanged. */
  readonly count: number;
}

export interface FacetCounts {
  /** Proposals shown with the filters as they are. */
  readonly total: number;
  readonly airlines: ReadonlyMap<string, number>;
  readonly airports: ReadonlyMap<string, number>;
  /** "0" (all) first, then each leg count present, ascending. */
  readonly stops: readonly FacetOption[];
  /** All, charter, system. */
  readonly types: readonly FacetOption[];
}

const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/** Option counts for every facet in one pass over the proposals. */
export function facetCounts(proposals: readonly ProposalLike[], filters: ProposalFilters, returning: boolean | null = null): FacetCounts {
  const c = compileFilters(filters, returning);
  const airlines = new Map<string, number>();
  const airports = new Map<string, number>();
  const stops = new Map<number, number>();
  let total = 0, stopsAll = 0, typesAll = 0, charter = 0, system = 0;
  // Small arrays, not Sets: a proposal has a handful of codes, and this loop runs 10,000 times.
  const seen: string[] = [];
  const seenLegs: number[] = [];
  const once = <T>(list: T[], value: T) => {
    if (!list.includes(value)) list.push(value);
  };
  for (const p of proposals) {
    const mask = rejectingFacets(p, c);
    if (mask === 0) total++;
    const groups = p.FlightGroups;
    if ((mask & ~Facet.Airlines) === 0) {
      seen.length = 0;
      for (const g of groups) once(seen, g.MarketingAirlineCode);
      for (const code of seen) bump(airlines, code);
    }
    if ((mask & ~Facet.Airports) === 0) {
      seen.length = 0;
      for (const g of groups) {
        for (const leg of g.FlightLegs) {
          once(seen, leg.Origin);
          once(seen, leg.Destination);
        }
      }
      for (const code of seen) bump(airports, code);
    }
    if ((mask & ~Facet.Stops) === 0) {
      stopsAll++;
      seenLegs.length = 0;
      for (const g of groups) once(seenLegs, g.FlightLegs.length);
      for (const legs of seenLegs) stops.set(legs, (stops.get(legs) ?? 0) + 1);
    }
    if ((mask & ~Facet.Type) === 0) {
      typesAll++;
      if (p.IsCharter) charter++;
      else system++;
    }
  }
  const stopOptions: FacetOption[] = [{ value: STOPS_ALL, title: stopsOptionTitle(STOPS_ALL), count: stopsAll }];
  for (const legs of [...stops.keys()].sort((a, b) => a - b)) {
    stopOptions.push({ value: String(legs), title: stopsOptionTitle(String(legs)), count: stops.get(legs) ?? 0 });
  }
  const typeOption = (value: string, count: number): FacetOption => ({ value, title: proposalTypeTitle(value), count });
  return {
    total,
    airlines,
    airports,
    stops: stopOptions,
    types: [
      typeOption(ProposalTypeFilter.All, typesAll),
      typeOption(ProposalTypeFilter.Charter, charter),
      typeOption(ProposalTypeFilter.System, system),
    ],
  };
}
