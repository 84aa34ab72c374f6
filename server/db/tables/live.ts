import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The outbox of live updates: written in the same transaction as the change it reports, read by
 * every server process (each pushes to its own sockets), pruned after an hour.
 */
export const liveEvents = pgTable('live_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** Order events go to their owner; seat events (null) to whoever watches the flight. */
  userId: uuid('user_id'),
  kind: text('kind').notNull(), // 'order' | 'seats'
  payload: jsonb('payload').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('live_events_created_idx').on(t.createdAt)]);
