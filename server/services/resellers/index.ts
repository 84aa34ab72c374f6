import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import type { CallStepRequest, OrderStatus, SafarMarketByOrderRequest, SafarMarketByProposalRequest, SafarMarketStepName, SubmitFlightOrderRequest } from '../../../src/contract';
import { ClientIdentifier } from '../../../src/domain/enums';
import { currentUser } from '../../auth/guard';
import type { Db } from '../../db';
import { orders, orderSegments, resellerOrders, resellerRequests, resellerSteps } from '../../db/schema';
import { badField, HttpError, ok } from '../../http/envelope';
import { bearer, body, query, uuid } from '../../http/schemas';
import { uuidV5 } from '../flight-catalog/requests';
import { findTrip } from '../flight-reservation/proposals';
import { proposalId, requestId } from '../flight-reservation/schemas';
import type { Booking } from '../orders/booking';
import { ownedOrder, type OrderRow } from '../orders/store';
import { describeRequest, orderNextPath } from './describe';

const TAGS = ['resellers'];
const STEPS: SafarMarketStepName[] = ['Landing', 'PassengerInfo', 'Confirm', 'Submit', 'Payment', 'Issue'];
const NOT_FOUND = 'این درخواست سفرمارکت پیدا نشد.';
/**
 * Links an order submitted with safarMarketRequestId to its reseller request (inside the submit
 * transaction): the order records client identifier 5. The request must be for the same flights.
 */
export async function linkResellerOrder(tx: Db, order: OrderRow, body: SubmitFlightOrderRequest): Promise<OrderRow | undefined> {
  if (!body.safarMarketRequestId) return undefined;
  const [row] = await tx.select().from(resellerRequests).where(eq(resellerRequests.id, body.safarMarketRequestId.toLowerCase()));
  if (!row || (row.userId && row.userId !== order.userId)) throw badField('safarMarketRequestId', NOT_FOUND);
  const [first] = await tx.select().from(orderSegments).where(and(eq(orderSegments.orderId, order.id), eq(orderSegments.idx, 0)));
  if (first?.proposalId !== row.proposalId) throw badField('safarMarketRequestId', 'این درخواست سفرمارکت برای پرواز دیگری است.');
  if (!row.userId) await tx.update(resellerRequests).set({ userId: order.userId }).where(eq(resellerRequests.id, row.id));
  await tx.insert(resellerOrders).values({ orderId: order.id, resellerRequestId: row.id });
  await tx.insert(resellerSteps).values({ resellerRequestId: row.id, step: 'Submit', orderId: order.id }).onConflictDoNothing();
  const [linked] = await tx.update(orders).set({ clientIdentifier: row.clientIdentifier }).where(eq(orders.id, order.id)).returning();
  return linked;
}

