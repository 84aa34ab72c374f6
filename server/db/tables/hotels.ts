import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgSequence, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The hotel's confirmation numbers, issued when a hotel order is paid. */
export const hotelConfirmationSeq = pgSequence('hotel_confirmation_seq', { startWith: 100000, increment: 1 });

/**
 * The hotel part of a Hotel order: the hotel and stay as booked, the cancellation policy that
 * applies to it (the hotel may change its policy later; this one stands), and once issued the
 * hotel's confirmation number.
 */
export const hotelOrders = pgTable('hotel_orders', {
  orderId: uuid('order_id').primaryKey().references(() => orders.id, { onDelete: 'cascade' }),
  hotelId: integer('hotel_id').notNull(),
  /** HotelOrderHotel: name, address, hours… as the voucher shows them. */
  hotel: jsonb('hotel').notNull(),
  checkIn: text('check_in').notNull(), // ISO YYYY-MM-DD
  checkOut: text('check_out').notNull(),
  /** NormalizedStay as booked. */
  stay: jsonb('stay').notNull(),
  /** HotelCancellation snapshot. */
  cancellation: jsonb('cancellation').notNull(),
  specialRequests: text('special_requests'),
  confirmationNumber: text('confirmation_number').unique(),
}, (t) => [index('hotel_orders_hotel_idx').on(t.hotelId, t.checkIn)]);

/** One booked room: its offer, party, lead guest and nightly prices; the unit refunded. */
export const hotelOrderRooms = pgTable('hotel_order_rooms', {
  id: uuid('id').primaryKey(),
  orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  idx: integer('idx').notNull(),
  offerKey: text('offer_key').notNull(),
  roomTypeId: text('room_type_id').notNull(),
  roomNameFa: text('room_name_fa').notNull(),
  bedsFa: text('beds_fa').notNull(),
  board: text('board').notNull(),
  adults: integer('adults').notNull(),
  childAges: jsonb('child_ages').notNull(),
  /** HotelOrderGuest. */
  leadGuest: jsonb('lead_guest').notNull(),
  /** StayNight[]: each night's price (and rooms left when booked). */
  nights: jsonb('nights').notNull(),
  price: bigint('price', { mode: 'number' }).notNull(),
  status: text('status').notNull().default('Active'), // 'Active' | 'RefundRequested' | 'Refunded'
  refundRequestId: uuid('refund_request_id'),
}, (t) => [uniqueIndex('hotel_order_rooms_order_idx').on(t.orderId, t.idx)]);

/**
 * Rooms per hotel, room type and night: capacity as the supplier gave it (its rooms left) when the
 * night was first booked here, taken by our holds and sales. The check makes selling the last room
 * twice impossible whatever the race.
 */
export const hotelRoomNights = pgTable('hotel_room_nights', {
  hotelId: integer('hotel_id').notNull(),
  roomTypeId: text('room_type_id').notNull(),
  night: text('night').notNull(), // ISO YYYY-MM-DD, the night that starts that day
  capacity: integer('capacity').notNull(),
  taken: integer('taken').notNull().default(0),
  updatedAt: at('updated_at').notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.hotelId, t.roomTypeId, t.night] }),
  check('hotel_room_nights_taken_check', sql`taken >= 0 and taken <= capacity`),
]);

/** An order's rooms of one type on one night: Held until the hold lapses, then Sold (paid) or Released. */
export const hotelRoomHolds = pgTable('hotel_room_holds', {
  id: serial('id').primaryKey(),
  orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  hotelId: integer('hotel_id').notNull(),
  roomTypeId: text('room_type_id').notNull(),
  night: text('night').notNull(),
  rooms: integer('rooms').notNull(),
  state: text('state').notNull(), // 'Held' | 'Sold' | 'Released'
  createdAt: at('created_at').notNull().defaultNow(),
  releasedAt: at('released_at'),
}, (t) => [
  uniqueIndex('hotel_room_holds_order_night_idx').on(t.orderId, t.roomTypeId, t.night),
  check('hotel_room_holds_rooms_check', sql`rooms >= 0`),
]);
