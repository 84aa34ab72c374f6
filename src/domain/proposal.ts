/**
 * The flight-proposal fields the list logic reads (SPEC §3), as structural types: the wire types
 * live in contract/ and only need to be assignable to these. Facts derived from a proposal are
 * computed once and cached per object, so proposals are treated as immutable (store them as
 * observable.ref / frozen, not deep observables that change in place).
 */
import { readTehranDateTime } from './tehran-time';

export interface FlightLegLike {
  readonly Origin: string;
  readonly OriginFa: string;
  readonly Destination: string;
  readonly DestinationFa: string;
}

export interface FlightGroupLike {
  /** ISO date-time; without an offset it is Tehran time. */
  readonly DepartureTime: string;
  /** Minutes. */
  readonly Duration: number;
  readonly MarketingAirlineCode: string;
  readonly MarketingAirlineName: string;
  readonly FlightLegs: readonly FlightLegLike[];
}

export interface PriceLike {
  readonly TotalPrice: number;
}

export interface ProposalLike {
  readonly isReturning: boolean;
  readonly FlightGroups: readonly FlightGroupLike[];
  /** Integer rials. */
  readonly TotalPrice: number;
  readonly Prices: readonly PriceLike[];
  /** Seats left; 0 is sold out. */
  readonly Seat: number;
  /** Promotion rank: lower shows first under the Promotions sort. */
  readonly Sort: number;
  readonly IsCharter: boolean;
  readonly TotalDurationMinutes: number;
}

export interface ProposalFacts {
  /** Per flight group: minutes since Tehran midnight (NaN if unreadable). */
  readonly departureMinutes: readonly number[];
  /** First group's departure, epoch ms (NaN if none or unreadable). */
  readonly firstDepartureMs: number;
}

const cache = new WeakMap<ProposalLike, ProposalFacts>();

/** Facts that cost a parse, memoised per proposal object; each DepartureTime is parsed once. */
export function proposalFacts(p: ProposalLike): ProposalFacts {
  let facts = cache.get(p);
  if (!facts) {
    const departureMinutes: number[] = [];
    let firstDepartureMs = Number.NaN;
    p.FlightGroups.forEach((g, i) => {
      const time = readTehranDateTime(g.DepartureTime);
      departureMinutes.push(time ? time.minutesOfDay : Number.NaN);
      if (i === 0 && time) firstDepartureMs = time.epochMs;
    });
    facts = { departureMinutes, firstDepartureMs };
    cache.set(p, facts);
  }
  return facts;
}

/** Outbound and returning lists (SPEC §4), by isReturning. */
export function splitByDirection<P extends ProposalLike>(proposals: readonly P[]): { outbound: P[]; returning: P[] } {
  const outbound: P[] = [];
  const returning: P[] = [];
  for (const p of proposals) (p.isReturning ? returning : outbound).push(p);
  return { outbound, returning };
}
