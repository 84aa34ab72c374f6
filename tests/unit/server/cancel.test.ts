import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { OrderDetails, OrderSummary } from '../../../src/contract';
import { rows } from '../../../server/db/rows';
import { productTable } from '../../../server/services/orders/products';
import { storeKinds } from './test-database';
import { bookedOrder, fund, issue } from './booking-helpers';
import { errorsOf, expectClientError, get, Inbox, JUNK_BODIES, post, signIn, useServer } from './server-fixture';

const O = '/api/orders/Order';
const R = '/api/flight-reservation';
const P = '/api/payment';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const GOOD = { pan: '6037-9911-1111-1112', cvv2: '123', month: '12', year: '99', pin: '123456' };

describe.each(storeKinds())('cancelling an unpaid order on %s', (kind) => {
  const inbox = new Inbox();
  const f = useServer(kind, { otpSender: inbox, sweepIntervalMs: 0 });
  let phone = 0;
  const user = async () => {
    const auth = await signIn(f.app, inbox, `0916${String(5_000_000 + ++phone).padStart(7, '0')}`);
    return { auth, id: decodeJwt(auth.authorization.slice(7)).sub! };
  };
  const q = <T>(query: ReturnType<typeof sql>) => rows<T>(f.database.db, query);
  const cancel = (orderId: unknown, auth: Record<string, string>) => post(f.app, `${O}/CancelOrder`, { orderId }, auth);
  const summary = async (id: string, auth: Record<string, string>): Promise<OrderSummary> => (await get(f.app, `${O}/GetById/${id}`, auth)).json().data;
  const seatsLeft = async (order: OrderDetails, auth: Record<string, string>) => {
    const s = order.segments[0]!;
    return (await post(f.app, `${R}/Proposals/GetFlightDetails`, { requestId: s.requestId, proposalId: s.proposalId }, auth)).json().data.items[0].seatsLeft as number;
  };
  const taken = async (orderId: string) => Number((await q<{ n: string }>(sql`
    select coalesce(sum(s.taken), 0) as n from seat_inventory s join seat_holds h on h.offer_key = s.offer_key where h.order_id = ${orderId}`))[0]!.n);
  const walletBalance = async (auth: Record<string, string>) => (await get(f.app, '/api/wallet/wallet/CurrentUserBalance?type=Cache', auth)).json().data.balance as number;

  it('cancels a reserved order once: seats back at once, a note in the history, a live event; a second cancel changes nothing', async () => {
    const me = await user();
    const order = await bookedOrder(f.app, me.auth, { days: 61 });
    const held = await seatsLeft(order, me.auth);
    const takenHeld = await taken(order.id);
    const res = await cancel(order.id, me.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: order.id, status: 'Cancelled', statusFa: 'لغوشده', holdExpiresAt: null, paidAt: null });
    expect(await seatsLeft(order, me.auth)).toBe(held + 1);
    expect(await taken(order.id)).toBe(takenHeld - 1);
    const details: OrderDetails = (await get(f.app, `${O}/GetCurrentUserOrderDetails/${order.id}`, me.auth)).json().data;
    expect(details.history.map((h) => h.status)).toEqual(['Created', 'Reserved', 'Cancelled']);
    expect(details.history.at(-1)!.note).toMatch(/صندلی‌ها آزاد شدند/);
    const events = await q<{ payload: { orderId: string; status: string } }>(sql`select payload from live_events where kind = 'order' and user_id = ${me.id}`);
    expect(events.map((e) => e.payload.status)).toContain('Cancelled');

    const again = await cancel(order.id, me.auth);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.status).toBe('Cancelled');
    expect(await seatsLeft(order, me.auth)).toBe(held + 1);
    expect((await q(sql`select id from order_events where order_id = ${order.id} and status = 'Cancelled'`))).toHaveLength(1);
    expect(await q<{ state: string }>(sql`select state from seat_holds where order_id = ${order.id}`)).toEqual([{ state: 'Released' }]);
  });

  it('refuses what it must: someone else\'s order, no sign-in, a bad id, junk; expired and issued orders stay as they are', async () => {
    const me = await user();
    const other = await user();
    const order = await bookedOrder(f.app, me.auth, { days: 62 });
    expect((await cancel(order.id, other.auth)).statusCode).toBe(404);
    expect((await post(f.app, `${O}/CancelOrder`, { orderId: order.id })).statusCode).toBe(401);
    expect(errorsOf(await cancel('not-a-uuid', me.auth)).orderId).toEqual(['شناسه سفارش معتبر نیست.']);
    expect(errorsOf(await post(f.app, `${O}/CancelOrder`, {}, me.auth)).orderId).toBeDefined();
    expect((await cancel('00000000-0000-4000-8000-000000000000', me.auth)).statusCode).toBe(404);
    for (const junk of JUNK_BODIES) {
      const res = await f.app.inject({ method: 'POST', url: `${O}/CancelOrder`, payload: junk.payload, headers: { ...me.auth, 'content-type': junk.contentType } });
      expectClientError(res, junk.payload.slice(0, 20));
    }
    expect((await summary(order.id, me.auth)).status).toBe('Reserved');

    await f.database.db.execute(sql`update orders set hold_expires_at = now() - interval '1 second' where id = ${order.id}`);
    expect(errorsOf(await cancel(order.id, me.auth)).orderId![0]).toMatch(/مهلت پرداخت/);
    expect((await summary(order.id, me.auth)).status).toBe('Expired');

    const issued = await issue(f.app, f.database.db, me.auth, me.id, await bookedOrder(f.app, me.auth, { days: 63 }));
    expect(issued.status).toBe('Issued');
    expect(errorsOf(await cancel(issued.id, me.auth)).orderId![0]).toMatch(/استرداد/);
    expect((await summary(issued.id, me.auth)).status).toBe('Issued');
  });

  it('cancels a submitted (not yet reserved) order, which held nothing; every product has an inventory release', async () => {
    const me = await user();
    const order = await bookedOrder(f.app, me.auth, { reserve: false, days: 64 });
    const res = await cancel(order.id, me.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('Cancelled');
    expect(errorsOf(await post(f.app, `${R}/Reserve/ReserveFlightOrder`, { orderId: order.id }, me.auth)).orderId![0]).toMatch(/لغوشده/);
    expect(Object.keys(productTable()).sort()).toEqual(['Cip', 'DomesticFlight', 'Hotel', 'InternationalFlight', 'Tour', 'Visa']);
  });

  it('a cancelled order cannot be paid: the gateway, the wallet and a bank payment started before the cancel all refuse it', async () => {
    const me = await user();
    const order = await bookedOrder(f.app, me.auth, { days: 65 });
    const pay = (await post(f.app, `${P}/Pay/Create`, { orderId: order.id }, me.auth)).json().data;
    const authority = String(pay.url).split('/').pop()!;
    expect((await cancel(order.id, me.auth)).statusCode).toBe(200);
    expect(errorsOf(await post(f.app, `${P}/Pay/Create`, { orderId: order.id }, me.auth)).orderId![0]).toMatch(/لغوشده/);
    await fund(f.database.db, me.id, order.payableAmount);
    expect(errorsOf(await post(f.app, '/api/wallet/wallet/ConfirmOrder', { orderId: order.id }, me.auth)).orderId![0]).toMatch(/لغوشده/);
    expect(await walletBalance(me.auth)).toBe(order.payableAmount);
    // The traveller had the bank page open and pays after cancelling: the money goes to the wallet.
    await f.app.inject({ method: 'POST', url: `${P}/Sandbox/Pay/${authority}`, payload: new URLSearchParams(GOOD).toString(), headers: FORM });
    await f.app.inject({ method: 'POST', url: `${P}/Pay/Callback`, payload: `Authority=${authority}&Status=OK&RefNum=1`, headers: FORM });
    expect((await get(f.app, `${P}/Pay/ById?id=${pay.paymentId}`, me.auth)).json().data.status).toBe('Returned');
    expect(await walletBalance(me.auth)).toBe(order.payableAmount * 2);
    expect((await summary(order.id, me.auth)).status).toBe('Cancelled');
    expect(await q<{ state: string }>(sql`select state from seat_holds where order_id = ${order.id}`)).toEqual([{ state: 'Released' }]);
  });

  it('releases the seats exactly once when 20 cancels of one order arrive together', async () => {
    const me = await user();
    const order = await bookedOrder(f.app, me.auth, { days: 66 });
    const held = await seatsLeft(order, me.auth);
    const results = await Promise.all(Array.from({ length: 20 }, () => cancel(order.id, me.auth)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(await seatsLeft(order, me.auth)).toBe(held + 1);
    expect((await q(sql`select id from order_events where order_id = ${order.id} and status = 'Cancelled'`))).toHaveLength(1);
    expect((await q(sql`select id from live_events where kind = 'order' and payload->>'orderId' = ${order.id} and payload->>'status' = 'Cancelled'`))).toHaveLength(1);
  });

  it('a cancel racing the bank\'s callback: either paid and not cancelled, or cancelled with the money back in the wallet — never both', async () => {
    const outcomes = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const me = await user();
      const order = await bookedOrder(f.app, me.auth, { days: 67 + i });
      const before = await seatsLeft(order, me.auth) + 1;
      const pay = (await post(f.app, `${P}/Pay/Create`, { orderId: order.id }, me.auth)).json().data;
      const authority = String(pay.url).split('/').pop()!;
      await f.app.inject({ method: 'POST', url: `${P}/Sandbox/Pay/${authority}`, payload: new URLSearchParams(GOOD).toString(), headers: FORM });
      const [, cancelled] = await Promise.all([
        f.app.inject({ method: 'POST', url: `${P}/Pay/Callback`, payload: `Authority=${authority}&Status=OK&RefNum=1`, headers: FORM }),
        cancel(order.id, me.auth),
      ]);
      const status = (await summary(order.id, me.auth)).status;
      const payment = (await get(f.app, `${P}/Pay/ById?id=${pay.paymentId}`, me.auth)).json().data;
      if (cancelled.statusCode === 200) {
        expect(status).toBe('Cancelled');
        expect(payment.status).toBe('Returned');
        expect(await walletBalance(me.auth)).toBe(order.payableAmount);
        expect(await seatsLeft(order, me.auth)).toBe(before);
        outcomes.add('cancelled');
      } else {
        expect(errorsOf(cancelled).orderId![0]).toMatch(/لغو نمی‌شود/);
        expect(['Paid', 'Issued']).toContain(status);
        expect(payment.status).toBe('Succeeded');
        expect(await walletBalance(me.auth)).toBe(0);
        expect(await seatsLeft(order, me.auth)).toBe(before - 1);
        outcomes.add('paid');
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });
});
