import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { PayCallback, PayCreateRequest, PaymentInfo, PaymentStatus } from '../../../src/contract';
import { isoToJalali } from '../../../src/domain/jalali';
import { currentUser } from '../../auth/guard';
import { orders, payments, sandboxBankTransactions } from '../../db/schema';
import { HttpError, ok } from '../../http/envelope';
import { bearer, body, query, uuid } from '../../http/schemas';
import { tehranToday } from '../../time/calendar';
import { decide, type CardForm } from './bank';
import { createPayment, resultPath } from './create';
import { bankPage, decidedPage, messagePage, postBackPage } from './pages';
import { settle, type PaymentDeps, type PaymentRow } from './settle';

const TAGS = ['payment'];
const STATUS_FA: Record<PaymentStatus, string> = {
  Pending: 'در انتظار پرداخت', Succeeded: 'موفق', Failed: 'ناموفق', Cancelled: 'لغوشده', Returned: 'برگشت به کیف پول',
};
const authorityParams = { type: 'object', properties: { authority: { type: 'string', pattern: '^[0-9a-f]{32}$', 'x-label': 'شناسه پرداخت', 'x-message': 'شناسه پرداخت معتبر نیست.' } }, required: ['authority'] };
const field = (label: string) => ({ type: 'string', maxLength: 40, 'x-label': label });
const callbackFields = { Authority: { type: 'string', pattern: '^[0-9a-f]{32}$', 'x-label': 'شناسه پرداخت', 'x-message': 'شناسه پرداخت معتبر نیست.' }, Status: field('وضعیت'), RefNum: field('شماره مرجع') };

