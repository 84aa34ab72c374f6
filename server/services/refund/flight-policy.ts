import { sql } from 'drizzle-orm';
import type { Proposal } from '../../../src/contract';
import type { Db } from '../../db';
import { rows } from '../../db/rows';
import { badField } from '../../http/envelope';
import { noteSeatsChanged } from '../flight-catalog/seats-taken';
import { offerKeys, type SeatChange } from '../flight-reservation/seats';
import { orderParts } from '../orders/store';
import type { RefundPolicy } from './policy';
import { quoteItems } from './quote';
import { unitSteps } from './units';

const steps = unitSteps('order_items');

/** Refunded seats go back on sale (lap infants held none). */
async function returnSeats(tx: Db, orderId: string, refundId: string): Promise<SeatChange[]> {
  const parts = await orderParts(tx, orderId);
  const changes: SeatChange[] = [];
  for (const segment of parts.segments) {
    const seats = parts.items.filter((i) => i.segmentId === segment.id && i.refundRequestId === refundId
      && parts.passengers.find((p) => p.id === i.passengerId)!.passengerType !== 3).length;
    if (seats === 0) continue;
    for (const key of offerKeys(segment.proposal as Proposal).sort()) {
      const [held] = await rows(tx, sql`update seat_holds set seats = seats - ${seats}, state = case when seats - ${seats} <= 0 then 'Released' else state end
        where order_id = ${orderId} and offer_key = ${key} and state = 'Sold' and seats >= ${seats} returning id`);
      if (!held) continue;
      const [left] = await rows<{ left: number }>(tx, sql`update seat_inventory set taken = taken - ${seats}, updated_at = now()
        where offer_key = ${key} returning capacity - taken as left`);
      if (left) changes.push({ offerKey: key, seatsLeft: Number(left.left) });
    }
  }
  if (changes.length > 0) noteSeatsChanged();
  return changes;
}

/** Flights: one unit per passenger and flight, penalties from the fare rules and the hours left. */
export const flightRefunds: RefundPolicy = {
  waivesInvoluntary: true,
  quote: async (db, order, now, involuntary) => quoteItems(order, await orderParts(db, order.id), now, involuntary),
  checkChoice(all, ids) {
    // A lap infant cannot stay on a flight without an adult.
    for (const segmentId of new Set(all.map((q) => q.segmentId))) {
      const left = all.filter((q) => q.segmentId === segmentId && q.status === 'Active' && !ids.includes(q.itemId));
      if (left.filter((q) => q.passengerType === 3).length > left.filter((q) => q.passengerType === 1).length) {
        throw badField('itemIds', 'با این استرداد نوزادی بدون بزرگسال در پرواز می‌ماند؛ بلیت نوزاد را هم استرداد کنید.');
      }
    }
  },
  request: steps.request,
  async complete(tx, orderId, refundId) {
    await steps.refunded(tx, orderId, refundId);
    return returnSeats(tx, orderId, refundId);
  },
  counts: steps.counts,
};
