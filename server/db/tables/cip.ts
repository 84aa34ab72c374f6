import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgSequence, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The CIP service's confirmation codes, issued when a CIP order is paid. */
export const cipConfirmationSeq = pgSequence('cip_confirmation_seq', { startWith: 100000, increment: 1 });

/**
 * The CIP part of a Cip order: the airport and service as booked (snapshots: the supplier may change
 * its tariff or policy later; these stand), the flight, where and when to meet, the priced lines,
 * and once issued the service's confirmation code.
 */
export const cipOrders = pgTable('cip_orders', {
  orderId: uuid('order_id').primaryKey().references(() => orders.id, { onDelete: 'cascade' }),
  airportCode: text('airport_code').notNull(),
  kind: text('kind').notNull(), // 'Departure' | 'Arrival' | 'Transit'
  /** CipOrderDetails['airport']. */
  airport: jsonb('airport').notNull(),
  /** CipFlightInput (ISO date, HH:MM) with airlineNameFa. */
  flight: jsonb('flight').notNull(),
  /** The flight's instant with the airport's offset. */
  flightTime: text('flight_time').notNull(),
  /** When to be at the meeting point, with the airport's offset; serviceAt is the same instant. */
  meetAt: text('meet_at').notNull(),
  serviceAt: at('service_at').notNull(),
  meetingPointFa: text('meeting_point_fa').notNull(),
  /** CipQuoteLine[]. */
  lines: jsonb('lines').notNull(),
  /** CipExtraRequest[] as priced. */
  extras: jsonb('extras').notNull(),
  /** CipAirport['cancellation'] snapshot. */
  cancellation: jsonb('cancellation').notNull(),
  confirmationCode: text('confirmation_code').unique(),
  /** The caller's flight order this service was offered from, if any. */
  flightOrderId: uuid('flight_order_id').references(() => orders.id, { onDelete: 'set null' }),
}, (t) => [index('cip_orders_airport_idx').on(t.airportCode, t.serviceAt)]);

/** One traveller of a CIP order: the unit priced and refunded. */
export const cipOrderPassengers = pgTable('cip_order_passengers', {
  id: uuid('id').primaryKey(),
  orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  idx: integer('idx').notNull(),
  passengerType: integer('passenger_type').notNull(), // 1 adult, 2 child, 3 infant (age on the flight date)
  /** CleanPassenger: the flight passenger's checked fields. */
  person: jsonb('person').notNull(),
  /** The traveller's share of the total: their tariff, per-person extras and an equal part of the order's extras. */
  price: bigint('price', { mode: 'number' }).notNull(),
  status: text('status').notNull().default('Active'), // 'Active' | 'RefundRequested' | 'Refunded'
  refundRequestId: uuid('refund_request_id'),
}, (t) => [uniqueIndex('cip_order_passengers_order_idx').on(t.orderId, t.idx)]);

/**
 * Lounge places per airport, kind and hour (the airport's clock): capacity as the supplier gave it
 * when the hour was first booked here, taken by our holds and sales. The check makes selling the
 * last place twice impossible whatever the race.
 */
export const cipSlots = pgTable('cip_slots', {
  airportCode: text('airport_code').notNull(),
  kind: text('kind').notNull(),
  day: text('day').notNull(), // ISO YYYY-MM-DD, local
  hour: integer('hour').notNull(), // 0–23, local
  capacity: integer('capacity').notNull(),
  taken: integer('taken').notNull().default(0),
  updatedAt: at('updated_at').notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.airportCode, t.kind, t.day, t.hour] }),
  check('cip_slots_taken_check', sql`taken >= 0 and taken <= capacity`),
]);

/** An order's places in its hour: Held until the hold lapses, then Sold (paid) or Released. */
export const cipSlotHolds = pgTable('cip_slot_holds', {
  id: serial('id').primaryKey(),
  orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  airportCode: text('airport_code').notNull(),
  kind: text('kind').notNull(),
  day: text('day').notNull(),
  hour: integer('hour').notNull(),
  places: integer('places').notNull(),
  state: text('state').notNull(), // 'Held' | 'Sold' | 'Released'
  createdAt: at('created_at').notNull().defaultNow(),
  releasedAt: at('released_at'),
}, (t) => [
  uniqueIndex('cip_slot_holds_order_idx').on(t.orderId),
  check('cip_slot_holds_places_check', sql`places >= 0`),
]);
