import type { OrderStatus } from '../../../src/contract';
import { badField } from '../../http/envelope';
import { currentOrder } from '../flight-reservation/reserve';
import { asDb, type Booking } from './booking';
import { productOf } from './products';
import { moveOrder, ownedOrder, STATUS_FA, type OrderRow } from './store';

/** Unpaid orders: a submitted one (nothing held yet) or a held one. */
export const CANCELLABLE: OrderStatus[] = ['Created', 'Reserved'];

const REFUSED: Partial<Record<OrderStatus, string>> = {
  Expired: 'مهلت پرداخت این سفارش پیش‌تر تمام شده و صندلی‌های آن آزاد شده است.',
  Paid: 'این سفارش پرداخت شده است و لغو نمی‌شود؛ برای بازگشت وجه، درخواست استرداد ثبت کنید.',
  Issued: 'این سفارش صادر شده است و لغو نمی‌شود؛ برای بازگشت وجه، درخواست استرداد ثبت کنید.',
};

/**
 * CancelOrder: the owner cancels an unpaid order and its inventory goes back at once. The order
 * row is locked and the move is conditional, so of concurrent cancels (or a cancel racing a
 * payment's settle, which locks the same row) exactly one wins: a second cancel finds it Cancelled
 * and answers it unchanged; a payment that lands after it is returned to the wallet by settle.
 * Nothing of the wallet is held before payment (the wallet part is debited only at settle) and a
 * cancelled order's voucher no longer counts against its per-user limit, so nothing else is owed.
 */
export async function cancelOrder(b: Booking, userId: string, orderId: string): Promise<OrderRow> {
  await currentOrder(b, userId, orderId); // a lapsed hold is expired first, and it is not cancellable
  return b.db.transaction(async (t) => {
    const tx = asDb(t);
    const order = await ownedOrder(tx, userId, orderId, true);
    if (order.status === 'Cancelled') return order;
    if (!CANCELLABLE.includes(order.status as OrderStatus)) {
      const status = order.status as OrderStatus;
      throw badField('orderId', REFUSED[status] ?? `این سفارش «${STATUS_FA[status]}» است و لغو نمی‌شود.`);
    }
    const product = productOf(order);
    const changes = await product.release(b, tx, order);
    const note = changes.length > 0 ? `رزرو را لغو کردید و ${product.inventoryFa} آزاد شدند.` : 'سفارش را لغو کردید.';
    const moved = await moveOrder(tx, orderId, [order.status as OrderStatus], 'Cancelled', {}, note);
    await b.live.publish(tx, { kind: 'order', userId, orderId, status: 'Cancelled' });
    if (changes.length > 0) await b.live.publish(tx, { kind: 'seats', changes });
    return moved!;
  });
}
