import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentStatus } from '../../../src/contract';
import { formatNumber } from '../../../src/domain/numbers';
import type { Db } from '../../db';
import { rows } from '../../db/rows';
import { orders, payments } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique';
import type { GatewayPayment, PaymentGateway } from '../../providers/payment/gateway';
import type { Gateways } from '../../providers/payment';
import { asDb, type Booking } from '../orders/booking';
import { markPaid, payable } from '../orders/settle';
import type { Wallet } from '../wallet/ledger';
import { orderKey } from '../wallet/confirm';

export type PaymentRow = typeof payments.$inferSelect;
/** In the database a payment may also be Reversing: verified, not issuable, its reversal asked for. */
type StoredStatus = PaymentStatus | 'Reversing';

export interface PaymentDeps {
  b: Booking;
  wallet: Wallet;
  /** Issues a paid order's tickets (idempotent). */
  afterPaid: (orderId: string) => Promise<unknown>;
  /** The gateways configured (PAYMENT_GATEWAYS). */
  gateways: Gateways;
  log?: FastifyBaseLogger | undefined;
  /** Told once per payment reaching an outcome (metrics). */
  observe?: ((gateway: string, status: string) => void) | undefined;
}

export const paymentKey = (paymentId: string) => `payment:${paymentId}`;

/** A reversal is asked for only this long before the gateway's window closes (a slow bank must still make it). */
const REVERSE_MARGIN_MS = 2 * 60_000;
const minutes = (n: number) => n * 60_000;

const gatewayPayment = (p: PaymentRow): GatewayPayment => ({
  paymentId: p.id, bankOrderId: p.bankOrderId, amount: p.amount, token: p.bankToken, callback: p.callback ?? null,
});

async function load(db: Db, authority: string): Promise<PaymentRow | undefined> {
  const [p] = await db.select().from(payments).where(eq(payments.authority, authority));
  return p;
}

/** Rows this process moved to an outcome itself (not read after another did): counted once. */
const moved = new WeakSet<PaymentRow>();

/** Moves a payment from `from` to a final status once; answers the row as it then is. */
async function finish(db: Db, p: PaymentRow, from: StoredStatus, status: StoredStatus, message: string | null, set: Partial<PaymentRow> = {}): Promise<PaymentRow> {
  const [row] = await db.update(payments).set({ status, message, settledAt: sql`now()`, ...set })
    .where(and(eq(payments.id, p.id), eq(payments.status, from))).returning();
  if (row) moved.add(row);
  return row ?? (await load(db, p.authority))!;
}

/** Why the order could not take this payment; undefined when it can. The caller says where the money went. */
async function orderProblem(tx: Db, wallet: Wallet, p: PaymentRow, order: typeof orders.$inferSelect): Promise<string | undefined> {
  if (!payable(order) && order.status !== 'Expired') return 'سفارش پیش از این پرداخت شده یا بسته شده بود';
  if (p.amount + p.walletAmount !== order.payableAmount) return 'مبلغ سفارش پس از شروع پرداخت تغییر کرد';
  if (p.walletAmount > 0 && (await wallet.balance(p.userId, tx)).usableBalance < p.walletAmount) {
    return `موجودی کیف پول برای بخش ${formatNumber(p.walletAmount)} ریالی کافی نبود`;
  }
  return undefined;
}

const TO_WALLET = 'مبلغ به کیف پول شما برگشت.';
const TO_CARD = 'مبلغ به کارت شما برگشت داده شد.';
const BANK_RETURNS = 'اگر مبلغی از حساب شما کم شده باشد، بانک آن را خودکار به کارت شما برمی‌گرداند.';

/**
 * Asks the bank whether the money is ours. With the browser's return (or the traveller at our
 * page) verify decides; without it (the payments job) inquiry comes first, so a traveller still at
 * the bank is left alone. The verified reference is committed on its own before the order is
 * touched: a process killed after the bank's verify leaves `verified_at` for the next run.
 */
