import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { PayCallback, PayCreateRequest, PaymentGatewayInfo, PaymentInfo, PaymentStatus } from '../../../src/contract';
import { isoToJalali } from '../../../src/domain/jalali';
import { currentUser } from '../../auth/guard';
import { orders, payments, sandboxBankTransactions } from '../../db/schema';
import { HttpError, ok } from '../../http/envelope';
import { cspNonce } from '../../http/security';
import { bearer, body, query, uuid } from '../../http/schemas';
import { tehranToday } from '../../time/calendar';
import { decide, type CardForm } from './bank';
import { createPayment, resultPath } from './create';
import { bankPage, decidedPage, messagePage, postBackPage, toBankPage } from './pages';
import { recordReturn, settle, type PaymentDeps, type PaymentRow } from './settle';

const TAGS = ['payment'];
const STATUS_FA: Record<PaymentStatus, string> = {
  Pending: 'در انتظار پرداخت', Succeeded: 'موفق', Failed: 'ناموفق', Cancelled: 'لغوشده', Returned: 'برگشت به کیف پول', Reversed: 'برگشت به کارت',
};
const authorityParams = { type: 'object', properties: { authority: { type: 'string', pattern: '^[0-9a-f]{32}$', 'x-label': 'شناسه پرداخت', 'x-message': 'شناسه پرداخت معتبر نیست.' } }, required: ['authority'] };
const field = (label: string) => ({ type: 'string', maxLength: 40, 'x-label': label });
const paymentIdParams = { type: 'object', properties: { id: { ...uuid, 'x-label': 'شناسه پرداخت', 'x-message': 'شناسه پرداخت معتبر نیست.' } }, required: ['id'] };
/** A bank's return: whatever fields it sends (SEP sends fourteen), short strings, kept as they came. */
const bankFields = { type: ['object', 'null'], maxProperties: 40, additionalProperties: { type: 'string', maxLength: 400 } };
const callbackFields = { Authority: { type: 'string', pattern: '^[0-9a-f]{32}$', 'x-label': 'شناسه پرداخت', 'x-message': 'شناسه پرداخت معتبر نیست.' }, Status: field('وضعیت'), RefNum: field('شماره مرجع') };

export function toPaymentInfo(p: PaymentRow): PaymentInfo {
  // Reversing is a step of ours: to the traveller the outcome is still coming.
  const status = (p.status === 'Reversing' ? 'Pending' : p.status) as PaymentStatus;
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
        gatewayId: { type: 'integer', minimum: 1, maximum: 1000, 'x-label': 'درگاه' },
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
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(postBackPage(callback, fields, kept!.message ?? '', cspNonce(reply)));
  });

  app.get(`${base}/Pay/Gateways`, {
    schema: { tags: TAGS, summary: 'The gateways this deployment offers (PAYMENT_GATEWAYS), the default first', querystring: query() },
  }, async () => ok(deps.gateways.list.map((g): PaymentGatewayInfo => ({ id: g.id, name: g.nameFa, shortName: g.shortNameFa, description: g.descriptionFa }))));

  app.get<{ Params: { id: string } }>(`${base}/Pay/Go/:id`, {
    schema: { tags: TAGS, summary: 'The page that takes the browser to a bank that wants a POST form (SEP, Mellat)', querystring: query(), params: paymentIdParams },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    const [p] = await b.db.select().from(payments).where(eq(payments.id, request.params.id));
    if (!p) return reply.status(404).send(messagePage('پرداخت پیدا نشد', 'این شناسه پرداخت ثبت نشده است.'));
    if (p.status !== 'Pending' || !p.bankRedirect) return reply.redirect(await returnPathOf(p), 303);
    if (p.bankRedirect.method === 'GET') return reply.redirect(p.bankRedirect.url, 303);
    return reply.send(toBankPage(p.bankRedirect.url, p.bankRedirect.fields, cspNonce(reply)));
  });

  /**
   * The bank's return for one payment, GET or a cross-site POST: it needs no session (browsers drop
   * SameSite cookies on the bank's POST). The payment's id and the bank's fields are all it reads,
   * and verify with the bank decides; the traveller lands on the result page signed in or not.
   */
  const returned = async (id: string, fields: Record<string, unknown> | null | undefined) => {
    const [p] = await b.db.select().from(payments).where(eq(payments.id, id));
    if (!p) throw new HttpError(404, 'این پرداخت پیدا نشد.');
    const gateway = deps.gateways.byId(p.gatewayId);
    const strings = Object.fromEntries(Object.entries(fields ?? {}).map(([k, v]) => [k, String(v)]));
    const named = gateway?.readReturn(strings).token;
    // Fields naming another payment's token are not this payment's return; verify still decides.
    if (gateway && (!named || named === p.bankToken)) await recordReturn(b.db, p.id, strings);
    return returnPathOf((await settle(deps, p.authority)) ?? p);
  };
  const returnSchema = (method: string) => ({
    tags: TAGS, summary: `A bank's return (${method}) to one payment: verifies with the bank, settles once, redirects to the result page`,
    params: paymentIdParams,
    ...(method === 'POST' ? { consumes: ['application/x-www-form-urlencoded', 'application/json'], querystring: query(), body: bankFields }
      : { querystring: { ...query(), maxProperties: 40, additionalProperties: { type: 'string', maxLength: 400 } } }),
  });
  app.post<{ Params: { id: string }; Body: Record<string, unknown> | null }>(`${base}/Pay/Return/:id`, { schema: returnSchema('POST') }, async (request, reply) =>
    reply.redirect(await returned(request.params.id, { ...(request.query as object), ...request.body }), 303));
  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(`${base}/Pay/Return/:id`, { schema: returnSchema('GET') }, async (request, reply) =>
    reply.redirect(await returned(request.params.id, request.query), 303));

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
