import { writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { CipOrderDetails, RefundableItemsResponse, RefundQuote } from '../../../src/contract';
import { rows } from '../../../server/db/rows';
import { fund } from './booking-helpers';
import { bookBody, booked, CR, details, type Trip } from './cip-helpers';
import { errorsOf, get, Inbox, post, signIn, useServer } from './server-fixture';
import { storeKinds } from './test-database';

const P = '/api/payment';
const R = '/api/refund';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const GOOD = { pan: '6037-9911-1111-1112', cvv2: '123', month: '12', year: '99', pin: '123456' };

describe.each(storeKinds())('CIP orders paid, issued and refunded on %s', (kind) => {
  const inbox = new Inbox();
  const f = useServer(kind, { otpSender: inbox, sweepIntervalMs: 0 });
  let phone = 0;
  const user = async () => {
    const auth = await signIn(f.app, inbox, `0915${String(4_000_000 + ++phone).padStart(7, '0')}`);
    return { auth, id: decodeJwt(auth.authorization.slice(7)).sub! };
  };
  const q = <T>(query: ReturnType<typeof sql>) => rows<T>(f.database.db, query);
  const balance = async (auth: Record<string, string>) => (await get(f.app, '/api/wallet/wallet/CurrentUserBalance?type=Cache', auth)).json().data.balance as number;
  const takenOf = async (order: CipOrderDetails) => Number((await q<{ n: string }>(sql`
    select coalesce(sum(s.taken), 0) as n from cip_slots s join cip_slot_holds h using (airport_code, kind, day, hour) where h.order_id = ${order.id}`))[0]!.n);
  afterEach(() => {
    delete process.env.REFUND_DELAY_MINUTES;
  });

  const reserve = async (auth: Record<string, string>, trip: Trip) => booked(f.app, auth, await bookBody(f.app, trip));
  const payByWallet = async (me: { auth: Record<string, string>; id: string }, order: CipOrderDetails) => {
    await fund(f.database.db, me.id, order.payableAmount);
    const res = await post(f.app, '/api/wallet/wallet/ConfirmOrder', { orderId: order.id }, me.auth);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return details(f.app, me.auth, order.id);
  };
  const bank = async (auth: Record<string, string>, orderId: string) => {
    const pay = (await post(f.app, `${P}/Pay/Create`, { orderId }, auth)).json().data;
    const authority = String(pay.url).split('/').pop()!;
    return { pay, authority };
  };
  const settle = async (authority: string) => {
    await f.app.inject({ method: 'POST', url: `${P}/Sandbox/Pay/${authority}`, payload: new URLSearchParams(GOOD).toString(), headers: FORM });
    return f.app.inject({ method: 'POST', url: `${P}/Pay/Callback`, payload: `Authority=${authority}&Status=OK&RefNum=1`, headers: FORM });
  };

  it('pays by bank (sandbox): Paid then Issued in the same step with a confirmation code, places sold, back to the CIP payment page', async () => {
    const me = await user();
    const order = await reserve(me.auth, { days: 60, ages: [30, 6] });
    expect(errorsOf(await get(f.app, `${CR}/Voucher/${order.id}`, me.auth)).id![0]).toMatch(/واچر/);
    const { pay, authority } = await bank(me.auth, order.id);
    expect(pay.amount).toBe(order.payableAmount);
    const back = await settle(authority);
    expect(back.headers.location).toBe(`/cip/payment/${order.id}/?paymentId=${pay.paymentId}&status=Succeeded`);
    const issued = await details(f.app, me.auth, order.id);
    expect(issued).toMatchObject({ status: 'Issued', paymentMethod: 'Gateway', holdExpiresAt: null });
    expect(issued.confirmationCode).toMatch(/^CIP-\d{7}$/);
    expect(issued.history.map((h) => h.status)).toEqual(['Reserved', 'Paid', 'Issued']);
    expect(issued.history.at(-1)!.note).toContain(issued.confirmationCode!);
    expect(await q<{ state: string }>(sql`select state from cip_slot_holds where order_id = ${order.id}`)).toEqual([{ state: 'Sold' }]);
    const taken = await takenOf(order);
    await f.app.sweep();
    expect(errorsOf(await post(f.app, '/api/orders/Order/CancelOrder', { orderId: order.id }, me.auth)).orderId).toBeDefined();
    expect(await takenOf(order)).toBe(taken);
    const events = await q<{ payload: { status: string } }>(sql`select payload from live_events where kind = 'order' and user_id = ${me.id} order by id`);
    expect(events.map((e) => e.payload.status)).toEqual(['Reserved', 'Paid', 'Issued']);
    expect(errorsOf(await get(f.app, `/api/flight-reservation/Tickets/FlightTicketPdf/${order.id}`, me.auth)).id![0]).toMatch(/Voucher/);
  });

  it('pays from the wallet, and answers the voucher PDF of the issued order to its owner only', async () => {
    const me = await user();
    const order = await reserve(me.auth, { airport: 'DXB', kind: 'Arrival', other: 'IKA', days: 61, ages: [40, 38, 1], extras: [{ extra: 'greeter' }, { extra: 'porter', count: 3 }] });
    const issued = await payByWallet(me, order);
    expect(issued).toMatchObject({ status: 'Issued', paymentMethod: 'Wallet' });
    expect(issued.confirmationCode).toMatch(/^CIP-/);
    expect(await balance(me.auth)).toBe(0);
    const pdf = await get(f.app, `${CR}/Voucher/${order.id}`, me.auth);
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // CIP_VOUCHER_OUT=/tmp/cip.pdf keeps a copy to look at (pdftoppm -png -r 80).
    if (process.env.CIP_VOUCHER_OUT && kind === 'pglite') writeFileSync(process.env.CIP_VOUCHER_OUT, pdf.rawPayload);
    expect((await get(f.app, `${CR}/Voucher/${order.id}`, (await user()).auth)).statusCode).toBe(404);
  });

  it('refunds in full inside the free window, to the wallet, traveller by traveller, and the places go back on sale', async () => {
    process.env.REFUND_DELAY_MINUTES = '0';
    const me = await user();
    const order = await payByWallet(me, await reserve(me.auth, { days: 70, ages: [30, 30], extras: [{ extra: 'greeter' }] }));
    expect(await takenOf(order)).toBe(2);
    const items: RefundableItemsResponse = (await get(f.app, `${R}/RefundableItems/GetOrderRefundableItems/${order.id}`, me.auth)).json().data;
    expect(items.items).toHaveLength(2);
    expect(items.items[0]).toMatchObject({ itemId: order.passengers[0]!.id, refundable: true, penaltyPercent: 0, refundAmount: order.passengers[0]!.price, departureTime: order.meetAt });
    expect(order.meetAt).not.toBe(order.flightTime);
    expect(items.totalRefundAmount).toBe(order.payableAmount);
    const quote: RefundQuote = (await post(f.app, `${R}/RefundRequest/Quote`, { orderId: order.id, itemIds: [order.passengers[0]!.id], reasonId: 1 }, me.auth)).json().data;
    expect(quote).toMatchObject({ penalty: 0, amount: order.passengers[0]!.price });
    const first = await post(f.app, `${R}/RefundRequest/Create`, { orderId: order.id, itemIds: [order.passengers[0]!.id], reasonId: 1, destination: 'Wallet' }, me.auth);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ status: 'Refunded', amount: order.passengers[0]!.price, penalty: 0 });
    const partly = await details(f.app, me.auth, order.id);
    expect(partly.status).toBe('PartiallyRefunded');
    expect(partly.passengers.map((p) => p.status)).toEqual(['Refunded', 'Active']);
    expect(await takenOf(order)).toBe(1);
    const second = await post(f.app, `${R}/RefundRequest/Create`, { orderId: order.id, itemIds: [order.passengers[1]!.id], reasonId: 1, destination: 'Wallet' }, me.auth);
    expect(second.statusCode, second.body).toBe(200);
    expect((await details(f.app, me.auth, order.id)).status).toBe('Refunded');
    expect(await balance(me.auth)).toBe(order.payableAmount);
    expect(await takenOf(order)).toBe(0);
  });

  it('keeps the penalty after the free window, and gives nothing back once the service time has passed', async () => {
    process.env.REFUND_DELAY_MINUTES = '0';
    const me = await user();
    const late = await payByWallet(me, await reserve(me.auth, { days: 71 }));
    // The service is two hours away: inside the 24 hours where cancelling costs penaltyPercent.
    await f.database.db.execute(sql`update cip_orders set service_at = now() + interval '2 hours' where order_id = ${late.id}`);
    const [item] = (await get(f.app, `${R}/RefundableItems/GetOrderRefundableItems/${late.id}`, me.auth)).json().data.items;
    const penalty = late.payableAmount - Math.floor((late.payableAmount * (100 - late.cancellation.penaltyPercent)) / 100);
    expect(late.cancellation.penaltyPercent).toBe(50);
    expect(item).toMatchObject({ refundable: true, penaltyPercent: 50, penaltyAmount: penalty, refundAmount: late.payableAmount - penalty });
    const res = await post(f.app, `${R}/RefundRequest/Create`, { orderId: late.id, itemIds: [item.itemId], reasonId: 1, destination: 'Wallet' }, me.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(await balance(me.auth)).toBe(late.payableAmount - penalty);
    expect((await details(f.app, me.auth, late.id)).status).toBe('Refunded');

    const gone = await payByWallet(me, await reserve(me.auth, { days: 72 }));
    await f.database.db.execute(sql`update cip_orders set service_at = now() - interval '1 minute' where order_id = ${gone.id}`);
    const none = (await get(f.app, `${R}/RefundableItems/GetOrderRefundableItems/${gone.id}`, me.auth)).json().data;
    expect(none.items[0]).toMatchObject({ refundable: false, refundAmount: 0 });
    expect(none.items[0].reason).toMatch(/گذشته/);
    expect(errorsOf(await post(f.app, `${R}/RefundRequest/Create`, { orderId: gone.id, itemIds: [gone.passengers[0]!.id], reasonId: 1, destination: 'Wallet' }, me.auth))['itemIds[0]']![0]).toMatch(/گذشته/);
    expect((await details(f.app, me.auth, gone.id)).status).toBe('Issued');
  });

  it('a payment that lands after the hold lapsed takes the places again, or goes back to the wallet when they are gone', async () => {
    const me = await user();
    const order = await reserve(me.auth, { days: 80 });
    const { authority } = await bank(me.auth, order.id);
    await f.database.db.execute(sql`update orders set hold_expires_at = now() - interval '1 second' where id = ${order.id}`);
    expect((await details(f.app, me.auth, order.id)).status).toBe('Expired');
    expect(await takenOf(order)).toBe(0);
    await settle(authority);
    expect((await details(f.app, me.auth, order.id)).status).toBe('Issued');
    expect(await takenOf(order)).toBe(1);

    const gone = await reserve(me.auth, { days: 81 });
    const second = await bank(me.auth, gone.id);
    await f.database.db.execute(sql`update orders set hold_expires_at = now() - interval '1 second' where id = ${gone.id}`);
    expect((await details(f.app, me.auth, gone.id)).status).toBe('Expired');
    // Someone else takes the last places meanwhile.
    await f.database.db.execute(sql`update cip_slots set capacity = taken where (airport_code, kind, day, hour) in (select airport_code, kind, day, hour from cip_slot_holds where order_id = ${gone.id})`);
    await settle(second.authority);
    expect((await details(f.app, me.auth, gone.id)).status).toBe('Expired');
    expect((await get(f.app, `${P}/Pay/ById?id=${second.pay.paymentId}`, me.auth)).json().data.status).toBe('Returned');
    expect(await balance(me.auth)).toBe(gone.payableAmount);
  });
});
