import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema';

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * The balance row of a wallet, locked (SELECT … FOR UPDATE) by every debit and credit. The checks
 * are the last line: no race, retry or bug can leave a negative balance or more gift than money.
 */
export const walletAccounts = pgTable('wallet_accounts', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  balance: money('balance').notNull().default(0),
  /** The part of the balance that came as gift credit: spendable, not withdrawable. */
  giftBalance: money('gift_balance').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, () => [check('wallet_accounts_balance_check', sql`balance >= 0 and gift_balance >= 0 and gift_balance <= balance`)]);

/**
 * The ledger: every credit (amount > 0) and debit (amount < 0) is a row, and the balance is their
 * sum. The idempotency key (e.g. `order:<id>`, `refund:<id>`) makes each movement happen once.
 */
export const walletFlows = pgTable('wallet_flows', {
  id: serial('id').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  amount: money('amount').notNull(),
  /** The gift part of amount (same sign). */
  giftAmount: money('gift_amount').notNull().default(0),
  balanceAfter: money('balance_after').notNull(),
  kind: text('kind').notNull(), // 'Charge' | 'Gift' | 'OrderPayment' | 'Refund' | 'PaymentReturn'
  description: text('description').notNull(),
  orderId: uuid('order_id'),
  paymentId: uuid('payment_id'),
  refundId: uuid('refund_id'),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('wallet_flows_user_idx').on(t.userId, t.createdAt),
  check('wallet_flows_amount_check', sql`amount <> 0 and balance_after >= 0`),
]);
