import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type {
  ApplyDiscountVoucherRequest, CancelOrderRequest, GetCurrentUserOrdersRequest, GetCurrentUserOrdersResponse, OrderPassengerWithItems, RemoveDiscountVoucherRequest,
} from '../../../src/contract';
import { currentUser } from '../../auth/guard';
import { orders } from '../../db/schema';
import { HttpError, ok } from '../../http/envelope';
import { currentOrder } from '../flight-reservation/reserve';
import type { Booking } from './booking';
import { cancelOrder } from './cancel';
import { fresh } from './holds';
import { productOf } from './products';
import { applyVoucherSchema, cancelOrderSchema, listOrdersSchema, orderByIdSchema, orderDetailsSchema, orderPassengersSchema, removeVoucherSchema } from './schemas';
import { ORDER_NOT_FOUND, orderDetails, orderParts, ownedOrder, toOrderItem, toOrderPassenger, toSummary } from './store';
import { applyVoucher, removeVoucher } from './vouchers';

const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** /api/orders/Order/…: the traveller's orders (visa details: ../visa). */
export async function orderRoutes(app: FastifyInstance, { b }: { b: Booking }) {
  const base = '/api/orders/Order';
  const onRequest = b.guards.requireUser;

  app.post<{ Body: GetCurrentUserOrdersRequest | null }>(`${base}/GetCurrentUserOrders`, { schema: listOrdersSchema, onRequest }, async (request) => {
    const userId = currentUser(request).sub;
    const pageNumber = request.body?.pageNumber ?? 1;
    const pageSize = request.body?.pageSize ?? 10;
    const where: SQL[] = [eq(orders.userId, userId)];
    const statuses = list(request.body?.status);
    const products = list(request.body?.product);
    if (statuses.length > 0) where.push(inArray(orders.status, statuses));
    if (products.length > 0) where.push(inArray(orders.product, products));
    const [rows, [total]] = await Promise.all([
      b.db.select().from(orders).where(and(...where)).orderBy(desc(orders.createdAt), desc(orders.number)).limit(pageSize).offset((pageNumber - 1) * pageSize),
      b.db.select({ n: count() }).from(orders).where(and(...where)),
    ]);
    const items = await Promise.all(rows.map((r) => fresh(b, r, () => ownedOrder(b.db, userId, r.id))));
    return ok<GetCurrentUserOrdersResponse>({ items: items.map(toSummary), totalCount: total?.n ?? 0, pageNumber, pageSize });
  });

  app.get<{ Params: { id: string } }>(`${base}/GetCurrentUserOrderDetails/:id`, { schema: orderDetailsSchema, onRequest }, async (request) => {
    const order = await currentOrder(b, currentUser(request).sub, request.params.id);
    const elsewhere = productOf(order).notAFlight;
    if (elsewhere) throw new HttpError(404, elsewhere.details);
    return ok(await orderDetails(b.db, order));
  });

  app.get<{ Params: { id: string } }>(`${base}/GetById/:id`, { schema: orderByIdSchema, onRequest }, async (request) =>
    ok(toSummary(await currentOrder(b, currentUser(request).sub, request.params.id))));

  app.get<{ Params: { id: string }; Querystring: { proposalId?: string } }>(`${base}/GetOrderPassengers/:id`, { schema: orderPassengersSchema, onRequest }, async (request) => {
    const order = await ownedOrder(b.db, currentUser(request).sub, request.params.id);
    const { segments, passengers, items } = await orderParts(b.db, order.id);
    const { proposalId } = request.query;
    const chosen = proposalId ? segments.filter((s) => s.proposalId === proposalId) : segments;
    if (proposalId && chosen.length === 0) throw new HttpError(404, 'این پرواز در این سفارش نیست.');
    const ids = new Set(chosen.map((s) => s.id));
    return ok<OrderPassengerWithItems[]>(passengers.map((p) => ({
      ...toOrderPassenger(p),
      items: items.filter((i) => i.passengerId === p.id && ids.has(i.segmentId)).map((i) => toOrderItem(i, p.passengerType)),
    })));
  });

  app.post<{ Body: ApplyDiscountVoucherRequest }>(`${base}/ApplyDiscountVoucher`, { schema: applyVoucherSchema, onRequest }, async (request) =>
    ok(toSummary(await applyVoucher(b, currentUser(request).sub, request.body.orderId, request.body.code))));

  app.post<{ Body: RemoveDiscountVoucherRequest }>(`${base}/RemoveDiscountVoucher`, { schema: removeVoucherSchema, onRequest }, async (request) =>
    ok(toSummary(await removeVoucher(b, currentUser(request).sub, request.body.orderId))));

  app.post<{ Body: CancelOrderRequest }>(`${base}/CancelOrder`, { schema: cancelOrderSchema, onRequest }, async (request) =>
    ok(toSummary(await cancelOrder(b, currentUser(request).sub, request.body.orderId))));
}

export { ORDER_NOT_FOUND };
