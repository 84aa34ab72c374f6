import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The message outbox: every SMS and e-mail a traveller gets (but sign-in codes, which are sent
 * while they wait) is a row written in the transaction of the change that causes it, and sent by
 * the messages job. Pending → Sent | Failed (for good: a provider's final no, or too many tries).
 * A row is claimed with a lease (`locked_until`) under FOR UPDATE SKIP LOCKED, so of any number of
 * processes one sends it; `dedupe_key` makes the same notice (order 12's "issued" SMS) one row
 * however often its cause is replayed.
 */
export const outboxMessages = pgTable('outbox_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  channel: text('channel').notNull(), // 'sms' | 'email' | 'push'
  /** The SMS template or e-mail kind: ticketIssued, refundPaid, holdLapsing. */
  template: text('template').notNull(),
  /** A mobile (09…) or an e-mail address. */
  recipient: text('recipient').notNull(),
  /** What the template needs (order id, values); never a secret. */
  payload: jsonb('payload').notNull(),
  dedupeKey: text('dedupe_key').notNull().unique(),
  status: text('status').notNull().default('Pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
  lockedUntil: at('locked_until'),
  lastError: text('last_error'),
  providerMessageId: text('provider_message_id'),
  /** The request that caused it, carried into the provider call's log line. */
  requestId: text('request_id'),
  createdAt: at('created_at').notNull().defaultNow(),
  sentAt: at('sent_at'),
}, (t) => [index('outbox_messages_due_idx').on(t.nextAttemptAt).where(sql`status = 'Pending'`)]);
