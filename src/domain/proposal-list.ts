/** The one entry point the results screen needs: filter, sort, then order by ticket availability. */
import { DEFAULT_SORT, type SortOption } from './enums';
import { compileFilters, rejectingFacets, type ProposalFilters } from './proposal-filters';
import { sortProposals } from './proposal-sort';
import type { ProposalLike } from './proposal';

export interface VisibleProposalsOptions {
  /** Keep only returning (true) or outbound (false) proposals; null keeps both. @default null */
  returning?: boolean | null;
}

/**
 * The proposals to show, in order (SPEC §4, §5): one filtering pass, one keyed sort, and when
 * sold-out tickets are shown, a stable partition that puts available seats first.
 */
export function visibleProposals<P extends ProposalLike>(
  proposals: readonly P[],
  filters: ProposalFilters,
  sort: SortOption = DEFAULT_SORT,
  options: VisibleProposalsOptions = {},
): P[] {
  const c = compileFilters(filters, options.returning ?? null);
  const kept: P[] = [];
  for (const p of proposals) if (rejectingFacets(p, c, true) === 0) kept.push(p);
  const sorted = sortProposals(kept, sort);
  if (c.availableOnly) return sorted;
  const available: P[] = [];
  const soldOut: P[] = [];
  for (const p of sorted) (p.Seat > 0 ? available : soldOut).push(p);
  return available.concat(soldOut);
}
