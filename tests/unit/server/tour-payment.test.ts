import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { RefundableItemsResponse, TourOrderDetails } from '../../../src/contract';
import { rows } from '../../../server/db/rows';
import { fund } from './booking-helpers';
import { bookBody, booked, details, TR, type Trip } from './tour-helpers';
import { errorsOf, get, Inbox, post, signIn, useServer } from './server-fixture';
import { storeKinds } from './test-database';

const P = '/api/payment';
const R = '/api/refund';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const GOOD = { pan: '6037-9911-1111-1112', cvv2: '123', month: '12', year: '99', pin: '123456' };

describe.each(storeKinds())('tour orders paid, issued and refunded on %s', (kind) => {
  const inbox = new Inbox();
  const f = useServer(kind, { otpSender: inbox, sweepIntervalMs: 0 });
  let phone = 0;
  const user = async () => {
    const auth = await signIn(f.app, inbox, `0918${String(7_000_000 + ++phone).padStart(7, '0')}`);
    return { auth, id: decodeJwt(auth.authorization.slice(7)).sub! };
  };
  const q = <T>(query: ReturnType<typeof sql>) => rows<T>(f.database.db, query);
  const balance = async (auth: Record<string, string>) => (await get(f.app, '/api/wallet/wallet/CurrentUserBalance?type=Cache', auth)).json().data.balance as number;
  const takenOf = async (order: TourOrderDetails) => Number((await q<{ n: string }>(sql`select coalesce(sum(taken), 0) as n from tour_departures where departure_id = ${order.departure.id}`))[0]!.n);
  afterEach(() => {
    delete process.env.REFUND_DELAY_MINUTES;
  });
  const reserve = async (auth: Record<string, string>, trip: Trip) => booked(f.app, auth, await bookBody(f.app, trip));
  const payByWallet = async (me: { auth: Record<string, string>; id: string }, order: TourOrderDetails) => {
    await fund(f.database.db, me.id, order.payableAmount);
    const res = await post(f.app, '/api/wallet/wallet/ConfirmOrder', { orderId: order.id }, me.auth);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return details(f.app, me.auth, order.id);
  };

  it('pays by bank (sandbox): Paid then Issued in the same step with a confirmation code, places sold, back to the tour payment page', async () => {
    const me = await user();
    const order = await reserve(me.auth, { slug: 'tbilisi-4-nights', week: 2, ages: [30, 6] });
    expect(errorsOf(await get(f.app, `${TR}/Voucher/${order.id}`, me.auth)).id![0]).toMatch(/واچر/);
    const pay = (await post(f.app, `${P}/Pay/Create`, { orderId: order.id }, me.auth)).json().data;
    expect(pay.amount).toBe(order.payableAmount);
    const authority = String(pay.url).split('/').pop()!;
    await f.app.inject({ method: 'POST', url: `${P}/Sandbox/Pay/${authority}`, payload: new URLSearchParams(GOOD).toString(), headers: FORM });
    const back = await f.app.inject({ method: 'POST', url: `${P}/Pay/Callback`, payload: `Authority=${authority}&Status=OK&RefNum=1`, headers: FORM });
    expect(back.headers.location).toBe(`/tour/payment/${order.id}/?paymentId=${pay.paymentId}&status=Succeeded`);
    const issued = await details(f.app, me.auth, order.id);
    expect(issued).toMatchObject({ status: 'Issued', paymentMethod: 'Gateway', holdExpiresAt: null });
    expect(issued.confirmationCode).toMatch(/^TOUR-\d{7}$/);
    expect(issued.history.map((h) => h.status)).toEqual(['Reserved', 'Paid', 'Issued']);
    expect(await q<{ state: string }>(sql`select state from tour_departure_holds where order_id = ${order.id}`)).toEqual([{ state: 'Sold' }]);
    await f.app.sweep();
    expect(errorsOf(await post(f.app, '/api/orders/Order/CancelOrder', { orderId: order.id }, me.auth)).orderId).toBeDefined();
    expect(await takenOf(order)).toBe(2);
  });

  it('pays from the wallet, and answers the voucher PDF of the issued order to its owner only', async () => {
    const me = await user();
    const order = await reserve(me.auth, { slug: 'dubai-4-nights', week: 3, ages: [40, 38, 1] });
    const issued = await payByWallet(me, order);
    expect(issued).toMatchObject({ status: 'Issued', paymentMethod: 'Wallet' });
    expect(await balance(me.auth)).toBe(0);
    const pdf = await get(f.app, `${TR}/Voucher/${order.id}`, me.auth);
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(f.app, `${TR}/Voucher/${order.id}`, (await user()).auth)).statusCode).toBe(404);
  });

  it('refunds in full inside the free window traveller by traveller (places back on sale), keeps the penalty after it, nothing from the departure day', async () => {
    process.env.REFUND_DELAY_MINUTES = '0';
    const me = await user();
    const order = await payByWallet(me, await reserve(me.auth, { slug: 'kish-3-nights', week: 6 }));
    expect(await takenOf(order)).toBe(2);
    const items: RefundableItemsResponse = (await get(f.app, `${R}/RefundableItems/GetOrderRefundableItems/${order.id}`, me.auth)).json().data;
    expect(items.items).toHaveLength(2);
    expect(items.items[0]).toMatchObject({ itemId: order.passengers[0]!.id, refundable: true, penaltyPercent: 0, refundAmount: order.passengers[0]!.price });
    const first = await post(f.app, `${R}/RefundRequest/Create`, { orderId: order.id, itemIds: [order.passengers[0]!.id], reasonId: 1, destination: 'Wallet' }, me.auth);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ status: 'Refunded', amount: order.passengers[0]!.price, penalty: 0 });
    const partly = await details(f.app, me.auth, order.id);
    expect(partly.status).toBe('PartiallyRefunded');
    expect(partly.passengers.map((p) => p.status)).toEqual(['Refunded', 'Active']);
    expect(await takenOf(order)).toBe(1);

    const late = await payByWallet(me, await reserve(me.auth, { slug: 'kish-3-nights', week: 7, ages: [30] }));
    await f.database.db.execute(sql`update tour_orders set departs_at = now() + interval '3 days' where order_id = ${late.id}`);
    const [item] = (await get(f.app, `${R}/RefundableItems/GetOrderRefundableItems/${late.id}`, me.auth)).json().data.items;
    const penalty = late.payableAmount - Math.floor((late.payableAmount * (100 - late.cancellation.penaltyPercent)) / 100);
    expect(item).toMatchObject({ refundable: true, penaltyPercent: late.cancellation.penaltyPercent, penaltyAmount: penalty, refundAmount: late.payableAmount - penalty });
    const before = await balance(me.auth);
    const res = await post(f.app, `${R}/RefundRequest/Create`, { orderId: late.id, itemIds: [item.itemId], reasonId: 1, destination: 'Wallet' }, me.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(await balance(me.auth)).toBe(before + late.payableAmount - penalty);

    const gone = await payByWallet(me, await reserve(me.auth, { slug: 'kish-3-nights', week: 8, ages: [30] }));
    await f.database.db.execute(sql`update tour_orders set departs_at = now() - interval '1 hour' where order_id = ${gone.id}`);
    const none = (await get(f.app, `${R}/RefundableItems/GetOrderRefundableItems/${gone.id}`, me.auth)).json().data;
    expect(none.items[0]).toMatchObject({ refundable: false, refundAmount: 0 });
    expect(errorsOf(await post(f.app, `${R}/RefundRequest/Create`, { orderId: gone.id, itemIds: [gone.passengers[0]!.id], reasonId: 1, destination: 'Wallet' }, me.auth))['itemIds[0]']).toBeDefined();
  });
});
