import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { CreateRefundRequest, RefundQuote, RefundQuoteRequest } from '../../../src/contract';
import type { Db } from '../../db';
import { refundReasons, refundRequests } from '../../db/schema';
import { BadRequest, badField, type FieldErrors } from '../../http/envelope';
import { canonicalSheba } from '../../rules/sheba';
import { asDb, type Booking } from '../orders/booking';
import { productOf } from '../orders/products';
import { moveOrder, ownedOrder, type OrderRow } from '../orders/store';
import type { RefundPolicy } from './policy';
import { giftPaid } from './quote';
import { REFUNDABLE_ORDER } from './units';

/**
 * How long the background step waits before paying a refund (the airline's confirmation, in real
 * life days): REFUND_DELAY_MINUTES, 5 by default; 0 pays it as soon as it is asked (tests).
 */
export function refundDelayMinutes(): number {
  const raw = process.env.REFUND_DELAY_MINUTES;
  const minutes = raw === undefined || raw === '' ? 5 : Number(raw);
  return Number.isFinite(minutes) && minutes >= 0 ? minutes : 5;
}

export type RefundRow = typeof refundRequests.$inferSelect;

/** The order's refund policy; a product refunded through support is a 400 saying so. */
export function refundPolicyOf(order: Pick<OrderRow, 'product'>): RefundPolicy {
  const policy = productOf(order).refund;
  if (typeof policy === 'string') throw badField('orderId', policy);
  return policy;
}

/** Checks the body against the order and prices the chosen items as Create would record them. */
async function priceRefund(b: Booking, tx: Db, userId: string, body: RefundQuoteRequest, ids: string[], lock: boolean) {
  const errors: FieldErrors = {};
  const order = await ownedOrder(tx, userId, body.orderId, lock);
  const policy = refundPolicyOf(order);
  if (!REFUNDABLE_ORDER.includes(order.status)) throw badField('orderId', 'فقط سفارش‌های صادرشده استرداد می‌شوند.');
  const [reason] = await tx.select().from(refundReasons).where(eq(refundReasons.id, body.reasonId));
  if (!reason) throw badField('reasonId', 'دلیل استرداد را از فهرست انتخاب کنید.');
  const involuntary = reason.involuntary && policy.waivesInvoluntary;
  const all = await policy.quote(tx, order, b.now(), involuntary);
  const chosen = ids.map((id, i) => {
    const q = all.find((x) => x.itemId === id);
    if (!q) (errors[`itemIds[${i}]`] ??= []).push('این بلیت در این سفارش نیست.');
    else if (!q.refundable) (errors[`itemIds[${i}]`] ??= []).push(q.reason!);
    return q!;
  });
  if (Object.keys(errors).length > 0) throw new BadRequest(errors);
  policy.checkChoice?.(all, ids);
  const amount = chosen.reduce((s, q) => s + q.refundAmount, 0);
  const giftAmount = order.payableAmount > 0 ? Math.min(amount, Math.floor((amount * (await giftPaid(tx, order.id))) / order.payableAmount)) : 0;
  const quote: RefundQuote = {
    orderId: order.id, reasonId: reason.id, involuntary, amount, giftAmount,
    paidAmount: chosen.reduce((s, q) => s + q.paidAmount, 0), penalty: chosen.reduce((s, q) => s + q.penaltyAmount, 0),
    items: chosen, delayMinutes: refundDelayMinutes(),
  };
  return { order, reason, policy, quote };
}

/** RefundRequest/Quote: what Create would record for these items and reason, asked before confirming. */
export async function quoteRefund(b: Booking, userId: string, body: RefundQuoteRequest): Promise<RefundQuote> {
  const ids = uniqueIds(body.itemIds);
  return (await priceRefund(b, b.db, userId, body, ids, false)).quote;
}

function uniqueIds(itemIds: string[]): string[] {
  const ids = [...new Set(itemIds)];
  if (ids.length !== itemIds.length) throw badField('itemIds', 'یک بلیت دو بار آمده است.');
  return ids;
}

/** RefundRequest/Create: the chosen items go RefundRequested; the amount is paid later by the sweeper. */
export async function createRefund(b: Booking, userId: string, body: CreateRefundRequest): Promise<RefundRow> {
  const errors: FieldErrors = {};
  let sheba: string | null = null;
  if (body.destination === 'BankAccount') {
    if (!body.sheba) errors.sheba = ['شماره شبا را وارد کنید.'];
    else if (!(sheba = canonicalSheba(body.sheba) ?? null)) errors.sheba = ['شماره شبا معتبر نیست؛ IR و ۲۴ رقم با رقم کنترل درست.'];
  }
  const ids = [...new Set(body.itemIds)];
  if (ids.length !== body.itemIds.length) errors.itemIds = ['یک بلیت دو بار آمده است.'];
  if (Object.keys(errors).length > 0) throw new BadRequest(errors);

  return b.db.transaction(async (t) => {
    const tx = asDb(t);
    const { order, reason, policy, quote } = await priceRefund(b, tx, userId, body, ids, true);
    const { amount, penalty, giftAmount: gift, items: chosen } = quote;
    const [row] = await tx.insert(refundRequests).values({
      id: randomUUID(), userId, orderId: order.id, reasonId: reason.id, destination: body.destination, sheba,
      accountHolder: body.accountHolder?.trim() || null, description: body.description?.trim() || null, status: 'Requested',
      amount, penalty, giftAmount: gift,
      items: chosen.map((q) => ({ itemId: q.itemId, paidAmount: q.paidAmount, penaltyPercent: q.penaltyPercent, refundAmount: q.refundAmount })),
      dueAt: sql`now() + ${Math.round(refundDelayMinutes() * 60)}::int * interval '1 second'`,
    }).returning();
    if (await policy.request(tx, order.id, ids, row!.id) !== ids.length) throw badField('itemIds', 'وضعیت بلیت‌ها همین حالا تغییر کرد؛ دوباره تلاش کنید.');
    if (order.status !== 'RefundRequested') {
      await moveOrder(tx, order.id, ['Issued', 'PartiallyRefunded'], 'RefundRequested', {}, reason.title);
      await b.live.publish(tx, { kind: 'order', userId, orderId: order.id, status: 'RefundRequested' });
    }
    return row!;
  });
}
