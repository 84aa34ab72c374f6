import type { NormalizedSearch, PaymentMethod } from '../../../src/contract';
import type { Db } from '../../db';
import { orderCapacities } from '../flight-reservation/reserve';
import { seatsFor } from '../flight-reservation/seats';
import type { Booking } from './booking';
import { moveOrder, type OrderRow } from './store';

/** Statuses an order may be paid from: a held flight, or a visa request. */
export function payable(order: OrderRow): boolean {
  return order.product === 'Visa' ? order.status === 'Created' : order.status === 'Reserved';
}

export const PAID_STATUSES = ['Paid', 'Issued', 'RefundRequested', 'PartiallyRefunded', 'Refunded'];

/**
 * Marks a locked order Paid inside the caller's transaction: held seats become sold. A gateway
 * payment that lands after the hold lapsed takes the seats again if they are still there; when
 * they are not, it answers undefined and the caller returns the money to the wallet.
 */
export async function markPaid(b: Booking, tx: Db, order: OrderRow, method: PaymentMethod): Promise<OrderRow | undefined> {
  if (order.product !== 'Visa') {
    if (order.status === 'Expired') {
      const changes = await b.seats.take(tx, order.id, await orderCapacities(b, order, tx), seatsFor(order.search as NormalizedSearch), 'Sold');
      if (!changes) return undefined;
      await b.live.publish(tx, { kind: 'seats', changes });
    } else if (order.status === 'Reserved') {
      await b.seats.sell(tx, order.id);
    } else {
      return undefined;
    }
  } else if (order.status !== 'Created') {
    return undefined;
  }
  const moved = await moveOrder(tx, order.id, [order.status as 'Reserved'], 'Paid', { paymentMethod: method });
  if (moved) await b.live.publish(tx, { kind: 'order', userId: order.userId, orderId: order.id, status: 'Paid' });
  return moved;
}
