import type { Api } from '../../api';
import type { SafarMarketStepName } from '../../contract';

const KEY = 'resellers.safarmarket';

/** The chosen flights as a key: one `requestId:proposalId` per proposal, outbound first. */
export interface TripProposal {
  RequestId: string;
  ProposalId: string;
}
export const tripKeyOf = (trip: readonly TripProposal[]) => trip.map((p) => `${p.RequestId.toLowerCase()}:${p.ProposalId}`).join('|');

/**
 * The market request a trip came with, kept for the tab (sessionStorage) so the passenger step can
 * report itself and submit the order with it. Only that trip: a traveller who searches and books
 * another flight in the same tab books it as our own.
 */
export function rememberSafarMarketTrip(requestId: string, trip: readonly TripProposal[]): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ id: requestId, trip: tripKeyOf(trip) }));
  } catch {
    // Private modes may refuse storage: the order is then placed as the site's own.
  }
}

/** The market request of this trip, if it came from the market in this tab. */
export function safarMarketRequestOf(trip: readonly TripProposal[]): string | null {
  if (trip.length === 0) return null;
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { id?: unknown; trip?: unknown } | null;
    return kept && typeof kept.id === 'string' && kept.trip === tripKeyOf(trip) ? kept.id : null;
  } catch {
    return null;
  }
}

/** SubmitFlightOrder's field for a trip from the market (nothing for any other trip). */
export function safarMarketOrderFields(trip: readonly TripProposal[]): { safarMarketRequestId?: string } {
  const id = safarMarketRequestOf(trip);
  return id ? { safarMarketRequestId: id } : {};
}

/**
 * Tells the market a step (CallStep), in order. Reporting never stands in the traveller's way: a
 * failure is logged and the page goes on (each step is recorded once, so a later visit may send it again).
 */
export async function reportSafarMarketSteps(api: Api, steps: readonly SafarMarketStepName[], by: { safarMarketRequestId: string } | { orderId: string }): Promise<void> {
  try {
    for (const step of steps) await api.resellers.callStep({ ...by, step });
  } catch (error) {
    console.warn('SafarMarket step not reported', error);
  }
}
