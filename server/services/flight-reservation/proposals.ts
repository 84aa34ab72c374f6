import type { NormalizedSearch, Proposal } from '../../../src/contract';
import { badField, BadRequest } from '../../http/envelope';
import type { Catalog } from '../flight-catalog/catalog';
import { canonicalSearch, requestIds } from '../flight-catalog/requests';

export interface ChosenProposal {
  requestId: string;
  proposal: Proposal;
}

export interface ChosenTrip {
  search: NormalizedSearch;
  /** Outbound first, then the way back of a round trip. */
  chosen: ChosenProposal[];
}

const SEARCH_AGAIN = 'این جست‌وجو پیدا نشد؛ دوباره جست‌وجو کنید.';
const GONE = 'این پرواز دیگر در نتایج جست‌وجو نیست؛ دوباره جست‌وجو کنید.';

/** One proposal of a stored search as the server prices it today (never as the client sent it). */
export async function findProposal(catalog: Catalog, requestId: string, proposalId: string, fields: { request: string; proposal: string }): Promise<ChosenProposal & { search: NormalizedSearch; leg: string }> {
  const stored = await catalog.requests.load(requestId.toLowerCase());
  if (!stored) throw badField(fields.request, SEARCH_AGAIN);
  const proposal = (await catalog.proposalsOf(stored)).find((p) => p.ProposalId === proposalId && p.RequestId === stored.requestId);
  if (!proposal) throw badField(fields.proposal, GONE);
  return { requestId: stored.requestId, proposal, search: stored.search, leg: stored.leg };
}

export interface TripRefs {
  requestId: string;
  proposalId: string;
  returningRequestId?: string | undefined;
  returningProposalId?: string | undefined;
}

/**
 * The outbound proposal and, for a round trip, the returning one, checked to belong to the same
 * search. `requireReturn`: a round trip must name both (ordering); details may show the way out alone.
 */
export async function findTrip(catalog: Catalog, refs: TripRefs, f: (name: keyof TripRefs) => string = (n) => n, requireReturn = false): Promise<ChosenTrip> {
  const out = await findProposal(catalog, refs.requestId, refs.proposalId, { request: f('requestId'), proposal: f('proposalId') });
  if (out.leg === 'returning') throw badField(f('requestId'), 'این شناسه فهرست برگشت است؛ شناسه جست‌وجوی رفت را بفرستید.');
  const chosen: ChosenProposal[] = [out];
  const roundTrip = out.search.flightType === 2;
  const hasReturn = Boolean(refs.returningRequestId || refs.returningProposalId);
  if (!roundTrip && hasReturn) throw badField(f('returningProposalId'), 'این جست‌وجو یک‌طرفه است و پرواز برگشت ندارد.');
  if (roundTrip && (hasReturn || requireReturn)) {
    const errors: Record<string, string[]> = {};
    if (!refs.returningRequestId) errors[f('returningRequestId')] = ['شناسه جست‌وجوی برگشت را بفرستید.'];
    if (!refs.returningProposalId) errors[f('returningProposalId')] = ['پرواز برگشت را انتخاب کنید.'];
    if (Object.keys(errors).length > 0) throw new BadRequest(errors);
    const expected = requestIds(canonicalSearch(out.search), out.search).returningRequestId;
    if (refs.returningRequestId!.toLowerCase() !== expected) throw badField(f('returningRequestId'), 'پرواز برگشت از همین جست‌وجو نیست.');
    const back = await findProposal(catalog, refs.returningRequestId!, refs.returningProposalId!, { request: f('returningRequestId'), proposal: f('returningProposalId') });
    if (Date.parse(back.proposal.FlightGroups[0]!.DepartureTime) < Date.parse(out.proposal.FlightGroups.at(-1)!.ArrivalTime)) {
      throw badField(f('returningProposalId'), 'پرواز برگشت پیش از رسیدن پرواز رفت است.');
    }
    chosen.push(back);
  }
  return { search: out.search, chosen };
}
