import { asc, desc, eq } from 'drizzle-orm';
import type { OrderStatus, SafarMarketRequest, SafarMarketStepName } from '../../../src/contract';
import { resellerOrders, resellerSteps, type resellerRequests } from '../../db/schema';
import { BadRequest } from '../../http/envelope';
import { flightDetailsOf } from '../flight-reservation/details';
import { findTrip } from '../flight-reservation/proposals';
import type { Booking } from '../orders/booking';

export type RequestRow = typeof resellerRequests.$inferSelect;

/** Passenger entry: where a traveller who lands with a proposal continues. */
export const PASSENGER_STEP_PATH = '/add-passenger/';

/** Where an order the market already has continues: its payment while it can be paid, its ticket once paid, else its details. */
export function orderNextPath(orderId: string, status: OrderStatus): string {
  const id = encodeURIComponent(orderId);
  switch (status) {
    case 'Created':
    case 'Reserved':
      return `/confirm/?orderId=${id}`;
    case 'Paid':
    case 'Issued':
      return `/payment/${id}/`;
    default:
      return `/profile/my-travels/order-details/?orderId=${id}`;
  }
}

/**
 * A market request with its steps, its latest order and its flights priced now. `tolerateGone`:
 * an order's request is answered even when its flights are no longer on sale (no search, no details).
 */
export async function describeRequest(b: Booking, row: RequestRow, tolerateGone = false): Promise<SafarMarketRequest> {
  const trip = await findTrip(b.catalog, {
    requestId: row.requestId, proposalId: row.proposalId,
    returningRequestId: row.returningRequestId ?? undefined, returningProposalId: row.returningProposalId ?? undefined,
  }).catch((error: unknown) => {
    if (tolerateGone && error instanceof BadRequest) return null;
    throw error;
  });
  const [steps, [latest]] = await Promise.all([
    b.db.select().from(resellerSteps).where(eq(resellerSteps.resellerRequestId, row.id)).orderBy(asc(resellerSteps.id)),
    b.db.select().from(resellerOrders).where(eq(resellerOrders.resellerRequestId, row.id)).orderBy(desc(resellerOrders.createdAt)).limit(1),
  ]);
  return {
    id: row.id, clientIdentifier: row.clientIdentifier, requestId: row.requestId, proposalId: row.proposalId,
    returningRequestId: row.returningRequestId, returningProposalId: row.returningProposalId, orderId: latest?.orderId ?? null,
    steps: steps.map((s) => ({ step: s.step as SafarMarketStepName, at: s.createdAt.toISOString(), orderId: s.orderId })),
    nextPath: PASSENGER_STEP_PATH, search: trip?.search ?? null, flightDetails: trip ? await flightDetailsOf(b, trip) : null,
    createdAt: row.createdAt.toISOString(),
  };
}
