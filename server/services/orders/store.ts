import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type {
  Gender, OrderChannel, OrderDetails, OrderItem, OrderItemStatus, OrderPassenger, OrderProduct, OrderSegment, OrderStatus, OrderSummary,
  PassengerType, PaymentMethod, Proposal,
} from '../../../src/contract';
import type { Db } from '../../db';
import { orderEvents, orderItems, orderPassengers, orderSegments, orders } from '../../db/schema';
import { HttpError } from '../../http/envelope';

export type OrderRow = typeof orders.$inferSelect;
export type SegmentRow = typeof orderSegments.$inferSelect;
export type PassengerRow = typeof orderPassengers.$inferSelect;
export type ItemRow = typeof orderItems.$inferSelect;

export const STATUS_FA: Record<OrderStatus, string> = {
  Created: 'ثبت‌شده',
  Reserved: 'رزروشده، در انتظار پرداخت',
  Paid: 'پرداخت‌شده',
  Issued: 'صادرشده',
  Expired: 'منقضی‌شده',
  Cancelled: 'لغوشده',
  RefundRequested: 'در انتظار استرداد',
  PartiallyRefunded: 'بخشی استردادشده',
  Refunded: 'استردادشده',
};

export const ORDER_NOT_FOUND = 'این سفارش در سفارش‌های شما نیست.';

/** The columns a status sets when the order enters it. */
const STAMP: Partial<Record<OrderStatus, keyof OrderRow>> = {
  Reserved: 'reservedAt', Paid: 'paidAt', Issued: 'issuedAt', Expired: 'expiredAt', Cancelled: 'cancelledAt',
  RefundRequested: 'refundRequestedAt', Refunded: 'refundedAt',
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toSummary(row: OrderRow): OrderSummary {
  const status = row.status as OrderStatus;
  return {
    id: row.id,
    number: row.number,
    product: row.product as OrderProduct,
    status,
    statusFa: STATUS_FA[status],
    channel: row.channel as OrderChannel,
    clientIdentifier: row.clientIdentifier,
    title: row.title,
    baseAmount: row.baseAmount,
    discountAmount: row.discountAmount,
    payableAmount: row.payableAmount,
    voucherCode: row.voucherCode,
    passengerCount: row.passengerCount,
    departureTime: row.departureTime,
    holdExpiresAt: status === 'Reserved' ? iso(row.holdExpiresAt) : null,
    paymentMethod: row.paymentMethod as PaymentMethod | null,
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
    issuedAt: iso(row.issuedAt),
  };
}

export function toOrderPassenger(p: PassengerRow): OrderPassenger {
  return {
    id: p.id,
    passengerType: p.passengerType as PassengerType,
    firstNameFa: p.firstNameFa,
    lastNameFa: p.lastNameFa,
    firstNameEn: p.firstNameEn,
    lastNameEn: p.lastNameEn,
    gender: p.gender as Gender,
    birthDate: p.birthDate,
    nationality: p.nationality,
    nationalCode: p.nationalCode,
    passportNumber: p.passportNumber,
    passportExpiryDate: p.passportExpiryDate,
  };
}

export function toOrderItem(i: ItemRow, passengerType: number): OrderItem {
  return {
    id: i.id, segmentId: i.segmentId, passengerId: i.passengerId, passengerType: passengerType as PassengerType,
    baseFare: i.baseFare, tax: i.tax, price: i.price, ticketNumber: i.ticketNumber, status: i.status as OrderItemStatus,
  };
}

export function toSegment(s: SegmentRow): OrderSegment {
  return {
    id: s.id, requestId: s.requestId, proposalId: s.proposalId, isReturning: s.isReturning, isCharter: s.isCharter,
    refundable: s.refundable, proposal: s.proposal as Proposal, pnr: s.pnr,
  };
}

export interface OrderParts {
  segments: SegmentRow[];
  passengers: PassengerRow[];
  items: ItemRow[];
}

export async function orderParts(db: Db, orderId: string): Promise<OrderParts> {
  const [segments, passengers, items] = await Promise.all([
    db.select().from(orderSegments).where(eq(orderSegments.orderId, orderId)).orderBy(asc(orderSegments.idx)),
    db.select().from(orderPassengers).where(eq(orderPassengers.orderId, orderId)).orderBy(asc(orderPassengers.idx)),
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)),
  ]);
  const segIdx = new Map(segments.map((s) => [s.id, s.idx]));
  const paxIdx = new Map(passengers.map((p) => [p.id, p.idx]));
  items.sort((a, b) => segIdx.get(a.segmentId)! - segIdx.get(b.segmentId)! || paxIdx.get(a.passengerId)! - paxIdx.get(b.passengerId)!);
  return { segments, passengers, items };
}

export async function orderDetails(db: Db, row: OrderRow): Promise<OrderDetails> {
  const [{ segments, passengers, items }, history] = await Promise.all([
    orderParts(db, row.id),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, row.id)).orderBy(asc(orderEvents.id)),
  ]);
  const kind = new Map(passengers.map((p) => [p.id, p.passengerType]));
  return {
    ...toSummary(row),
    contact: { mobile: row.contactMobile, email: row.contactEmail },
    segments: segments.map(toSegment),
    passengers: passengers.map(toOrderPassenger),
    items: items.map((i) => toOrderItem(i, kind.get(i.passengerId)!)),
    history: history.map((h) => ({ status: h.status as OrderStatus, at: h.at.toISOString(), note: h.note })),
  };
}

/** The caller's order, optionally row-locked inside a transaction; anyone else's is a 404. */
export async function ownedOrder(db: Db, userId: string, orderId: string, lock = false): Promise<OrderRow> {
  const query = db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new HttpError(404, ORDER_NOT_FOUND);
  return row;
}

/**
 * Moves an order from one of `from` to `to` in one conditional statement (so two racing moves
 * cannot both happen), stamps the status's time column and records the event.
 */
export async function moveOrder(db: Db, orderId: string, from: OrderStatus[], to: OrderStatus, set: PgUpdateSetSource<typeof orders> = {}, note: string | null = null): Promise<OrderRow | undefined> {
  const stamp = STAMP[to];
  const [row] = await db.update(orders)
    .set({ ...set, status: to, updatedAt: sql`now()`, ...(stamp ? { [stamp]: sql`now()` } : {}) })
    .where(and(eq(orders.id, orderId), inArray(orders.status, from)))
    .returning();
  if (row) await db.insert(orderEvents).values({ orderId, status: to, note });
  return row;
}