async function verifyWithBank(deps: PaymentDeps, gateway: PaymentGateway, p: PaymentRow, returned: boolean): Promise<PaymentRow> {
  const db = deps.b.db;
  const now = deps.b.now().getTime();
  const lapsed = now >= p.expiresAt.getTime() + minutes(gateway.verifyWithinMinutes);
  const payment = gatewayPayment(p);
  if (!returned && !p.callback) {
    const asked = await gateway.inquiry(payment);
    if (asked.kind === 'failed') return finish(db, p, 'Pending', 'Failed', asked.message);
    if (asked.kind === 'reversed') return finish(db, p, 'Pending', 'Failed', 'بانک این پرداخت را برگشت داد.');
    if (asked.kind === 'pending' || asked.kind === 'unknown') {
      if (now < p.expiresAt.getTime() || !lapsed) return p;
      return finish(db, p, 'Pending', 'Failed', `مهلت پرداخت تمام شد. ${BANK_RETURNS}`);
    }
  }
  const outcome = await gateway.verify(payment);
  if (outcome.kind === 'unknown') {
    deps.log?.warn({ paymentId: p.id, gateway: gateway.key, code: outcome.code }, 'payment verify had no answer');
    return lapsed ? finish(db, p, 'Pending', 'Failed', `بانک به موقع پاسخ نداد. ${BANK_RETURNS}`) : p;
  }
  if (outcome.kind === 'notPaid') {
    const back = p.callback ? gateway.readReturn(p.callback) : undefined;
    const cancelled = outcome.cancelled ?? (back !== undefined && !back.paid);
    return finish(db, p, 'Pending', returned && cancelled ? 'Cancelled' : 'Failed', back && !back.paid && back.message ? back.message : outcome.message);
  }
  if (outcome.amount !== p.amount) {
    // The bank took another sum than ours: never count it; give it back.
    const reversed = await gateway.reverse(payment);
    if (reversed.kind !== 'reversed' && !lapsed) return p;
    return finish(db, p, 'Pending', 'Failed', reversed.kind === 'reversed'
      ? 'مبلغ تأییدشده بانک با مبلغ پرداخت یکی نبود و برگشت داده شد.'
      : `مبلغ تأییدشده بانک با مبلغ پرداخت یکی نبود. ${BANK_RETURNS}`, { referenceNumber: outcome.reference, cardMask: outcome.cardMask });
  }
  try {
    const [row] = await db.update(payments)
      .set({ verifiedAt: sql`now()`, bankReference: outcome.reference, referenceNumber: outcome.reference, cardMask: outcome.cardMask })
      .where(and(eq(payments.id, p.id), eq(payments.status, 'Pending'), isNull(payments.verifiedAt))).returning();
    return row ?? (await load(db, p.authority))!;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A bank reference seen on another payment pays once: this one does not count.
    deps.log?.warn({ paymentId: p.id, gateway: gateway.key }, 'bank reference already used by another payment');
    return finish(db, p, 'Pending', 'Failed', 'این رسید بانکی پیش‌تر برای پرداخت دیگری ثبت شده است.');
  }
}

/**
 * A verified payment meets its order, once: the row is locked and moved out of Pending in one
 * transaction, so of any number of callbacks, retries and job runs one decides. When the order can
 * no longer be paid (seats gone, hold lapsed and not retakable), the money goes back to the card
 * while the gateway's reversal window is open, else to the wallet.
 */
