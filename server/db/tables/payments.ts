import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgSequence, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema';
import { orders } from './orders';

const money = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A gateway payment: for an order (the gateway part; wallet_amount is taken from the wallet when it
 * settles) or to charge the wallet. Pending → Succeeded | Failed | Cancelled | Returned (the bank
 * paid but the order could not be: the money went to the wallet). It settles once: the row is
 * locked and moved out of Pending in one transaction.
 */
export const payments = pgTable('payments', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id),
  orderId: uuid('order_id').references(() => orders.id),
  purpose: text('purpose').notNull(), // 'Order' | 'WalletCharge'
  gatewayId: integer('gateway_id').notNull(),
  walletType: text('wallet_type').notNull(),
  isMobile: boolean('is_mobile').notNull(),
  amount: money('amount').notNull(),
  walletAmount: money('wallet_amount').notNull().default(0),
  status: text('status').notNull(),
  /** The token the bank page and the callback carry. */
  authority: text('authority').notNull().unique(),
  referenceNumber: text('reference_number'),
  cardMask: text('card_mask'),
  message: text('message'),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  settledAt: at('settled_at'),
}, (t) => [
  index('payments_user_idx').on(t.userId, t.createdAt),
  index('payments_order_idx').on(t.orderId),
  index('payments_pending_idx').on(t.createdAt).where(sql`status = 'Pending'`),
  check('payments_amount_check', sql`amount > 0 and wallet_amount >= 0`),
]);

/**
 * The sandbox bank's own books: what it charged for each authority. Verification compares this
 * with the amount in payments, as a real gateway's verify call would. One row per authority, so a
 * double click on the bank page charges once.
 */
export const sandboxBankTransactions = pgTable('sandbox_bank_transactions', {
  authority: text('authority').primaryKey(),
  amount: money('amount').notNull(),
  status: text('status').notNull(), // 'Paid' | 'Declined' | 'Cancelled'
  referenceNumber: text('reference_number'),
  cardMask: text('card_mask'),
  message: text('message'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Ticket numbers and PNRs come from sequences: unique by construction, whatever runs at once. */
export const ticketNumberSeq = pgSequence('ticket_number_seq', { startWith: 1_000_000, increment: 1 });
export const pnrSeq = pgSequence('pnr_seq', { startWith: 100_000, increment: 1 });
