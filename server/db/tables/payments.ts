import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema';
import { orders } from './orders';

const money = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** Numeric order ids for gateways that want one per payment (Mellat's orderId, unique per terminal). */
export const paymentBankOrderSeq = pgSequence('payment_bank_order_seq', { startWith: 10_000_000, increment: 1 });

/**
 * A gateway payment: for an order (the gateway part; wallet_amount is taken from the wallet when it
 * settles) or to charge the wallet. Pending → Succeeded | Failed | Cancelled | Returned (the bank
 * paid but the order could not be: the money went to the wallet) | Reversing → Reversed (the bank
 * gave the money back to the card). It settles once: the row is locked and moved out of Pending in
 * one transaction. `verified_at` is written in a commit of its own as soon as the bank confirms,
 * so a process killed between the bank's verify and the order's issue leaves a row the
 * payments job finishes.
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
  bankOrderId: bigint('bank_order_id', { mode: 'number' }).notNull().default(sql`nextval('payment_bank_order_seq')`).unique(),
  /** The gateway's token for this payment (Zarinpal authority, SEP token, Mellat RefId). */
  bankToken: text('bank_token'),
  /** How the browser goes to the bank's page (a POST form for SEP and Mellat, served by Pay/Go). */
  bankRedirect: jsonb('bank_redirect').$type<{ method: 'GET'; url: string } | { method: 'POST'; url: string; fields: Record<string, string> }>(),
  /** The bank's unique reference once verified (ref_id, RefNum, SaleReferenceId): one reference pays once. */
  bankReference: text('bank_reference'),
  /** The fields the bank sent back with the browser, kept for verify and inquiry. */
  callback: jsonb('callback').$type<Record<string, string>>(),
  callbackAt: at('callback_at'),
  verifiedAt: at('verified_at'),
  /** When the gateway moved the money to us (Mellat's settle; at once elsewhere). */
  bankSettledAt: at('bank_settled_at'),
}, (t) => [
  uniqueIndex('payments_bank_reference_idx').on(t.gatewayId, t.bankReference),
  index('payments_user_idx').on(t.userId, t.createdAt),
  index('payments_order_idx').on(t.orderId),
  index('payments_pending_idx').on(t.createdAt).where(sql`status in ('Pending', 'Reversing')`),
  index('payments_unsettled_idx').on(t.createdAt).where(sql`status = 'Succeeded' and bank_settled_at is null`),
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