async function decide(deps: PaymentDeps, gateway: PaymentGateway, verified: PaymentRow): Promise<PaymentRow> {
  const { b, wallet } = deps;
  let paidOrder: string | undefined;
  const result = await b.db.transaction(async (t) => {
    const tx = asDb(t);
    const [p] = await tx.select().from(payments).where(eq(payments.id, verified.id)).for('update');
    if (!p || p.status !== 'Pending') return p!;
    const reference = p.referenceNumber;
    if (p.purpose === 'WalletCharge' || !p.orderId) {
      await wallet.credit(tx, { userId: p.userId, amount: p.amount, kind: 'Charge', key: paymentKey(p.id), paymentId: p.id, description: `شارژ کیف پول از درگاه (مرجع ${reference})` });
      return finish(tx, p, 'Pending', 'Succeeded', null);
    }
    const [order] = await tx.select().from(orders).where(eq(orders.id, p.orderId)).for('update');
    const problem = await orderProblem(tx, wallet, p, order!);
    const paid = problem ? undefined : await markPaid(b, tx, order!, p.walletAmount > 0 ? 'Mixed' : 'Gateway');
    if (!paid) {
      const reason = problem ?? `${productInventory(order!)} این سفارش دیگر آزاد نبود`;
      const reversible = gateway.reverseWithinMinutes > 0
        && b.now().getTime() < p.verifiedAt!.getTime() + minutes(gateway.reverseWithinMinutes) - REVERSE_MARGIN_MS;
      if (reversible) return finish(tx, p, 'Pending', 'Reversing', `${reason}؛ ${TO_CARD}`);
      await wallet.credit(tx, { userId: p.userId, amount: p.amount, kind: 'PaymentReturn', key: paymentKey(p.id), paymentId: p.id, orderId: p.orderId, description: `بازگشت وجه پرداخت سفارش ${order!.number}` });
      return finish(tx, p, 'Pending', 'Returned', `${reason}؛ ${TO_WALLET}`);
    }
    if (p.walletAmount > 0) {
      await wallet.debit(tx, { userId: p.userId, amount: p.walletAmount, kind: 'OrderPayment', key: orderKey(p.orderId), orderId: p.orderId, paymentId: p.id, description: `پرداخت سفارش ${order!.number} (بخش کیف پول)` });
    }
    paidOrder = p.orderId;
    return finish(tx, p, 'Pending', 'Succeeded', null);
  });
  // Issuing is retried by VerifyIssueFlightTicket if it fails here; the payment stands either way.
  if (paidOrder) await deps.afterPaid(paidOrder).catch((error: unknown) => deps.log?.error({ err: error, orderId: paidOrder }, 'issuing after payment failed'));
  return result;
}

const productInventory = (order: typeof orders.$inferSelect) => (order.product.endsWith('Flight') ? 'صندلی‌های' : 'ظرفیت');

/**
 * Gives a verified payment that could not be issued back to the card. The bank refusing (window
 * closed, already settled), or no answer until the window closes, sends it to the wallet instead:
 * either way the traveller has the money back within the gateway's deadline.
 */
async function reverseWithBank(deps: PaymentDeps, gateway: PaymentGateway, p: PaymentRow): Promise<PaymentRow> {
  const outcome = await gateway.reverse(gatewayPayment(p));
  if (outcome.kind === 'reversed') return finish(deps.b.db, p, 'Reversing', 'Reversed', p.message);
  const windowClosed = deps.b.now().getTime() >= p.verifiedAt!.getTime() + minutes(gateway.reverseWithinMinutes);
  if (outcome.kind === 'unknown' && !windowClosed) return p;
  deps.log?.warn({ paymentId: p.id, gateway: gateway.key, code: outcome.code }, 'reversal refused: the money goes to the wallet');
  return deps.b.db.transaction(async (t) => {
    const tx = asDb(t);
    const [row] = await tx.select().from(payments).where(eq(payments.id, p.id)).for('update');
    if (row?.status !== 'Reversing') return row!;
    const [order] = row.orderId ? await tx.select({ number: orders.number }).from(orders).where(eq(orders.id, row.orderId)) : [];
    await deps.wallet.credit(tx, { userId: row.userId, amount: row.amount, kind: 'PaymentReturn', key: paymentKey(row.id), paymentId: row.id, orderId: row.orderId, description: `بازگشت وجه پرداخت سفارش ${order?.number ?? ''}`.trim() });
    return finish(tx, row, 'Reversing', 'Returned', (row.message ?? '').replace(TO_CARD, TO_WALLET));
  });
}