export function toPaymentInfo(p: PaymentRow): PaymentInfo {
  const status = p.status as PaymentStatus;
  return {
    id: p.id, orderId: p.orderId, purpose: p.purpose as PaymentInfo['purpose'], gatewayId: p.gatewayId, amount: p.amount, walletAmount: p.walletAmount,
    status, statusFa: STATUS_FA[status], referenceNumber: p.referenceNumber, cardMask: p.cardMask, message: p.message,
    createdAt: p.createdAt.toISOString(), settledAt: p.settledAt?.toISOString() ?? null,
  };
}

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** /api/payment/: create and read payments, the sandbox bank page, and the bank's callback. */
export async function paymentRoutes(app: FastifyInstance, deps: PaymentDeps) {
  const { b } = deps;
  const base = '/api/payment';
  const onRequest = b.guards.requireUser;

  app.post<{ Body: PayCreateRequest | null }>(`${base}/Pay/Create`, {
    schema: {
      tags: TAGS, summary: 'Start a payment for an order (or a wallet charge); answers the sandbox bank page URL', security: bearer, querystring: query(),
      body: body({
        orderId: { ...uuid, 'x-label': 'شناسه سفارش', 'x-message': 'شناسه سفارش معتبر نیست.' },
        amount: { type: 'integer', minimum: 1, maximum: 1e12, 'x-label': 'مبلغ' },
        gatewayId: { type: 'integer', minimum: 1, maximum: 1000, default: 1, 'x-label': 'درگاه' },
        walletType: { type: 'string', enum: ['Cache'], default: 'Cache', 'x-label': 'نوع کیف پول', 'x-message': 'نوع کیف پول باید Cache باشد.' },
        isMobile: { type: 'boolean', default: true, 'x-label': 'موبایل' },
        useWallet: { type: 'boolean', 'x-label': 'استفاده از کیف پول' },
      }, [], { type: ['object', 'null'] }),
    },
    onRequest,
  }, async (request) => ok(await createPayment(deps, currentUser(request).sub, request.body ?? {}, originOf(request))));

  app.get<{ Querystring: { id: string } }>(`${base}/Pay/ById`, {
    schema: { tags: TAGS, summary: 'A payment of the current user', security: bearer, querystring: query({ id: uuid }, ['id']) },
    onRequest,
  }, async (request) => {
    const [p] = await b.db.select().from(payments).where(and(eq(payments.id, request.query.id), eq(payments.userId, currentUser(request).sub)));
    if (!p) throw new HttpError(404, 'این پرداخت در پرداخت‌های شما نیست.');
    return ok(toPaymentInfo(p));
  });

  const pageOf = async (authority: string, error?: { field: string; message: string }) => {
    const [p] = await b.db.select().from(payments).where(eq(payments.authority, authority));
    if (!p) return { status: 404, html: messagePage('پرداخت پیدا نشد', 'این شناسه پرداخت در درگاه ثبت نشده است.') };
    return { status: error ? 400 : 200, html: bankPage({ authority, amount: p.amount, merchant: 'سفرآسا', expiresAt: p.expiresAt, error }), payment: p };
  };

  /** Where the traveller goes back to after the bank: the app's result page of this payment. */
  const returnPathOf = async (p: PaymentRow) => {
    const [order] = p.orderId ? await b.db.select({ id: orders.id, product: orders.product }).from(orders).where(eq(orders.id, p.orderId)) : [];
    return `${resultPath(order ?? null, p.id)}&status=${p.status}`;
  };

  app.get<{ Params: { authority: string } }>(`${base}/Sandbox/Pay/:authority`, {
    schema: { tags: TAGS, summary: 'The sandbox bank page (HTML, Persian) with test cards; once decided, the outcome and a link back', querystring: query(), params: authorityParams },
  }, async (request, reply) => {
    const { authority } = request.params;
    // A card form is never kept for Back/Forward or in a cache (bfcache would restore typed card numbers).
    reply.header('cache-control', 'no-store');
    const { status, html, payment } = await pageOf(authority);
    const [decided] = payment ? await b.db.select().from(sandboxBankTransactions).where(eq(sandboxBankTransactions.authority, authority)) : [];
    if (payment && (decided || payment.status !== 'Pending')) {
      const [settled] = decided && payment.status === 'Pending' ? [await settle(deps, authority) ?? payment] : [payment];
      const message = decided?.message ?? STATUS_FA[settled.status as PaymentStatus];
      return reply.type('text/html; charset=utf-8').send(decidedPage(message, await returnPathOf(settled)));
    }
    return reply.status(status).type('text/html; charset=utf-8').send(html);
  });

  app.post<{ Params: { authority: string }; Body: CardForm & { action?: string } | null }>(`${base}/Sandbox/Pay/:authority`, {
    schema: {
      tags: TAGS, summary: 'The bank page form: pay with a test card or cancel; posts the result back to Pay/Callback',
      consumes: ['application/x-www-form-urlencoded'], querystring: query(), params: authorityParams,
      body: { type: ['object', 'null'], properties: { pan: field('شماره کارت'), cvv2: field('CVV2'), month: field('ماه'), year: field('سال'), pin: field('رمز دوم'), action: field('عمل') } },
    },
  }, async (request, reply) => {
    const { authority } = request.params;
    const [p] = await b.db.select().from(payments).where(eq(payments.authority, authority));
    if (!p) return reply.status(404).type('text/html; charset=utf-8').send(messagePage('پرداخت پیدا نشد', 'این شناسه پرداخت در درگاه ثبت نشده است.'));
    const form = request.body ?? {};
    const callback = `${originOf(request)}${base}/Pay/Callback`;
    let decision: { status: string; message: string; referenceNumber: string | null; cardMask: string | null };
    if (form.action === 'cancel' || p.expiresAt.getTime() < Date.now()) {
      decision = { status: 'Cancelled', message: form.action === 'cancel' ? 'پرداخت را لغو کردید.' : 'مهلت پرداخت تمام شده است.', referenceNumber: null, cardMask: null };
    } else {
      const jalali = isoToJalali(tehranToday(b.now()));
      const d = decide(form, { year: jalali.year, month: jalali.month });
      if (!d.ok) {
        const again = await pageOf(authority, { field: d.field, message: d.message });
        return reply.status(again.status).type('text/html; charset=utf-8').send(again.html);
      }
      decision = d;
    }
    // The bank's books: the first decision for an authority stands (a double click charges once).
    await b.db.insert(sandboxBankTransactions).values({ authority, amount: p.amount, ...decision }).onConflictDoNothing();
    const [kept] = await b.db.select().from(sandboxBankTransactions).where(eq(sandboxBankTransactions.authority, authority));
    const fields = { Authority: authority, Status: kept!.status === 'Paid' ? 'OK' : 'NOK', RefNum: kept!.referenceNumber ?? '' };
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(postBackPage(callback, fields, kept!.message ?? ''));
  });

  const callback = async (fields: PayCallback) => {
    const p = await settle(deps, fields.Authority);
    if (!p) throw new HttpError(404, 'این پرداخت پیدا نشد.');
    return returnPathOf(p);
  };
  const callbackSchema = (method: string) => ({
    tags: TAGS, summary: `The bank's return (${method}): verifies against the amount in the database, settles once, and redirects to /payment/{orderId}/`,
    ...(method === 'POST' ? { consumes: ['application/x-www-form-urlencoded', 'application/json'], querystring: query(), body: body(callbackFields, ['Authority']) } : { querystring: query(callbackFields, ['Authority']) }),
  });
  app.post<{ Body: PayCallback }>(`${base}/Pay/Callback`, { schema: callbackSchema('POST') }, async (request, reply) => reply.redirect(await callback(request.body), 303));
  app.get<{ Querystring: PayCallback }>(`${base}/Pay/Callback`, { schema: callbackSchema('GET') }, async (request, reply) => reply.redirect(await callback(request.query), 303));
}
