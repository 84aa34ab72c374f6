import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A traveller's watched flight search. The watch job claims due rows with a lease
 * (`locked_until`, FOR UPDATE SKIP LOCKED), so of any number of processes one prices each watch
 * per run; `last_alert_day` (a Tehran day) keeps alerts to one a day, set in the statement that
 * decides to send one.
 */
export const fareWatches = pgTable('fare_watches', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  requestId: text('request_id').notNull(),
  /** The NormalizedSearch as watched. */
  search: jsonb('search').notNull(),
  /** The canonical search and the flexible month: one watch per search and month per account. */
  watchKey: text('watch_key').notNull(),
  /** Jalali `YYYY-MM`: any departure day of that month (round trips keep their length). */
  flexibleMonth: text('flexible_month'),
  /** The last departure day watched (ISO); the job leaves the watch after it. */
  endsOn: text('ends_on').notNull(),
  channelPush: boolean('channel_push').notNull().default(true),
  channelSms: boolean('channel_sms').notNull().default(false),
  channelEmail: boolean('channel_email').notNull().default(false),
  /** Cheapest total for the party, rials: when watched, and at the last check. */
  priceThen: bigint('price_then', { mode: 'number' }),
  priceNow: bigint('price_now', { mode: 'number' }),
  cheapestDate: text('cheapest_date'),
  seatsLeft: integer('seats_left'),
  checkedAt: at('checked_at'),
  nextCheckAt: at('next_check_at').notNull().defaultNow(),
  lockedUntil: at('locked_until'),
  /** The price the traveller was last told of (a fall is measured from it, else from price_then). */
  lastAlertPrice: bigint('last_alert_price', { mode: 'number' }),
  lastAlertDay: text('last_alert_day'),
  lastAlertAt: at('last_alert_at'),
  createdAt: at('created_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('fare_watches_user_key_idx').on(t.userId, t.watchKey),
  index('fare_watches_due_idx').on(t.nextCheckAt),
]);

/**
 * The cheapest one-adult price of a route, cabin and departure day as seen on a day: one row per
 * (route, departure, day seen). `days_ahead` is kept so "how far ahead" can be searched by index.
 */
export const farePriceHistory = pgTable('fare_price_history', {
  origin: text('origin').notNull(),
  destination: text('destination').notNull(),
  cabin: integer('cabin').notNull(),
  departureDate: text('departure_date').notNull(),
  observedOn: text('observed_on').notNull(),
  daysAhead: integer('days_ahead').notNull(),
  price: bigint('price', { mode: 'number' }).notNull(),
  seats: integer('seats').notNull(),
  observedAt: at('observed_at').notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.origin, t.destination, t.cabin, t.departureDate, t.observedOn] }),
  index('fare_price_history_lead_idx').on(t.origin, t.destination, t.cabin, t.daysAhead),
]);

/**
 * A browser's Web Push subscription, bound to the sign-in session that made it: signing out
 * (the session revoked) stops its pushes, and the endpoint is kept once whoever owns it now.
 */
export const pushSubscriptions = pgTable('push_subscriptions', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** The refresh-token family (the access token's `sid`). */
  sessionId: uuid('session_id').notNull(),
  endpoint: text('endpoint').notNull().unique(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
}, (t) => [index('push_subscriptions_user_idx').on(t.userId)]);

