import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, gt, gte, lt, type SQL } from 'drizzle-orm';
import type { BalanceDifference, ConfirmOrderRequest, WalletFlow, WalletFlowKind, WalletFlowsQuery, WalletFlowsResponse } from '../../../src/contract';
import { currentUser } from '../../auth/guard';
import { walletFlows } from '../../db/schema';
import { BadRequest, ok } from '../../http/envelope';
import { bearer, body, query, uuid } from '../../http/schemas';
import { addDays, isIsoDate } from '../../time/calendar';
import type { Booking } from '../orders/booking';
import { confirmOrder } from './confirm';
import type { Wallet } from './ledger';

const TAGS = ['wallet'];
const KINDS: WalletFlowKind[] = ['Charge', 'Gift', 'OrderPayment', 'Refund', 'PaymentReturn'];
export const KIND_FA: Record<WalletFlowKind, string> = {
  Charge: 'شارژ کیف پول', Gift: 'اعتبار هدیه', OrderPayment: 'پرداخت سفارش', Refund: 'استرداد', PaymentReturn: 'بازگشت وجه پرداخت',
};

const walletType = { type: 'string', enum: ['Cache'], 'x-label': 'نوع کیف پول', 'x-message': 'نوع کیف پول باید Cache باشد.' };
const isoDay = { type: 'string', maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$', 'x-message': 'تاریخ باید به شکل YYYY-MM-DD باشد.' };

function toFlow(row: typeof walletFlows.$inferSelect): WalletFlow {
  const kind = row.kind as WalletFlowKind;
  return {
    id: row.id, amount: row.amount, giftAmount: row.giftAmount, balanceAfter: row.balanceAfter, kind, kindFa: KIND_FA[kind],
    description: row.description, orderId: row.orderId, createdAt: row.createdAt.toISOString(),
  };
}

/** The start of a Tehran day as an instant. */
const tehranMidnight = (iso: string) => new Date(`${iso}T00:00:00+03:30`);

export interface WalletOptions {
  b: Booking;
  wallet: Wallet;
  /** Issues tickets once an order is paid (server/services/payment/issue). */
  afterPaid: (orderId: string) => Promise<unknown>;
}

/** /api/wallet/: balance, what the gateway must still charge, paying from the wallet, and the ledger. */
export async function walletRoutes(app: FastifyInstance, { b, wallet, afterPaid }: WalletOptions) {
  const base = '/api/wallet';
  const onRequest = b.guards.requireUser;

  app.get(`${base}/wallet/CurrentUserBalance`, {
    schema: { tags: TAGS, summary: 'The wallet balance (type Cache): all, gift, cash and usable now', security: bearer, querystring: query({ type: walletType }) },
    onRequest,
  }, async (request) => ok(await wallet.balance(currentUser(request).sub)));

  app.get<{ Querystring: { totalPrice: number } }>(`${base}/wallet/CurrentUserBalanceDifference`, {
    schema: {
      tags: TAGS, summary: 'What the gateway must still charge for a price when the wallet pays what it can', security: bearer,
      querystring: query({ totalPrice: { type: 'integer', minimum: 0, maximum: 1e13, 'x-label': 'مبلغ کل' }, type: walletType }, ['totalPrice']),
    },
    onRequest,
  }, async (request) => {
    const { usableBalance } = await wallet.balance(currentUser(request).sub);
    const { totalPrice } = request.query;
    const walletAmount = Math.min(usableBalance, totalPrice);
    return ok<BalanceDifference>({ totalPrice, usableBalance, walletAmount, difference: totalPrice - walletAmount });
  });

  app.post<{ Body: ConfirmOrderRequest }>(`${base}/wallet/ConfirmOrder`, {
    schema: {
      tags: TAGS, summary: 'Pay an order wholly from the wallet (idempotent: one debit however often it is called)', security: bearer,
      querystring: query(), body: body({ orderId: { ...uuid, 'x-label': 'شناسه سفارش', 'x-message': 'شناسه سفارش معتبر نیست.' } }, ['orderId']),
    },
    onRequest,
  }, async (request) => ok(await confirmOrder(b, wallet, currentUser(request).sub, request.body.orderId, afterPaid)));

  app.get<{ Querystring: WalletFlowsQuery }>(`${base}/WalletFlows/GetCurrentUserWalletFlows`, {
    schema: {
      tags: TAGS, summary: "The current user's wallet flows, newest first, paged and filterable", security: bearer,
      querystring: query({
        pageNumber: { type: 'integer', minimum: 1, maximum: 100_000, 'x-label': 'شماره صفحه' },
        pageSize: { type: 'integer', minimum: 1, maximum: 100, 'x-label': 'اندازه صفحه' },
        kind: { type: 'string', enum: KINDS, 'x-label': 'نوع تراکنش' },
        direction: { type: 'string', enum: ['Credit', 'Debit'], 'x-label': 'جهت', 'x-message': 'جهت باید Credit یا Debit باشد.' },
        fromDate: { ...isoDay, 'x-label': 'از تاریخ' },
        toDate: { ...isoDay, 'x-label': 'تا تاریخ' },
      }),
    },
    onRequest,
  }, async (request) => {
    const q = request.query;
    const errors: Record<string, string[]> = {};
    if (q.fromDate && !isIsoDate(q.fromDate)) errors.fromDate = ['از تاریخ معتبر نیست.'];
    if (q.toDate && !isIsoDate(q.toDate)) errors.toDate = ['تا تاریخ معتبر نیست.'];
    if (Object.keys(errors).length > 0) throw new BadRequest(errors);
    const pageNumber = q.pageNumber ?? 1;
    const pageSize = q.pageSize ?? 20;
    const where: SQL[] = [eq(walletFlows.userId, currentUser(request).sub)];
    if (q.kind) where.push(eq(walletFlows.kind, q.kind));
    if (q.direction) where.push(q.direction === 'Credit' ? gt(walletFlows.amount, 0) : lt(walletFlows.amount, 0));
    if (q.fromDate) where.push(gte(walletFlows.createdAt, tehranMidnight(q.fromDate)));
    if (q.toDate) where.push(lt(walletFlows.createdAt, tehranMidnight(addDays(q.toDate, 1))));
    const [rows, [total]] = await Promise.all([
      b.db.select().from(walletFlows).where(and(...where)).orderBy(desc(walletFlows.id)).limit(pageSize).offset((pageNumber - 1) * pageSize),
      b.db.select({ n: count() }).from(walletFlows).where(and(...where)),
    ]);
    return ok<WalletFlowsResponse>({ items: rows.map(toFlow), totalCount: total?.n ?? 0, pageNumber, pageSize });
  });

  app.get(`${base}/WalletFlows/CheckGiftExceedCount`, {
    schema: { tags: TAGS, summary: 'How many orders gift credit paid in the last 30 days, against the limit', security: bearer, querystring: query() },
    onRequest,
  }, async (request) => ok(await wallet.giftUse(currentUser(request).sub)));
}
