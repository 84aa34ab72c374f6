/** Result-list sorting (SPEC §5). Stable: equal keys keep the server's order. */
import { SortOption } from './enums';
import { proposalFacts, type ProposalLike } from './proposal';

/** The ascending key a sort orders by; descending sorts negate it, unreadable values go last. */
function sortKey(p: ProposalLike, sort: SortOption): number {
  let key: number;
  switch (sort) {
    case SortOption.Promotions: key = p.Sort; break;
    case SortOption.MostExpensive: key = -p.TotalPrice; break;
    case SortOption.Earliest: key = proposalFacts(p).firstDepartureMs; break;
    case SortOption.Latest: key = -proposalFacts(p).firstDepartureMs; break;
    case SortOption.Fastest: key = p.TotalDurationMinutes; break;
    default: key = p.TotalPrice; // Cheapest, and any unknown value (SPEC's default)
  }
  return Number.isNaN(key) ? Number.POSITIVE_INFINITY : key;
}

/** A sorted copy: keys computed once per proposal, then indices sorted (not objects compared). */
export function sortProposals<P extends ProposalLike>(proposals: readonly P[], sort: SortOption): P[] {
  const n = proposals.length;
  const keys = new Float64Array(n);
  const order = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    keys[i] = sortKey(proposals[i]!, sort);
    order[i] = i;
  }
  order.sort((a, b) => keys[a]! - keys[b]! || a - b);
  return order.map((i) => proposals[i]!);
}
