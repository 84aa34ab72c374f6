import { writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { HotelOrderDetails, RefundableItemsResponse, RefundQuote } from '../../../src/contract';
import { rows } from '../../../server/db/rows';
import type { Hotel } from '../../../server/inventory/hotels/supplier';
import { fund } from './booking-helpers';
import { booked, cityHotels, details, H, offerFor, stayAt } from './hotel-helpers';
import { errorsOf, get, Inbox, post, signIn, useServer } from './server-fixture';
import { storeKinds } from './test-database';

const P = '/api/payment';
const R = '/api/refund';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const GOOD = { pan: '6037-9911-1111-1112', cvv2: '123', month: '12', year: '99', pin: '123456' };

describe.each(storeKinds())('hotel orders paid, issued and refunded on %s', (kind) => {
  const inbox = new Inbox();
  const f = useServer(kind, { otpSender: inbox, sweepIntervalMs: 0 });
  let phone = 0;
  const user = async () => {
    const auth = await signIn(f.app, inbox, `0918${String(7_000_000 + ++phone).padStart(7, '0')}`);
    return { auth, id: decodeJwt(auth.authorization.slice(7)).sub! };
  };
  const q = <T>(query: ReturnType<typeof sql>) => rows<T>(f.database.db, query);
  const balance = async (auth: Record<string, string>) => (await get(f.app, '/api/wallet/wallet/CurrentUserBalance?type=Cache', auth)).json().data.balance as number;
  const takenOf = async (order: HotelOrderDetails) => Number((await q<{ n: string }>(sql`
    select coalesce(sum(taken), 0) as n from hotel_room_nights where hotel_id = ${order.hotel.hotelId} and night >= ${order.stay.checkIn} and night < ${order.stay.checkOut}
      and room_type_id in (select room_type_id from hotel_order_rooms where order_id = ${order.id})`))[0]!.n);
  let hotels: Hotel[] = [];
  const mashhad = async () => (hotels.length > 0 ? hotels : (hotels = await cityHotels(f.app, f.database.db)));
  afterEach(() => {
    delete process.env.REFUND_DELAY_MINUTES;
  });

  const reserve = async (auth: Record<string, string>, pick: (h: Hotel) => boolean, from: number, rooms = [{ adults: 2 }]) => {
    const { stay } = await stayAt(f.app, await mashhad(), pick, from, 2, rooms);
    return booked(f.app, auth, (await offerFor(f.app, stay)).body);
  };

  const payByWallet = async (me: { auth: Record<string, string>; id: string }, order: HotelOrderDetails) => {
    await fund(f.database.db, me.id, order.payableAmount);
    const res = await post(f.app, '/api/wallet/wallet/ConfirmOrder', { orderId: order.id }, me.auth);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return details(f.app, me.auth, order.id);
  };

  it('pays by bank (sandbox): Paid then Issued in the same step with a confirmation number, rooms sold, back to the hotel payment page', async () => {
    const me = await user();
    const order = await reserve(me.auth, () => true, 60);
    const voucherBefore = await get(f.app, `${H}/Voucher/${order.id}`, me.auth);
    expect(errorsOf(voucherBefore).id![0]).toMatch(/واچر/);
    const pay = (await post(f.app, `${P}/Pay/Create`, { orderId: order.id }, me.auth)).json().data;
    expect(pay.amount).toBe(order.payableAmount);
    const authority = String(pay.url).split('/').pop()!;
    await f.app.inject({ method: 'POST', url: `${P}/Sandbox/Pay/${authority}`, payload: new URLSearchParams(GOOD).toString(), headers: FORM });
    const back = await f.app.inject({ method: 'POST', url: `${P}/Pay/Callback`, payload: `Authority=${authority}&Status=OK&RefNum=1`, headers: FORM });
    expect(back.headers.location).toBe(`/hotels/payment/${order.id}/?paymentId=${pay.paymentId}&status=Succeeded`);
    const issued = await details(f.app, me.auth, order.id);
    expect(issued).toMatchObject({ status: 'Issued', paymentMethod: 'Gateway', holdExpiresAt: null });
    expect(issued.confirmationNumber).toMatch(/^HC-\d{7}$/);
    expect(issued.paidAt).not.toBeNull();
    expect(issued.issuedAt).not.toBeNull();
    expect(issued.history.map((h) => h.status)).toEqual(['Reserved', 'Paid', 'Issued']);
    expect(issued.history.at(-1)!.note).toContain(issued.confirmationNumber!);
    expect(await q<{ state: string }>(sql`select distinct state from hotel_room_holds where order_id = ${order.id}`)).toEqual([{ state: 'Sold' }]);
    // Sold rooms stay taken: neither the sweeper nor a cancel gives them back.
    const taken = await takenOf(order);
    await f.app.sweep();
    expect(errorsOf(await post(f.app, '/api/orders/Order/CancelOrder', { orderId: order.id }, me.auth)).orderId).toBeDefined();
    expect(await takenOf(order)).toBe(taken);
    const events = await q<{ payload: { status: string } }>(sql`select payload from live_events where kind = 'order' and user_id = ${me.id} order by id`);
    expect(events.map((e) => e.payload.status)).toEqual(['Reserved', 'Paid', 'Issued']);
    // The flight issuing step leaves a hotel order alone.
    expect((await get(f.app, `/api/flight-reservation/Issue/VerifyIssueFlightTicket/${order.id}`, me.auth)).json().data.issued).toBe(true);
    expect((await details(f.app, me.auth, order.id)).confirmationNumber).toBe(issued.confirmationNumber);
  });

  it('pays from the wallet, and answers the voucher PDF of the issued order to its owner only', async () => {
    const me = await user();
    const order = await reserve(me.auth, () => true, 61, [{ adults: 2 }, { adults: 1 }]);
    const issued = await payByWallet(me, order);
    expect(issued).toMatchObject({ status: 'Issued', paymentMethod: 'Wallet' });
    expect(issued.confirmationNumber).toMatch(/^HC-/);
    expect(await balance(me.auth)).toBe(0);
    const pdf = await get(f.app, `${H}/Voucher/${order.id}`, me.auth);
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // HOTEL_VOUCHER_OUT=/tmp/voucher.pdf keeps a copy to look at (pdftoppm -png -r 80).
    if (process.env.HOTEL_VOUCHER_OUT && kind === 'pglite') writeFileSync(process.env.HOTEL_VOUCHER_OUT, pdf.rawPayload);
    expect((await get(f.app, `${H}/Voucher/${order.id}`, (await user()).auth)).statusCode).toBe(404);
    expect(errorsOf(await get(f.app, `/api/flight-reservation/Tickets/FlightTicketPdf/${order.id}`, me.auth)).id![0]).toMatch(/Voucher/);
  });

  it('refunds in full inside the free window, to the wallet, and the rooms go back on sale', async () => {
    process.env.REFUND_DELAY_MINUTES = '0';
    const me = await user();
    // Free until at most 7 days before check-in: 70 days out is inside the window.
    const order = await payByWallet(me, await reserve(me.auth, (h) => h.cancellation.refundable, 70, [{ adults: 2 }, { adults: 2 }]));
    const taken = await takenOf(order);
    const items: RefundableItemsResponse = (await get(f.app, `${R}/RefundableItems/GetOrderRefundableItems/${order.id}`, me.auth)).json().data;
    expect(items.items).toHaveLength(2);
    expect(items.items[0]).toMatchObject({ itemId: order.rooms[0]!.id, refundable: true, penaltyPercent: 0, refundAmount: order.rooms[0]!.price, departureTime: order.stay.checkIn });
    expect(items.totalRefundAmount).toBe(order.payableAmount);
    const quote: RefundQuote = (await post(f.app, `${R}/RefundRequest/Quote`, { orderId: order.id, itemIds: [order.rooms[0]!.id], reasonId: 1 }, me.auth)).json().data;
    expect(quote).toMatchObject({ penalty: 0, amount: order.rooms[0]!.price });
    // One room first, then the other.
    const first = await post(f.app, `${R}/RefundRequest/Create`, { orderId: order.id, itemIds: [order.rooms[0]!.id], reasonId: 1, destination: 'Wallet' }, me.auth);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ status: 'Refunded', amount: order.rooms[0]!.price, penalty: 0 });
    const partly = await details(f.app, me.auth, order.id);
    expect(partly.status).toBe('PartiallyRefunded');
    expect(partly.rooms.map((r) => r.status)).toEqual(['Refunded', 'Active']);
    expect(await takenOf(order)).toBe(taken - 2);
    const second = await post(f.app, `${R}/RefundRequest/Create`, { orderId: order.id, itemIds: [order.rooms[1]!.id], reasonId: 1, destination: 'Wallet' }, me.auth);
    expect(second.statusCode, second.body).toBe(200);
    expect((await details(f.app, me.auth, order.id)).status).toBe('Refunded');
    expect(await balance(me.auth)).toBe(order.payableAmount);
    expect(await takenOf(order)).toBe(taken - 4);
    // A refunded order takes no further request.
    expect(errorsOf(await post(f.app, `${R}/RefundRequest/Create`, { orderId: order.id, itemIds: [order.rooms[1]!.id], reasonId: 1, destination: 'Wallet' }, me.auth)).orderId).toBeDefined();
  });

  it('keeps the penalty after the free window, and gives nothing back for a non-refundable booking', async () => {
    process.env.REFUND_DELAY_MINUTES = '0';
    const me = await user();
    // Check-in in 1 day: every policy's free window (at least a day before) has passed.
    const late = await payByWallet(me, await reserve(me.auth, (h) => h.cancellation.refundable && h.cancellation.penaltyPercent < 100, 1));
    const policy = late.cancellation as { refundable: true; penaltyPercent: number };
    const [item] = (await get(f.app, `${R}/RefundableItems/GetOrderRefundableItems/${late.id}`, me.auth)).json().data.items;
    const penalty = late.payableAmount - Math.floor((late.payableAmount * (100 - policy.penaltyPercent)) / 100);
    expect(item).toMatchObject({ refundable: true, penaltyPercent: policy.penaltyPercent, penaltyAmount: penalty, refundAmount: late.payableAmount - penalty });
    // The airline's doing waives nothing at a hotel.
    const quote: RefundQuote = (await post(f.app, `${R}/RefundRequest/Quote`, { orderId: late.id, itemIds: [item.itemId], reasonId: 4 }, me.auth)).json().data;
    expect(quote).toMatchObject({ involuntary: false, penalty });
    const res = await post(f.app, `${R}/RefundRequest/Create`, { orderId: late.id, itemIds: [item.itemId], reasonId: 1, destination: 'Wallet' }, me.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(await balance(me.auth)).toBe(late.payableAmount - penalty);
    expect((await details(f.app, me.auth, late.id)).status).toBe('Refunded');

    const fixed = await payByWallet(me, await reserve(me.auth, (h) => !h.cancellation.refundable, 72));
    expect(fixed.cancellationFa).toMatch(/قابل لغو نیست/);
    expect(fixed.freeCancellationUntil).toBeNull();
    const none = (await get(f.app, `${R}/RefundableItems/GetOrderRefundableItems/${fixed.id}`, me.auth)).json().data;
    expect(none.items[0]).toMatchObject({ refundable: false, refundAmount: 0 });
    expect(none.items[0].reason).toMatch(/قابل لغو نیست/);
    expect(errorsOf(await post(f.app, `${R}/RefundRequest/Create`, { orderId: fixed.id, itemIds: [fixed.rooms[0]!.id], reasonId: 1, destination: 'Wallet' }, me.auth))['itemIds[0]']![0]).toMatch(/قابل لغو نیست/);
    expect((await details(f.app, me.auth, fixed.id)).status).toBe('Issued');
  });

  it('a payment that lands after the hold lapsed takes the rooms again, or goes back to the wallet when they are gone', async () => {
    const me = await user();
    const order = await reserve(me.auth, () => true, 80);
    const pay = (await post(f.app, `${P}/Pay/Create`, { orderId: order.id }, me.auth)).json().data;
    const authority = String(pay.url).split('/').pop()!;
    await f.database.db.execute(sql`update orders set hold_expires_at = now() - interval '1 second' where id = ${order.id}`);
    expect((await details(f.app, me.auth, order.id)).status).toBe('Expired');
    const taken = await takenOf(order);
    await f.app.inject({ method: 'POST', url: `${P}/Sandbox/Pay/${authority}`, payload: new URLSearchParams(GOOD).toString(), headers: FORM });
    await f.app.inject({ method: 'POST', url: `${P}/Pay/Callback`, payload: `Authority=${authority}&Status=OK&RefNum=1`, headers: FORM });
    expect((await details(f.app, me.auth, order.id)).status).toBe('Issued');
    expect(await takenOf(order)).toBe(taken + 2);

    const gone = await reserve(me.auth, () => true, 81);
    const pay2 = (await post(f.app, `${P}/Pay/Create`, { orderId: gone.id }, me.auth)).json().data;
    const authority2 = String(pay2.url).split('/').pop()!;
    await f.database.db.execute(sql`update orders set hold_expires_at = now() - interval '1 second' where id = ${gone.id}`);
    expect((await details(f.app, me.auth, gone.id)).status).toBe('Expired');
    // Someone else takes the last rooms meanwhile.
    await f.database.db.execute(sql`update hotel_room_nights set capacity = taken where hotel_id = ${gone.hotel.hotelId} and night >= ${gone.stay.checkIn} and night < ${gone.stay.checkOut}`);
    await f.app.inject({ method: 'POST', url: `${P}/Sandbox/Pay/${authority2}`, payload: new URLSearchParams(GOOD).toString(), headers: FORM });
    await f.app.inject({ method: 'POST', url: `${P}/Pay/Callback`, payload: `Authority=${authority2}&Status=OK&RefNum=1`, headers: FORM });
    expect((await details(f.app, me.auth, gone.id)).status).toBe('Expired');
    expect((await get(f.app, `${P}/Pay/ById?id=${pay2.paymentId}`, me.auth)).json().data.status).toBe('Returned');
    expect(await balance(me.auth)).toBe(gone.payableAmount);
  });
});
