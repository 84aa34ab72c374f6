import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgSequence, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The tour operator's confirmation codes, issued when a tour order is paid. */
export const tourConfirmationSeq = pgSequence('tour_confirmation_seq', { startWith: 100000, increment: 1 });

/**
 * The tour part of a Tour order: the package, departure and hotel as booked (snapshots: the
 * operator may change them later; these stand), how the party shares rooms, the priced lines, the
 * policy, and once issued the operator's confirmation code.
 */
export const tourOrders = pgTable('tour_orders', {
  orderId: uuid('order_id').primaryKey().references(() => orders.id, { onDelete: 'cascade' }),
  packageId: text('package_id').notNull(),
  departureId: text('departure_id').notNull(),
  /** TourOrderDetails['tour']. */
  tour: jsonb('tour').notNull(),
  /** TourOrderDetails['departure']. */
  departure: jsonb('departure').notNull(),
  /** TourOrderDetails['hotel']. */
  hotel: jsonb('hotel').notNull(),
  /** TourRoomInput[] as booked. */
  rooms: jsonb('rooms').notNull(),
  /** TourQuoteLine[]. */
  lines: jsonb('lines').notNull(),
  /** TourPackage['cancellation'] snapshot. */
  cancellation: jsonb('cancellation').notNull(),
  /** The departure day's start in Tehran: the policy's days count back from it. */
  departsAt: at('departs_at').notNull(),
  confirmationCode: text('confirmation_code').unique(),
}, (t) => [index('tour_orders_departure_idx').on(t.departureId)]);

/** One traveller of a tour order: the unit priced and refunded. */
export const tourOrderPassengers = pgTable('tour_order_passengers', {
  id: uuid('id').primaryKey(),
  orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  idx: integer('idx').notNull(),
  passengerType: integer('passenger_type').notNull(), // 1 adult, 2 child, 3 infant (age on the departure date)
  /** CleanPassenger: the flight passenger's checked fields. */
  person: jsonb('person').notNull(),
  /** TourOrderPassenger['priceKind']. */
  priceKind: text('price_kind').notNull(),
  price: bigint('price', { mode: 'number' }).notNull(),
  status: text('status').notNull().default('Active'), // 'Active' | 'RefundRequested' | 'Refunded'
  refundRequestId: uuid('refund_request_id'),
}, (t) => [uniqueIndex('tour_order_passengers_order_idx').on(t.orderId, t.idx)]);

/**
 * Places per departure: capacity as the operator gave it when the departure was first booked here,
 * taken by our holds and sales (infants take none). The check makes selling the last place twice
 * impossible whatever the race.
 */
export const tourDepartures = pgTable('tour_departures', {
  departureId: text('departure_id').primaryKey(),
  capacity: integer('capacity').notNull(),
  taken: integer('taken').notNull().default(0),
  updatedAt: at('updated_at').notNull().defaultNow(),
}, () => [check('tour_departures_taken_check', sql`taken >= 0 and taken <= capacity`)]);

/** An order's places in its departure: Held until the hold lapses, then Sold (paid) or Released. */
export const tourDepartureHolds = pgTable('tour_departure_holds', {
  id: serial('id').primaryKey(),
  orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  departureId: text('departure_id').notNull(),
  places: integer('places').notNull(),
  state: text('state').notNull(), // 'Held' | 'Sold' | 'Released'
  createdAt: at('created_at').notNull().defaultNow(),
  releasedAt: at('released_at'),
}, (t) => [
  uniqueIndex('tour_departure_holds_order_idx').on(t.orderId),
  check('tour_departure_holds_places_check', sql`places >= 0`),
]);
