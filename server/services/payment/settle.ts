import { eq, sql } from 'drizzle-orm';
import type { PaymentStatus } from '../../../src/contract';
import { formatNumber } from '../../../src/domain/numbers';
import type { Db } from '../../db';
import { rows } from '../../db/rows';
import { orders, payments, sandboxBankTransactions } from '../../db/schema';
import { asDb, type Booking } from '../orders/booking';
import { markPaid, payable } from '../orders/settle';
import type { Wallet } from '../wallet/ledger';
import { orderKey } from '../wallet/confirm';

export type PaymentRow = typeof payments.$inferSelect;

export interface PaymentDeps {
  b: Booking;
  wallet: Wallet;
  /** Issues a paid order's tickets (idempotent). */
  afterPaid: (orderId: string) => Promise<unknown>;
}

export const paymentKey = (paymentId: string) => `payment:${paymentId}`;

async function finish(tx: Db, id: string, status: PaymentStatus, message: string | null, bank?: { referenceNumber: string | null; cardMask: string | null }) {
  const [row] = await tx.update(payments).set({
    status, message, settledAt: sql`now()`, ...(bank ? { referenceNumber: bank.referenceNumber, cardMask: bank.cardMask } : {}),
  }).where(eq(payments.id, id)).returning();
  return row!;
}

/** Why the order could not take this payment; undefined when it can. */
async function orderProblem(tx: Db, wallet: Wallet, p: PaymentRow, order: typeof orders.$inferSelect): Promise<string | undefined> {
  if (!payable(order) && order.status !== 'Expired') return 'سفارش پیش از این پرداخت شده یا بسته شده بود؛ مبلغ به کیف پول شما برگشت.';
  if (p.amount + p.walletAmount !== order.payableAmount) return 'مبلغ سفارش پس از شروع پرداخت تغییر کرد؛ مبلغ به کیف پول شما برگشت.';
  if (p.walletAmount > 0 && (await wallet.balance(p.userId, tx)).usableBalance < p.walletAmount) {
    return `موجودی کیف پول برای بخش ${formatNumber(p.walletAmount)} ریالی کافی نبود؛ مبلغ پرداختی به کیف پول شما برگشت.`;
  }
  return undefined;
}

/**
 * Verifies and settles a payment once. The payment row is locked and moved out of Pending in the
 * same transaction, so of any number of callbacks (double clicks, retries, the sweeper) one
 * settles and the rest read the result. Verification reads the bank's own record and compares it
 * with the amount in OUR database; whatever the callback claims is not trusted.
 * `abandonExpired`: with no bank record, a payment past its expiry fails (the sweeper);
 * otherwise the traveller came back without paying (the callback) and it is cancelled.
 */
export async function settle(deps: PaymentDeps, authority: string, abandonExpired = false): Promise<PaymentRow | undefined> {
  const { b, wallet } = deps;
  let paidOrder: string | undefined;
  const result = await b.db.transaction(async (t) => {
    const tx = asDb(t);
    const [p] = await tx.select().from(payments).where(eq(payments.authority, authority)).for('update');
    if (!p || p.status !== 'Pending') return p;
    const [bank] = await tx.select().from(sandboxBankTransactions).where(eq(sandboxBankTransactions.authority, authority));
    if (!bank) {
      if (!abandonExpired) return finish(tx, p.id, 'Cancelled', 'پرداخت انجام نشد.');
      const [{ expired }] = (await rows<{ expired: boolean }>(tx, sql`select ${p.expiresAt} <= now() as expired`)) as [{ expired: boolean }];
      return expired ? finish(tx, p.id, 'Failed', 'مهلت پرداخت تمام شد.') : p;
    }
    if (bank.status !== 'Paid') return finish(tx, p.id, bank.status === 'Cancelled' ? 'Cancelled' : 'Failed', bank.message ?? 'پرداخت انجام نشد.', bank);
    if (bank.amount !== p.amount) {
      // The bank took a different sum: reverse it, as Shaparak's reversal would.
      await tx.update(sandboxBankTransactions).set({ status: 'Reversed' }).where(eq(sandboxBankTransactions.authority, authority));
      return finish(tx, p.id, 'Failed', 'مبلغ تأییدشده بانک با مبلغ پرداخت یکی نبود و برگشت داده شد.', bank);
    }
    if (p.purpose === 'WalletCharge' || !p.orderId) {
      await wallet.credit(tx, { userId: p.userId, amount: p.amount, kind: 'Charge', key: paymentKey(p.id), paymentId: p.id, description: `شارژ کیف پول از درگاه (مرجع ${bank.referenceNumber})` });
      return finish(tx, p.id, 'Succeeded', null, bank);
    }
    const [order] = await tx.select().from(orders).where(eq(orders.id, p.orderId)).for('update');
    const problem = await orderProblem(tx, wallet, p, order!);
    const paid = problem ? undefined : await markPaid(b, tx, order!, p.walletAmount > 0 ? 'Mixed' : 'Gateway');
    if (!paid) {
      await wallet.credit(tx, { userId: p.userId, amount: p.amount, kind: 'PaymentReturn', key: paymentKey(p.id), paymentId: p.id, orderId: p.orderId, description: `بازگشت وجه پرداخت سفارش ${order!.number}` });
      return finish(tx, p.id, 'Returned', problem ?? 'صندلی‌های این پرواز دیگر آزاد نبود؛ مبلغ به کیف پول شما برگشت.', bank);
    }
    if (p.walletAmount > 0) {
      await wallet.debit(tx, { userId: p.userId, amount: p.walletAmount, kind: 'OrderPayment', key: orderKey(p.orderId), orderId: p.orderId, paymentId: p.id, description: `پرداخت سفارش ${order!.number} (بخش کیف پول)` });
    }
    paidOrder = p.orderId;
    return finish(tx, p.id, 'Succeeded', null, bank);
  });
  // Issuing is retried by VerifyIssueFlightTicket if it fails here; the payment stands either way.
  if (paidOrder) await deps.afterPaid(paidOrder).catch(() => undefined);
  return result;
}

/** Pending payments the traveller never came back from: verify with the bank, or let them lapse. */
export async function sweepPayments(deps: PaymentDeps): Promise<number> {
  const due = await rows<{ authority: string }>(deps.b.db, sql`
    select authority from payments where status = 'Pending' and created_at <= now() - interval '2 minutes' order by created_at limit 100`);
  let settled = 0;
  for (const { authority } of due) if ((await settle(deps, authority, true))?.status !== 'Pending') settled++;
  return settled;
}
