import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema';
import { orders } from './orders';

const money = (name: string) => bigint(name, { mode: 'number' });

/** Why a traveller cancels; seeded from server/db/seed/refund-reasons.json. */
export const refundReasons = pgTable('refund_reasons', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  /** The airline's doing (cancelled or badly delayed flight): no penalty, charter included. */
  involuntary: boolean('involuntary').notNull().default(false),
  sort: integer('sort').notNull(),
});

/**
 * A refund request: items go RefundRequested at once, and the background step pays the amount
 * (to the wallet, or to a bank account) when due_at passes, then marks them Refunded.
 * Amounts are computed by the server from the fare rules and the time left.
 */
export const refundRequests = pgTable('refund_requests', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id),
  orderId: uuid('order_id').notNull().references(() => orders.id),
  reasonId: integer('reason_id').notNull(),
  destination: text('destination').notNull(), // 'Wallet' | 'BankAccount'
  sheba: text('sheba'),
  accountHolder: text('account_holder'),
  description: text('description'),
  status: text('status').notNull(), // 'Requested' | 'Refunded'
  /** What the traveller gets back, penalty deducted. */
  amount: money('amount').notNull(),
  penalty: money('penalty').notNull(),
  /** The part of amount that was paid with gift credit: it goes back to the wallet as gift. */
  giftAmount: money('gift_amount').notNull().default(0),
  /** Per item: price, penalty percent and amounts, as computed when requested. */
  items: jsonb('items').notNull(),
  bankReference: text('bank_reference'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
}, (t) => [index('refund_requests_order_idx').on(t.orderId), index('refund_requests_due_idx').on(t.dueAt)]);