/** Moves verified money to the merchant where the gateway has that step (Mellat), after the order is issued. */
async function settleWithBank(deps: PaymentDeps, gateway: PaymentGateway, p: PaymentRow): Promise<PaymentRow> {
  const outcome = await gateway.settle(gatewayPayment(p));
  if (outcome.kind !== 'settled') {
    deps.log?.warn({ paymentId: p.id, gateway: gateway.key, code: outcome.code }, 'payment settle had no answer; retried by the payments job');
    return p;
  }
  const [row] = await deps.b.db.update(payments).set({ bankSettledAt: sql`now()` }).where(and(eq(payments.id, p.id), isNull(payments.bankSettledAt))).returning();
  return row ?? p;
}

/**
 * Brings one payment as far as it can go now and answers it as it then is: verify with the bank,
 * pay or give back the order, reverse, settle. Safe to call any number of times, from any process,
 * at any step (each step is guarded by the status it moves from). `returned`: the browser came
 * back from the bank (or is at our page); otherwise the payments job is asking.
 */
export async function settle(deps: PaymentDeps, authority: string, returned = true): Promise<PaymentRow | undefined> {
  let p = await load(deps.b.db, authority);
  if (!p) return undefined;
  const gateway = deps.gateways.byId(p.gatewayId);
  if (!gateway) {
    // Taken off PAYMENT_GATEWAYS while a payment was open: an operator settles it with the bank.
    deps.log?.error({ paymentId: p.id, gatewayId: p.gatewayId }, 'payment of a gateway no longer configured');
    return p;
  }
  if (p.status === 'Pending' && !p.verifiedAt) p = await verifyWithBank(deps, gateway, p, returned);
  if (p.status === 'Pending' && p.verifiedAt) p = await decide(deps, gateway, p);
  if (p.status === 'Reversing') p = await reverseWithBank(deps, gateway, p);
  if (moved.has(p) && p.status !== 'Reversing') deps.observe?.(gateway.key, p.status);
  if (p.status === 'Succeeded' && !p.bankSettledAt) p = await settleWithBank(deps, gateway, p);
  return p;
}

/** Keeps the bank's return on the payment (first one wins), so verify and a later job run can read it. */
export async function recordReturn(db: Db, paymentId: string, fields: Record<string, string>): Promise<PaymentRow | undefined> {
  await db.update(payments).set({ callback: fields, callbackAt: sql`now()` })
    .where(and(eq(payments.id, paymentId), isNull(payments.callback), eq(payments.status, 'Pending')));
  const [p] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return p;
}

/**
 * The payments job: every payment that went to a bank and has no outcome yet (the traveller never
 * came back, a callback was dropped, the process died between verify and issue), every reversal
 * asked for, and every verified payment not yet settled with its bank.
 */
export async function sweepPayments(deps: PaymentDeps): Promise<number> {
  const due = await rows<{ authority: string }>(deps.b.db, sql`
    select authority from payments
    where (status in ('Pending', 'Reversing') and created_at <= now() - interval '2 minutes')
       or (status = 'Pending' and verified_at is not null)
       or (status = 'Succeeded' and bank_settled_at is null)
    order by created_at limit 100`);
  let moved = 0;
  for (const { authority } of due) {
    const before = await load(deps.b.db, authority);
    const after = await settle(deps, authority, false).catch((error: unknown) => {
      deps.log?.error({ err: error, authority: authority.slice(0, 6) }, 'payments job step failed');
      return undefined;
    });
    if (after && (after.status !== before?.status || after.bankSettledAt !== before?.bankSettledAt)) moved++;
  }
  return moved;
}
