import type { SafarMarketByProposalRequest } from '../../contract';
import { isUuid } from '../../domain';

/** What the market's link asks for: the proposal(s) the traveller chose, or an order it already has. */
export type SafarMarketLanding =
  | { kind: 'proposal'; refs: SafarMarketByProposalRequest }
  | { kind: 'order'; orderId: string }
  | { kind: 'invalid'; message: string };

/** The landing's query parameters (README: Routes); names are read in any case, as markets spell them. */
export const LANDING_PARAMS = ['requestId', 'proposalId', 'returningRequestId', 'returningProposalId', 'orderId'] as const;

const MAX_PROPOSAL_ID = 400;
const INCOMPLETE = 'پیوند سفرمارکت کامل نیست: شناسه جست‌وجو و پرواز انتخاب‌شده در آن نیست.';

/** Reads `/safarmarket/?requestId=&proposalId=[&returningRequestId=&returningProposalId=]` or `?orderId=`. */
export function readSafarMarketLanding(search: string): SafarMarketLanding {
  const given = new URLSearchParams(search);
  const value = (name: (typeof LANDING_PARAMS)[number]) => {
    for (const [key, v] of given) if (key.toLowerCase() === name.toLowerCase() && v.trim() !== '') return v.trim();
    return undefined;
  };
  const orderId = value('orderId');
  if (orderId !== undefined) {
    return isUuid(orderId) ? { kind: 'order', orderId: orderId.toLowerCase() } : { kind: 'invalid', message: 'شناسه سفارش در پیوند سفرمارکت معتبر نیست.' };
  }
  const requestId = value('requestId');
  const proposalId = value('proposalId');
  if (requestId === undefined || proposalId === undefined) return { kind: 'invalid', message: INCOMPLETE };
  if (!isUuid(requestId)) return { kind: 'invalid', message: 'شناسه جست‌وجو در پیوند سفرمارکت معتبر نیست.' };
  if (proposalId.length > MAX_PROPOSAL_ID) return { kind: 'invalid', message: 'شناسه پرواز در پیوند سفرمارکت معتبر نیست.' };
  const returningRequestId = value('returningRequestId');
  const returningProposalId = value('returningProposalId');
  if ((returningRequestId === undefined) !== (returningProposalId === undefined)) {
    return { kind: 'invalid', message: 'پیوند سفرمارکت پرواز برگشت را کامل نمی‌گوید: شناسه جست‌وجو و پرواز برگشت هر دو لازم‌اند.' };
  }
  if (returningRequestId !== undefined && !isUuid(returningRequestId)) return { kind: 'invalid', message: 'شناسه جست‌وجوی برگشت در پیوند سفرمارکت معتبر نیست.' };
  if (returningProposalId !== undefined && returningProposalId.length > MAX_PROPOSAL_ID) return { kind: 'invalid', message: 'شناسه پرواز برگشت در پیوند سفرمارکت معتبر نیست.' };
  const refs: SafarMarketByProposalRequest = { requestId: requestId.toLowerCase(), proposalId };
  if (returningRequestId && returningProposalId) Object.assign(refs, { returningRequestId: returningRequestId.toLowerCase(), returningProposalId });
  return { kind: 'proposal', refs };
}
