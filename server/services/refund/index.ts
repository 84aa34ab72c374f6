import type { FastifyInstance } from 'fastify';
import { asc, desc, eq } from 'drizzle-orm';
import type { CreateRefundRequest, RefundableItemsResponse, RefundDestination, RefundQuoteRequest, RefundRequestInfo, RefundStatus } from '../../../src/contract';
import { currentUser } from '../../auth/guard';
import { refundReasons, refundRequests } from '../../db/schema';
import { HttpError, ok } from '../../http/envelope';
import { bearer, body, query, uuid } from '../../http/schemas';
import type { Booking } from '../orders/booking';
import { productOf } from '../orders/products';
import { ownedOrder } from '../orders/store';
import type { Wallet } from '../wallet/ledger';
import { completeRefund } from './complete';
import { createRefund, quoteRefund, type RefundRow } from './create';

const TAGS = ['refund'];
const orderId = { ...uuid, 'x-label': 'شناسه سفارش', 'x-message': 'شناسه سفارش معتبر نیست.' };
const itemIds = { type: 'array', minItems: 1, maxItems: 40, items: { ...uuid, 'x-label': 'شناسه بلیت', 'x-message': 'شناسه بلیت معتبر نیست.' }, 'x-label': 'بلیت‌ها' };
const reasonId = { type: 'integer', minimum: 1, maximum: 1000, 'x-label': 'دلیل استرداد' };

export function toRefundInfo(r: RefundRow, reasonTitle: string): RefundRequestInfo {
  return {
    id: r.id, orderId: r.orderId, status: r.status as RefundStatus, reasonId: r.reasonId, reasonTitle, destination: r.destination as RefundDestination,
    sheba: r.sheba, bankReference: r.bankReference,
    amount: r.amount, penalty: r.penalty, giftAmount: r.giftAmount, itemIds: (r.items as { itemId: string }[]).map((i) => i.itemId),
    createdAt: r.createdAt.toISOString(), dueAt: r.dueAt.toISOString(), completedAt: r.completedAt?.toISOString() ?? null,
  };
}

/** /api/refund/: reasons, what an order would return now, and refund requests. */
export async function refundRoutes(app: FastifyInstance, { b, wallet }: { b: Booking; wallet: Wallet }) {
  const base = '/api/refund';
  const onRequest = b.guards.requireUser;

  app.get(`${base}/RefundReason/GetAll`, { schema: { tags: TAGS, summary: 'Reasons a traveller may give for a refund', querystring: query() } }, async () => {
    const reasons = await b.db.select().from(refundReasons).orderBy(asc(refundReasons.sort));
    return ok(reasons.map((r) => ({ id: r.id, title: r.title, involuntary: r.involuntary })));
  });

  app.get<{ Params: { orderId: string }; Querystring: { proposalId?: string } }>(`${base}/RefundableItems/GetOrderRefundableItems/:orderId`, {
    schema: {
      tags: TAGS, summary: "An order's tickets with the penalty and refund each would get now (fare rules and time left)", security: bearer,
      querystring: query({ proposalId: { type: 'string', minLength: 1, maxLength: 400, 'x-label': 'شناسه پرواز' } }),
      params: { type: 'object', properties: { orderId }, required: ['orderId'] },
    },
    onRequest,
  }, async (request) => {
    const order = await ownedOrder(b.db, currentUser(request).sub, request.params.orderId);
    const policy = productOf(order).refund;
    // A product refunded through support has no refundable items here.
    const all = typeof policy === 'string' ? [] : await policy.quote(b.db, order, b.now(), false);
    const { proposalId } = request.query;
    if (proposalId && !all.some((i) => i.proposalId === proposalId)) throw new HttpError(404, 'این پرواز در این سفارش نیست.');
    const items = all.filter((i) => !proposalId || i.proposalId === proposalId);
    return ok<RefundableItemsResponse>({ orderId: order.id, items, totalRefundAmount: items.reduce((s, i) => s + i.refundAmount, 0) });
  });

  const titles = async () => new Map((await b.db.select().from(refundReasons)).map((r) => [r.id, r.title]));

  app.post<{ Body: RefundQuoteRequest }>(`${base}/RefundRequest/Quote`, {
    schema: {
      tags: TAGS, summary: 'The penalty and amount back a refund of these tickets for this reason would get now (nothing is recorded)', security: bearer,
      querystring: query(), body: body({ orderId, itemIds, reasonId }, ['orderId', 'itemIds', 'reasonId']),
    },
    onRequest,
  }, async (request) => ok(await quoteRefund(b, currentUser(request).sub, request.body)));

  app.get<{ Params: { orderId: string } }>(`${base}/RefundRequest/GetOrderRefunds/:orderId`, {
    schema: {
      tags: TAGS, summary: "An order's refund requests, newest first, with their status (Requested, then Refunded once paid)", security: bearer,
      querystring: query(), params: { type: 'object', properties: { orderId }, required: ['orderId'] },
    },
    onRequest,
  }, async (request) => {
    const order = await ownedOrder(b.db, currentUser(request).sub, request.params.orderId);
    const [list, names] = await Promise.all([
      b.db.select().from(refundRequests).where(eq(refundRequests.orderId, order.id)).orderBy(desc(refundRequests.createdAt)),
      titles(),
    ]);
    return ok(list.map((r) => toRefundInfo(r, names.get(r.reasonId) ?? '')));
  });

  app.post<{ Body: CreateRefundRequest }>(`${base}/RefundRequest/Create`, {
    schema: {
      tags: TAGS, summary: 'Ask for a refund of some tickets, to the wallet or a bank account (Sheba); paid by a background step after REFUND_DELAY_MINUTES', security: bearer,
      querystring: query(),
      body: body({
        orderId, itemIds, reasonId,
        destination: { type: 'string', enum: ['Wallet', 'BankAccount'], 'x-label': 'مقصد وجه', 'x-message': 'مقصد وجه باید Wallet یا BankAccount باشد.' },
        sheba: { type: 'string', maxLength: 40, 'x-label': 'شماره شبا' },
        accountHolder: { type: 'string', maxLength: 100, 'x-label': 'نام صاحب حساب' },
        description: { type: 'string', maxLength: 500, 'x-label': 'توضیحات' },
      }, ['orderId', 'itemIds', 'reasonId', 'destination']),
    },
    onRequest,
  }, async (request) => {
    const created = await createRefund(b, currentUser(request).sub, request.body);
    let row = created;
    // Due at once (REFUND_DELAY_MINUTES=0): pay it now; if this fails or the process dies, the sweep pays it, once.
    if (created.dueAt.getTime() <= Date.now()) {
      try {
        if (await completeRefund(b, wallet, created.id)) row = (await b.db.select().from(refundRequests).where(eq(refundRequests.id, created.id)))[0] ?? created;
      } catch (error) {
        request.log.warn({ err: error, refundId: created.id }, 'refund left to the sweep');
      }
    }
    return ok(toRefundInfo(row, (await titles()).get(row.reasonId) ?? ''));
  });
}
