import type { OrderStatus, PaymentMethod } from '../../../src/contract';
import type { Db } from '../../db';
import type { Booking } from './booking';
import { productOf } from './products';
import { moveOrder, type OrderRow } from './store';

/** Statuses an order may be paid from: its product's (a held flight or hotel, a visa request). */
export function payable(order: OrderRow): boolean {
  return productOf(order).payableFrom.includes(order.status as OrderStatus);
}

export const PAID_STATUSES = ['Paid', 'Issued', 'RefundRequested', 'PartiallyRefunded', 'Refunded'];

/**
 * Marks a locked order Paid inside the caller's transaction: its product sells what it holds (a
 * gateway payment that lands after the hold lapsed takes the inventory again if it is still
 * there); when it cannot, this answers undefined and the caller returns the money to the wallet.
 * A product issued at settle (hotels) is Issued in this same transaction.
 */
export async function markPaid(b: Booking, tx: Db, order: OrderRow, method: PaymentMethod): Promise<OrderRow | undefined> {
  const product = productOf(order);
  if (!(await product.sell(b, tx, order))) return undefined;
  const moved = await moveOrder(tx, order.id, [order.status as 'Reserved'], 'Paid', { paymentMethod: method });
  if (!moved) return undefined;
  await b.live.publish(tx, { kind: 'order', userId: order.userId, orderId: order.id, status: 'Paid' });
  return (await product.issueAtSettle?.(b, tx, moved)) ?? moved;
}
