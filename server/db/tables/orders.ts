import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema';

const money = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An order (flight or visa). `status` moves Created → Reserved → Paid → Issued, or to Expired,
 * Cancelled, RefundRequested, PartiallyRefunded, Refunded; every move is also a row of order_events.
 * Amounts are integer rials computed by the server: payable = base − discount.
 */
export const orders = pgTable('orders', {
  id: uuid('id').primaryKey(),
  number: serial('number').notNull().unique(),
  userId: uuid('user_id').notNull().references(() => users.id),
  product: text('product').notNull(), // 'DomesticFlight' | 'InternationalFlight' | 'Visa'
  status: text('status').notNull(),
  channel: text('channel').notNull(), // 'Pwa' | 'WebSite'
  clientIdentifier: integer('client_identifier'), // SPEC §1: PARSIAN=1, SAFARMARKET=5
  /** The client's key for one booking attempt: a retried submit gets the same order. */
  clientRequestId: text('client_request_id'),
  baseAmount: money('base_amount').notNull(),
  discountAmount: money('discount_amount').notNull().default(0),
  payableAmount: money('payable_amount').notNull(),
  voucherCode: text('voucher_code'),
  /** Persian headline for lists (route or visa destination), the passenger count and first departure. */
  title: text('title').notNull(),
  passengerCount: integer('passenger_count').notNull(),
  departureTime: text('departure_time'),
  contactMobile: text('contact_mobile').notNull(),
  contactEmail: text('contact_email'),
  /** Flights: the search the order was priced on (its party and route). */
  search: jsonb('search'),
  holdExpiresAt: at('hold_expires_at'),
  paymentMethod: text('payment_method'), // 'Gateway' | 'Wallet' | 'Mixed'
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  reservedAt: at('reserved_at'),
  paidAt: at('paid_at'),
  issuedAt: at('issued_at'),
  expiredAt: at('expired_at'),
  cancelledAt: at('cancelled_at'),
  refundRequestedAt: at('refund_requested_at'),
  refundedAt: at('refunded_at'),
}, (t) => [
  index('orders_user_idx').on(t.userId, t.createdAt),
  index('orders_hold_idx').on(t.holdExpiresAt).where(sql`status = 'Reserved'`),
  uniqueIndex('orders_client_request_idx').on(t.userId, t.clientRequestId),
  check('orders_amounts_check', sql`discount_amount >= 0 and discount_amount <= base_amount and payable_amount = base_amount - discount_amount`),
]);

export const orderEvents = pgTable('order_events', {
  id: serial('id').primaryKey(),
  orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  status: text('status').notNull(),
  at: at('at').notNull().defaultNow(),
  note: text('note'),
}, (t) => [index('order_events_order_idx').on(t.orderId)]);

/** One flight direction of an order: the proposal as priced, and its PNR once issued. */
export const orderSegments = pgTable('order_segments', {
  id: uuid('id').primaryKey(),
  orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  idx: integer('idx').notNull(),
  requestId: uuid('request_id').notNull(),
  proposalId: text('proposal_id').notNull(),
  isReturning: boolean('is_returning').notNull(),
  proposal: jsonb('proposal').notNull(),
  departureAt: at('departure_at').notNull(),
  isCharter: boolean('is_charter').notNull(),
  refundable: boolean('refundable').notNull(),
  pnr: text('pnr').unique(),
}, (t) => [uniqueIndex('order_segments_order_idx').on(t.orderId, t.idx)]);

/** A traveller of an order, copied from the form (a saved passenger may change or go later). */
export const orderPassengers = pgTable('order_passengers', {
  id: uuid('id').primaryKey(),
  orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  idx: integer('idx').notNull(),
  passengerType: integer('passenger_type').notNull(),
  savedPassengerId: uuid('saved_passenger_id'),
  firstNameFa: text('first_name_fa'),
  lastNameFa: text('last_name_fa'),
  firstNameEn: text('first_name_en').notNull(),
  lastNameEn: text('last_name_en').notNull(),
  gender: text('gender').notNull(),
  birthDate: text('birth_date').notNull(),
  nationality: text('nationality').notNull(),
  nationalCode: text('national_code'),
  passportNumber: text('passport_number'),
  passportExpiryDate: text('passport_expiry_date'),
  passportIssuingCountry: text('passport_issuing_country'),
}, (t) => [uniqueIndex('order_passengers_order_idx').on(t.orderId, t.idx)]);

/** One passenger on one segment: the unit that is priced, ticketed and refunded. */
export const orderItems = pgTable('order_items', {
  id: uuid('id').primaryKey(),
  orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  segmentId: uuid('segment_id').notNull().references(() => orderSegments.id, { onDelete: 'cascade' }),
  passengerId: uuid('passenger_id').notNull().references(() => orderPassengers.id, { onDelete: 'cascade' }),
  baseFare: money('base_fare').notNull(),
  tax: money('tax').notNull(),
  price: money('price').notNull(),
  ticketNumber: text('ticket_number').unique(),
  status: text('status').notNull().default('Active'), // 'Active' | 'RefundRequested' | 'Refunded'
  refundRequestId: uuid('refund_request_id'),
}, (t) => [uniqueIndex('order_items_segment_passenger_idx').on(t.segmentId, t.passengerId), index('order_items_order_idx').on(t.orderId)]);

/**
 * Seats per supplier offer (flight, date, fare class): capacity as the supplier gave it when first
 * booked, taken by our holds and sales. The check makes overbooking impossible whatever the race.
 */
export const seatInventory = pgTable('seat_inventory', {
  offerKey: text('offer_key').primaryKey(),
  capacity: integer('capacity').notNull(),
  taken: integer('taken').notNull().default(0),
  updatedAt: at('updated_at').notNull().defaultNow(),
}, () => [check('seat_inventory_taken_check', sql`taken >= 0 and taken <= capacity`)]);

/** An order's seats on one offer: Held for 15 minutes, then Sold (paid) or Released. */
export const seatHolds = pgTable('seat_holds', {
  id: serial('id').primaryKey(),
  orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  offerKey: text('offer_key').notNull(),
  seats: integer('seats').notNull(),
  state: text('state').notNull(), // 'Held' | 'Sold' | 'Released'
  createdAt: at('created_at').notNull().defaultNow(),
  releasedAt: at('released_at'),
}, (t) => [uniqueIndex('seat_holds_order_offer_idx').on(t.orderId, t.offerKey)]);