/** /api/resellers/SafarMarket/SafarMarket/: landing from the market, its steps, and an order's market request. */
export async function resellerRoutes(app: FastifyInstance, { b }: { b: Booking }) {
  const base = '/api/resellers/SafarMarket/SafarMarket';

  app.post<{ Body: SafarMarketByProposalRequest }>(`${base}/GetSafarMarketRequestByProposalId`, {
    schema: {
      tags: TAGS, summary: 'A traveller arrives from SafarMarket with a proposal: the request to continue at passenger entry with', querystring: query(),
      // The app leaves empty returning ids out; an empty string is taken as left out too.
      body: body({ requestId, proposalId, returningRequestId: { ...requestId, pattern: `^$|${requestId.pattern}` }, returningProposalId: { ...proposalId, minLength: 0 } }, ['requestId', 'proposalId']),
    },
    onRequest: b.guards.optionalUser,
  }, async (request) => {
    const refs = { ...request.body, returningRequestId: request.body.returningRequestId || undefined, returningProposalId: request.body.returningProposalId || undefined };
    await findTrip(b.catalog, refs);
    const userId = request.user?.sub ?? null;
    const ids = [refs.requestId.toLowerCase(), refs.proposalId, refs.returningRequestId?.toLowerCase() ?? '', refs.returningProposalId ?? ''];
    // A signed-in traveller gets the same request back; anonymous visits each get their own.
    const id = userId ? uuidV5(`safarmarket:${userId}:${ids.join('|')}`) : randomUUID();
    await b.db.insert(resellerRequests).values({
      id, clientIdentifier: ClientIdentifier.SAFARMARKET, userId, requestId: ids[0]!, proposalId: refs.proposalId,
      returningRequestId: ids[2] || null, returningProposalId: refs.returningProposalId || null,
    }).onConflictDoNothing();
    await b.db.insert(resellerSteps).values({ resellerRequestId: id, step: 'Landing' }).onConflictDoNothing();
    const [row] = await b.db.select().from(resellerRequests).where(eq(resellerRequests.id, id));
    return ok(await describeRequest(b, row!));
  });

  app.post<{ Body: SafarMarketByOrderRequest }>(`${base}/GetSafarMarketRequestByOrderId`, {
    schema: {
      tags: TAGS, summary: 'The SafarMarket request an order of the current user came from, and where that order continues', security: bearer, querystring: query(),
      body: body({ orderId: { ...uuid, 'x-label': 'شناسه سفارش', 'x-message': 'شناسه سفارش معتبر نیست.' } }, ['orderId']),
    },
    onRequest: b.guards.requireUser,
  }, async (request) => {
    const order = await ownedOrder(b.db, currentUser(request).sub, request.body.orderId);
    const [link] = await b.db.select().from(resellerOrders).where(eq(resellerOrders.orderId, order.id));
    if (!link) throw new HttpError(404, 'این سفارش از سفرمارکت نیامده است.');
    const [row] = await b.db.select().from(resellerRequests).where(eq(resellerRequests.id, link.resellerRequestId));
    return ok({ ...(await describeRequest(b, row!, true)), orderId: order.id, nextPath: orderNextPath(order.id, order.status as OrderStatus) });
  });

  app.post<{ Body: CallStepRequest }>(`${base}/CallStep`, {
    schema: {
      tags: TAGS, summary: 'Record how far a SafarMarket traveller got (each step once)', querystring: query(),
      body: body({
        // An order's pages know the order, not the market's request: orderId alone names it too.
        data: body({
          safarMarketRequestId: { ...uuid, 'x-label': 'شناسه سفرمارکت', 'x-message': 'شناسه سفرمارکت معتبر نیست.' },
          step: { type: 'string', enum: STEPS, 'x-label': 'مرحله', 'x-message': `مرحله باید یکی از این‌ها باشد: ${STEPS.join('، ')}.` },
          orderId: { ...uuid, 'x-label': 'شناسه سفارش', 'x-message': 'شناسه سفارش معتبر نیست.' },
        }, ['step'], { 'x-label': 'داده' }),
      }, ['data']),
    },
    onRequest: b.guards.optionalUser,
  }, async (request) => {
    const { step } = request.body.data;
    const orderId = request.body.data.orderId?.toLowerCase();
    if (!request.body.data.safarMarketRequestId && !orderId) throw badField('data.safarMarketRequestId', 'شناسه سفرمارکت یا شناسه سفارش را بفرستید.');
    const [link] = orderId ? await b.db.select().from(resellerOrders).where(eq(resellerOrders.orderId, orderId)) : [];
    const requestRowId = request.body.data.safarMarketRequestId?.toLowerCase() ?? link?.resellerRequestId;
    if (!requestRowId) throw new HttpError(404, 'این سفارش از سفرمارکت نیامده است.');
    const [row] = await b.db.select().from(resellerRequests).where(eq(resellerRequests.id, requestRowId));
    // Someone else's request is as unknown as a missing one.
    if (!row || (row.userId && row.userId !== request.user?.sub)) throw new HttpError(404, NOT_FOUND);
    if (orderId && link?.resellerRequestId !== row.id) throw badField('data.orderId', 'این سفارش از این درخواست سفرمارکت نیست.');
    await b.db.insert(resellerSteps).values({ resellerRequestId: row.id, step, orderId: orderId ?? null }).onConflictDoNothing();
    const steps = await b.db.select({ step: resellerSteps.step, at: resellerSteps.createdAt, orderId: resellerSteps.orderId }).from(resellerSteps)
      .where(eq(resellerSteps.resellerRequestId, row.id)).orderBy(asc(resellerSteps.id));
    return ok({ id: row.id, steps: steps.map((s) => ({ step: s.step, at: s.at.toISOString(), orderId: s.orderId })) });
  });

}
