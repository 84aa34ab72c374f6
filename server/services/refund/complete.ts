import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../src/contract';
import { rows } from '../../db/rows';
import { refundRequests } from '../../db/schema';
import { asDb, type Booking } from '../orders/booking';
import { moveOrder } from '../orders/store';
import { refundPolicyOf } from './create';
import type { Wallet } from '../wallet/ledger';

/** Pays one due refund, once: the request row is locked and moved out of Requested in one transaction. */
export async function completeRefund(b: Booking, wallet: Wallet, refundId: string): Promise<boolean> {
  return b.db.transaction(async (t) => {
    const tx = asDb(t);
    const [due] = await rows<{ order_id: string }>(tx, sql`
      select order_id from refund_requests where id = ${refundId} and status = 'Requested' and due_at <= now() for update skip locked`);
    if (!due) return false;
    const [order] = await rows<{ id: string; user_id: string; status: OrderStatus; number: number; product: string }>(tx, sql`
      select id, user_id, status, number, product from orders where id = ${due.order_id} for update`);
    const policy = refundPolicyOf(order!);
    const [r] = await tx.select().from(refundRequests).where(eq(refundRequests.id, refundId));
    const base = { userId: r!.userId, orderId: order!.id, refundId, kind: 'Refund' as const };
    let bankReference: string | null = null;
    if (r!.destination === 'Wallet') {
      if (r!.amount > 0) await wallet.credit(tx, { ...base, amount: r!.amount, gift: r!.giftAmount, key: `refund:${refundId}`, description: `استرداد سفارش ${order!.number}` });
    } else {
      bankReference = String(randomInt(100_000_000, 999_999_999)) + String(randomInt(100, 999));
      if (r!.giftAmount > 0) await wallet.credit(tx, { ...base, amount: r!.giftAmount, gift: r!.giftAmount, key: `refund:${refundId}`, description: `استرداد اعتبار هدیه سفارش ${order!.number}` });
    }
    const seats = await policy.complete(tx, order!.id, refundId);
    await tx.update(refundRequests).set({ status: 'Refunded', completedAt: sql`now()`, bankReference }).where(eq(refundRequests.id, refundId));
    const counts = await policy.counts(tx, order!.id);
    if (counts.requested === 0) {
      const next: OrderStatus = counts.active === 0 ? 'Refunded' : 'PartiallyRefunded';
      await moveOrder(tx, order!.id, ['RefundRequested'], next, {}, r!.destination === 'Wallet' ? 'مبلغ به کیف پول برگشت.' : `مبلغ به حساب ${r!.sheba} واریز شد.`);
      await b.live.publish(tx, { kind: 'order', userId: order!.user_id, orderId: order!.id, status: next });
    }
    if (seats.length > 0) await b.live.publish(tx, { kind: 'seats', changes: seats });
    return true;
  });
}

/** The refund background step; any process may run it, concurrently. */
export async function sweepRefunds(b: Booking, wallet: Wallet): Promise<number> {
  const due = await rows<{ id: string }>(b.db, sql`select id from refund_requests where status = 'Requested' and due_at <= now() order by due_at limit 100`);
  let done = 0;
  for (const { id } of due) if (await completeRefund(b, wallet, id)) done++;
  return done;
}
