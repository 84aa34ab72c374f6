import { sql } from 'drizzle-orm';
import type { ConfirmOrderResponse } from '../../../src/contract';
import { rows } from '../../db/rows';
import { badField } from '../../http/envelope';
import { asDb, type Booking } from '../orders/booking';
import { expireIfLapsed } from '../orders/holds';
import { markPaid, PAID_STATUSES, payable } from '../orders/settle';
import { ownedOrder, STATUS_FA, toSummary, type OrderRow } from '../orders/store';
import type { Wallet } from './ledger';

export const orderKey = (orderId: string) => `order:${orderId}`;

class HoldLapsed extends Error {}

/**
 * ConfirmOrder: pays the whole order from the wallet. The order row is locked first, so of any
 * number of simultaneous calls one debits and the rest find the order paid (and the flow made
 * under the order's key) and answer the same result.
 */
export async function confirmOrder(b: Booking, wallet: Wallet, userId: string, orderId: string, afterPaid: (orderId: string) => Promise<unknown>): Promise<ConfirmOrderResponse> {
  let paid: { order: OrderRow; walletAmount: number };
  try {
    paid = await b.db.transaction(async (t) => {
      const tx = asDb(t);
      const order = await ownedOrder(tx, userId, orderId, true);
      const earlier = await wallet.earlier(tx, orderKey(orderId));
      if (earlier && PAID_STATUSES.includes(order.status)) return { order, walletAmount: -earlier.amount };
      if (PAID_STATUSES.includes(order.status)) throw badField('orderId', 'این سفارش پیش‌تر پرداخت شده است.');
      if (!payable(order)) throw badField('orderId', `این سفارش «${STATUS_FA[order.status as keyof typeof STATUS_FA]}» است و پرداخت نمی‌شود.`);
      if (order.holdExpiresAt) {
        const [{ lapsed }] = (await rows<{ lapsed: boolean }>(tx, sql`select ${order.holdExpiresAt} <= now() as lapsed`)) as [{ lapsed: boolean }];
        if (lapsed) throw new HoldLapsed();
      }
      if (order.payableAmount > 0) {
        await wallet.debit(tx, { userId, amount: order.payableAmount, kind: 'OrderPayment', key: orderKey(orderId), orderId, description: `پرداخت سفارش ${order.number} (${order.title})` });
      }
      const moved = await markPaid(b, tx, order, 'Wallet');
      return { order: moved!, walletAmount: order.payableAmount };
    });
  } catch (error) {
    if (!(error instanceof HoldLapsed)) throw error;
    await expireIfLapsed(b, orderId);
    throw badField('orderId', 'مهلت پرداخت این سفارش تمام شده و صندلی‌ها آزاد شده‌اند؛ دوباره جست‌وجو کنید.');
  }
  await afterPaid(orderId);
  const order = await ownedOrder(b.db, userId, orderId);
  return { order: toSummary(order), walletAmount: paid.walletAmount, balance: await wallet.balance(userId) };
}
