import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/**
 * A traveller who came from a reseller market (SafarMarket, client identifier 5) with a chosen
 * proposal. The same visit asked for again answers the same row (its id is derived from the ids).
 */
export const resellerRequests = pgTable('reseller_requests', {
  id: uuid('id').primaryKey(),
  clientIdentifier: integer('client_identifier').notNull(),
  userId: uuid('user_id'),
  requestId: uuid('request_id').notNull(),
  proposalId: text('proposal_id').notNull(),
  returningRequestId: uuid('returning_request_id'),
  returningProposalId: text('returning_proposal_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Orders placed from a reseller request (a traveller may try again after a lapsed hold). */
export const resellerOrders = pgTable('reseller_orders', {
  orderId: uuid('order_id').primaryKey().references(() => orders.id, { onDelete: 'cascade' }),
  resellerRequestId: uuid('reseller_request_id').notNull().references(() => resellerRequests.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('reseller_orders_request_idx').on(t.resellerRequestId)]);

/** The steps the market is told about (CallStep), once each. */
export const resellerSteps = pgTable('reseller_steps', {
  id: serial('id').primaryKey(),
  resellerRequestId: uuid('reseller_request_id').notNull().references(() => resellerRequests.id, { onDelete: 'cascade' }),
  step: text('step').notNull(),
  orderId: uuid('order_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('reseller_steps_request_step_idx').on(t.resellerRequestId, t.step)]);
