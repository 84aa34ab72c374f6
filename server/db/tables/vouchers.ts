import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/** Discount vouchers, seeded from server/db/seed/vouchers.json. */
export const vouchers = pgTable('vouchers', {
  code: text('code').primaryKey(), // upper case
  title: text('title').notNull(),
  kind: text('kind').notNull(), // 'Percent' | 'Fixed'
  value: bigint('value', { mode: 'number' }).notNull(), // percent, or rials
  maxDiscount: bigint('max_discount', { mode: 'number' }),
  minPrice: bigint('min_price', { mode: 'number' }).notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  perUserLimit: integer('per_user_limit').notNull().default(1),
  /** Products it applies to; empty means all. */
  products: jsonb('products').notNull().default([]),
  active: boolean('active').notNull().default(true),
}, () => [check('vouchers_value_check', sql`value > 0 and (kind <> 'Percent' or value <= 100)`)]);

/** A voucher on an order; one per order. Expired and cancelled orders do not count toward the limit. */
export const voucherRedemptions = pgTable('voucher_redemptions', {
  id: serial('id').primaryKey(),
  voucherCode: text('voucher_code').notNull().references(() => vouchers.code),
  userId: uuid('user_id').notNull(),
  orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('voucher_redemptions_order_idx').on(t.orderId), index('voucher_redemptions_user_idx').on(t.voucherCode, t.userId)]);
