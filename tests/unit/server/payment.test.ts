import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { OrderDetails } from '../../../src/contract';
import type { Db } from '../../../server/db';
import { rows } from '../../../server/db/rows';
import { Wallet } from '../../../server/services/wallet/ledger';
import { storeKinds } from './test-database';
import { adult, bookedOrder, day, search, submit } from './booking-helpers';
import { errorsOf, expectClientError, get, Inbox, JUNK_BODIES, post, signIn, useServer } from './server-fixture';

const P = '/api/payment';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const GOOD = { pan: '6037-9911-1111-1112', cvv2: '123', month: '12', year: '99', pin: '123456' };

describe.each(storeKinds())('payment: sandbox gateway, callback, issue on %s', (kind) => {
  const inbox = new Inbox();
  const f = useServer(kind, { otpSender: inbox, sweepIntervalMs: 0 });
  let phone = 0;
  const user = async () => {
    const auth = await signIn(f.app, inbox, `0915${String(4_000_000 + ++phone).padStart(7, '0')}`);
    return { auth, id: decodeJwt(auth.authorization.slice(7)).sub! };
  };
  const q = <T>(query: ReturnType<typeof sql>) => rows<T>(f.database.db, query);
  const create = (auth: Record<string, string>, body: object) => post(f.app, `${P}/Pay/Create?timestamp=1`, body, auth);
  const authorityOf = (url: string) => url.split('/').pop()!;
  const bank = (authority: string, form: object) => f.app.inject({ method: 'POST', url: `${P}/Sandbox/Pay/${authority}`, payload: new URLSearchParams(form as Record<string, string>).toString(), headers: FORM });
  const callback = (authority: string, status = 'OK') => f.app.inject({ method: 'POST', url: `${P}/Pay/Callback`, payload: `Authority=${authority}&Status=${status}&RefNum=1`, headers: FORM });
  const payById = async (id: string, auth: Record<string, string>) => (await get(f.app, `${P}/Pay/ById?id=${id}`, auth)).json().data;
  const credit = (userId: string, amount: number) => f.database.db.transaction((tx) => new Wallet(f.database.db).credit(tx as unknown as Db, { userId, amount, kind: 'Charge', description: 'آزمایشی', key: `t:${Math.random()}` }));

  it('Back from the result to the bank page shows the outcome and the way back, never the card form again', async () => {
    const me = await user();
    const order = await bookedOrder(f.app, me.auth, { days: 31 });
    const pay = (await create(me.auth, { orderId: order.id })).json().data;
    const authority = authorityOf(pay.url);
    const form = await get(f.app, `${P}/Sandbox/Pay/${authority}`);
    expect(form.headers['cache-control']).toBe('no-store');
    expect(form.body).toContain('name="pan"');
    // Paid at the bank; Back comes before the post-back reached us: the page settles it and links to the result.
    expect((await bank(authority, GOOD)).headers['cache-control']).toBe('no-store');
    const back = await get(f.app, `${P}/Sandbox/Pay/${authority}`);
    expect(back.statusCode).toBe(200);
    expect(back.headers['cache-control']).toBe('no-store');
    expect(back.body).not.toContain('name="pan"');
    expect(back.body).toContain('پیش‌تر انجام');
    expect(back.body).toContain(`href="/payment/${order.id}/?paymentId=${pay.paymentId}&amp;status=Succeeded"`);
    expect(await payById(pay.paymentId, me.auth)).toMatchObject({ status: 'Succeeded' });
    // The post-back arriving later changes nothing; the page stays the same.
    expect((await callback(authority)).headers.location).toBe(`/payment/${order.id}/?paymentId=${pay.paymentId}&status=Succeeded`);
    expect((await get(f.app, `${P}/Sandbox/Pay/${authority}`)).body).toBe(back.body);
    // A cancelled one says so and goes back to the same result page.
    const order2 = await bookedOrder(f.app, me.auth, { days: 32 });
    const pay2 = (await create(me.auth, { orderId: order2.id })).json().data;
    await bank(authorityOf(pay2.url), { action: 'cancel' });
    const cancelled = await get(f.app, `${P}/Sandbox/Pay/${authorityOf(pay2.url)}`);
    expect(cancelled.body).toContain('پرداخت را لغو کردید.');
    expect(cancelled.body).toContain(`href="/payment/${order2.id}/?paymentId=${pay2.paymentId}&amp;status=Cancelled"`);
  });

  it('pays an order through the bank page and the callback, then issues PNR and tickets once', async () => {
    const me = await user();
    const order = await bookedOrder(f.app, me.auth, { days: 30 });
    const res = await create(me.auth, { orderId: order.id });
    expect(res.statusCode, res.body).toBe(200);
    const pay = res.json().data;
    expect(pay).toMatchObject({ amount: order.payableAmount, walletAmount: 0 });
    expect(pay.url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/payment\/Sandbox\/Pay\/[0-9a-f]{32}$/);
    expect(await payById(pay.paymentId, me.auth)).toMatchObject({ status: 'Pending', statusFa: 'در انتظار پرداخت', gatewayId: 1, purpose: 'Order', orderId: order.id });
    const authority = authorityOf(pay.url);

    const page = await get(f.app, `${P}/Sandbox/Pay/${authority}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<html lang="fa" dir="rtl">');
    // Issue 18: the test-card table in Persian digits (the form takes either).
    expect(page.body).toContain('۶۰۳۷-۹۹۱۱-۱۱۱۱-۱۱۱۲');
    expect(page.body).toContain('ریال');
    const bad = await bank(authority, { ...GOOD, pan: '1234' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('شماره کارت معتبر نیست.');

    const result = await bank(authority, GOOD);
    expect(result.statusCode).toBe(200);
    expect(result.body).toMatch(new RegExp(`name="Authority" value="${authority}"`));
    expect(result.body).toContain('name="Status" value="OK"');
    expect(result.body).toContain('action="http://localhost');

    const back = await callback(authority);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment/${order.id}/?paymentId=${pay.paymentId}&status=Succeeded`);
    const info = await payById(pay.paymentId, me.auth);
    expect(info).toMatchObject({ status: 'Succeeded', cardMask: '603799******1112' });
    expect(info.referenceNumber).toMatch(/^\d{12}$/);

    const issued = await get(f.app, `/api/flight-reservation/Issue/VerifyIssueFlightTicket/${order.id}`, me.auth);
    expect(issued.statusCode, issued.body).toBe(200);
    const data = issued.json().data;
    expect(data).toMatchObject({ issued: true, messages: [], order: { status: 'Issued', paymentMethod: 'Gateway' } });
    expect(data.ticketPdfUrl).toBe(`/api/flight-reservation/Tickets/FlightTicketPdf/${order.id}`);
    expect(data.tickets).toHaveLength(1);
    expect(data.tickets[0].ticketNumber).toMatch(/^\d{13}$/);
    expect(data.tickets[0].pnr).toMatch(/^[A-Z2-9]{6}$/);
    expect(data.tickets[0].passengerName).toBe('REZAEI/ALI');
    expect(data.order.segments[0].pnr).toBe(data.tickets[0].pnr);

    // Again and again: the same answer, nothing paid or issued twice.
    expect((await callback(authority)).headers.location).toBe(back.headers.location);
    expect((await bank(authority, { ...GOOD, pan: '6104332222222225' })).body).toContain('value="OK"');
    const again = (await get(f.app, `/api/flight-reservation/Issue/VerifyIssueFlightTicket/${order.id}`, me.auth)).json().data;
    expect(again.tickets).toEqual(data.tickets);
    expect(errorsOf(await create(me.auth, { orderId: order.id })).orderId).toEqual(['این سفارش پیش‌تر پرداخت شده است.']);
  });

  it('issues one set of tickets when 50 callbacks for one payment arrive together', async () => {
    const me = await user();
    const order = await bookedOrder(f.app, me.auth, { days: 31 });
    const pay = (await create(me.auth, { orderId: order.id })).json().data;
    const authority = authorityOf(pay.url);
    await bank(authority, GOOD);
    const results = await Promise.all(Array.from({ length: 50 }, () => callback(authority)));
    expect(new Set(results.map((r) => `${r.statusCode} ${r.headers.location}`))).toEqual(new Set([`303 /payment/${order.id}/?paymentId=${pay.paymentId}&status=Succeeded`]));
    const events = await q<{ status: string; n: number }>(sql`select status, count(*)::int as n from order_events where order_id = ${order.id} group by status order by status`);
    expect(events).toEqual([{ status: 'Created', n: 1 }, { status: 'Issued', n: 1 }, { status: 'Paid', n: 1 }, { status: 'Reserved', n: 1 }]);
    const tickets = await q<{ ticket_number: string }>(sql`select ticket_number from order_items where order_id = ${order.id}`);
    expect(tickets).toHaveLength(1);
    expect(tickets[0]!.ticket_number).toMatch(/^\d{13}$/);
    const flows = await q<{ n: number }>(sql`select count(*)::int as n from wallet_flows where user_id = ${me.id}`);
    expect(flows[0]!.n).toBe(0);
  });

  it('fails on a declined card, cancels on cancel or a forged OK, and a new payment can follow', async () => {
    const me = await user();
    const order = await bookedOrder(f.app, me.auth, { days: 32 });
    const first = (await create(me.auth, { orderId: order.id })).json().data;
    const declined = await bank(authorityOf(first.url), { ...GOOD, pan: '6104332222222225' });
    expect(declined.body).toContain('name="Status" value="NOK"');
    const back = await callback(authorityOf(first.url), 'NOK');
    expect(back.headers.location).toBe(`/payment/${order.id}/?paymentId=${first.paymentId}&status=Failed`);
    expect(await payById(first.paymentId, me.auth)).toMatchObject({ status: 'Failed', message: 'موجودی کافی نیست.' });
    expect((await get(f.app, `/api/orders/Order/GetById/${order.id}`, me.auth)).json().data.status).toBe('Reserved');

    const second = (await create(me.auth, { orderId: order.id })).json().data;
    await bank(authorityOf(second.url), { action: 'cancel' });
    await callback(authorityOf(second.url), 'NOK');
    expect((await payById(second.paymentId, me.auth)).status).toBe('Cancelled');

    // The callback says OK but the bank never charged: nothing is paid.
    const third = (await create(me.auth, { orderId: order.id })).json().data;
    expect((await callback(authorityOf(third.url), 'OK')).headers.location).toMatch(/status=Cancelled$/);
    const fourth = (await create(me.auth, { orderId: order.id })).json().data;
    await bank(authorityOf(fourth.url), { ...GOOD, pin: '00000' });
    await callback(authorityOf(fourth.url));
    expect(await payById(fourth.paymentId, me.auth)).toMatchObject({ status: 'Failed', message: 'رمز دوم نادرست است.' });
    expect((await get(f.app, `/api/orders/Order/GetById/${order.id}`, me.auth)).json().data.status).toBe('Reserved');
  });

  it('verifies the amount against the database: a different bank amount is reversed', async () => {
    const me = await user();
    const order = await bookedOrder(f.app, me.auth, { days: 33 });
    const pay = (await create(me.auth, { orderId: order.id })).json().data;
    const authority = authorityOf(pay.url);
    await f.database.db.execute(sql`insert into sandbox_bank_transactions (authority, amount, status, reference_number) values (${authority}, ${1000}, 'Paid', '123')`);
    await callback(authority);
    expect(await payById(pay.paymentId, me.auth)).toMatchObject({ status: 'Failed' });
    expect((await q<{ status: string }>(sql`select status from sandbox_bank_transactions where authority = ${authority}`))[0]!.status).toBe('Reversed');
    expect((await get(f.app, `/api/orders/Order/GetById/${order.id}`, me.auth)).json().data.status).toBe('Reserved');
  });

  it('splits a payment between wallet and gateway, and charges the wallet alone', async () => {
    const me = await user();
    const order = await bookedOrder(f.app, me.auth, { days: 34 });
    await credit(me.id, 1_000_000);
    const pay = (await create(me.auth, { orderId: order.id, useWallet: true })).json().data;
    expect(pay).toMatchObject({ walletAmount: 1_000_000, amount: order.payableAmount - 1_000_000 });
    await bank(authorityOf(pay.url), GOOD);
    await callback(authorityOf(pay.url));
    expect((await get(f.app, `/api/orders/Order/GetById/${order.id}`, me.auth)).json().data).toMatchObject({ status: 'Issued', paymentMethod: 'Mixed' });
    expect((await get(f.app, '/api/wallet/wallet/CurrentUserBalance?type=Cache', me.auth)).json().data.balance).toBe(0);

    const charge = (await create(me.auth, { amount: 2_500_000 })).json().data;
    expect(charge).toMatchObject({ amount: 2_500_000, walletAmount: 0 });
    await bank(authorityOf(charge.url), GOOD);
    expect((await callback(authorityOf(charge.url))).headers.location).toBe(`/payment/?paymentId=${charge.paymentId}&status=Succeeded`);
    expect((await get(f.app, '/api/wallet/wallet/CurrentUserBalance?type=Cache', me.auth)).json().data.balance).toBe(2_500_000);
    expect(errorsOf(await create(me.auth, {})).amount).toEqual(['مبلغ شارژ کیف پول را وارد کنید.']);
    expect(errorsOf(await create(me.auth, { amount: 5 })).amount![0]).toMatch(/کمترین مبلغ/);
    expect(errorsOf(await create(me.auth, { amount: 2_000_000_000 })).amount![0]).toMatch(/سقف پرداخت روزانه/);
    expect(errorsOf(await create(me.auth, { amount: 20_000, gatewayId: 7 })).gatewayId).toEqual(['این درگاه پرداخت در دسترس نیست؛ درگاه دیگری را انتخاب کنید.']);

    // A wallet that covers the whole order needs no bank page.
    const small = await bookedOrder(f.app, me.auth, { days: 35 });
    await credit(me.id, small.payableAmount);
    const direct = (await create(me.auth, { orderId: small.id, useWallet: true })).json().data;
    expect(direct).toMatchObject({ paymentId: null, amount: 0, walletAmount: small.payableAmount });
    expect(direct.url).toMatch(new RegExp(`/payment/${small.id}/$`));
    expect((await get(f.app, `/api/orders/Order/GetById/${small.id}`, me.auth)).json().data.status).toBe('Issued');
  });

  it('returns the money to the wallet when the order cannot take it, and the sweeper settles forgotten payments', async () => {
    const me = await user();
    // The voucher changed the price after the bank page opened.
    const order = await bookedOrder(f.app, me.auth, { days: 36 });
    const pay = (await create(me.auth, { orderId: order.id })).json().data;
    await post(f.app, '/api/orders/Order/ApplyDiscountVoucher', { orderId: order.id, code: 'WELCOME10' }, me.auth);
    await bank(authorityOf(pay.url), GOOD);
    await callback(authorityOf(pay.url));
    const returned = await payById(pay.paymentId, me.auth);
    expect(returned.status).toBe('Returned');
    expect(returned.message).toMatch(/کیف پول/);
    expect((await get(f.app, '/api/wallet/wallet/CurrentUserBalance?type=Cache', me.auth)).json().data.balance).toBe(pay.amount);

    // The hold lapsed and was swept before the bank answered: the seats are taken again.
    const late = await bookedOrder(f.app, me.auth, { days: 37 });
    const latePay = (await create(me.auth, { orderId: late.id })).json().data;
    await f.database.db.execute(sql`update orders set hold_expires_at = now() - interval '1 second' where id = ${late.id}`);
    await f.app.sweep();
    expect((await get(f.app, `/api/orders/Order/GetById/${late.id}`, me.auth)).json().data.status).toBe('Expired');
    await bank(authorityOf(latePay.url), GOOD);
    // The traveller closed the tab: no callback. The sweeper verifies with the bank.
    await f.database.db.execute(sql`update payments set created_at = now() - interval '3 minutes' where id = ${latePay.paymentId}`);
    expect((await f.app.sweep()).payments).toBeGreaterThanOrEqual(1);
    expect((await payById(latePay.paymentId, me.auth)).status).toBe('Succeeded');
    expect((await get(f.app, `/api/orders/Order/GetById/${late.id}`, me.auth)).json().data.status).toBe('Issued');
  });

  it('a late payment for a two-flight trip retakes both flights or neither: when one is full, the money goes to the wallet and the other flight keeps its seats', async () => {
    const me = await user();
    const found = await search(f.app, { flightType: 3, adults: 1, segments: [
      { origin: 'IKA', destination: 'IST', departureDate: day(40) },
      { origin: 'IST', destination: 'DXB', departureDate: day(44) },
    ] });
    const trip = found.proposals.find((p) => p.Seat >= 1 && p.ProposalId.includes('_'))!;
    const passenger = adult({ nationality: 'IR', passportNumber: 'K22345678', passportExpiryDate: day(700) });
    const created = await submit(f.app, me.auth, { proposal: { requestId: found.requestId, proposalId: trip.ProposalId }, passengers: [passenger] });
    expect(created.statusCode, created.body.slice(0, 300)).toBe(200);
    const order: OrderDetails = created.json().data;
    expect((await post(f.app, '/api/flight-reservation/Reserve/ReserveFlightOrder', { orderId: order.id }, me.auth)).statusCode).toBe(200);
    const pay = (await create(me.auth, { orderId: order.id })).json().data;
    await f.database.db.execute(sql`update orders set hold_expires_at = now() - interval '1 second' where id = ${order.id}`);
    await f.app.sweep();
    const [first, second] = [...trip.ProposalId.split('_')].sort();
    const taken = async () => new Map((await q<{ offer_key: string; taken: number }>(sql`select offer_key, taken from seat_inventory where offer_key in (${first!}, ${second!})`)).map((r) => [r.offer_key, Number(r.taken)]));
    const before = await taken();
    // Meanwhile the second flight sells out.
    await f.database.db.execute(sql`update seat_inventory set taken = capacity where offer_key = ${second!}`);

    await bank(authorityOf(pay.url), GOOD);
    await callback(authorityOf(pay.url));
    expect(await payById(pay.paymentId, me.auth)).toMatchObject({ status: 'Returned' });
    expect((await get(f.app, `/api/orders/Order/GetById/${order.id}`, me.auth)).json().data.status).toBe('Expired');
    expect((await get(f.app, '/api/wallet/wallet/CurrentUserBalance?type=Cache', me.auth)).json().data.balance).toBe(order.payableAmount);
    // Nothing was retaken on the first flight: its seats stay on sale.
    expect((await taken()).get(first!)).toBe(before.get(first!));
    expect(await q(sql`select offer_key from seat_holds where order_id = ${order.id} and state <> 'Released'`)).toEqual([]);
  });

  it('keeps payments to their owner and answers 401 and 4xx for bad input', async () => {
    const me = await user();
    const other = await user();
    const order = await bookedOrder(f.app, me.auth, { days: 38 });
    const pay = (await create(me.auth, { orderId: order.id })).json().data;
    expect((await get(f.app, `${P}/Pay/ById?id=${pay.paymentId}`, other.auth)).statusCode).toBe(404);
    expect((await create(other.auth, { orderId: order.id })).statusCode).toBe(404);
    expect((await get(f.app, `/api/flight-reservation/Issue/VerifyIssueFlightTicket/${order.id}`, other.auth)).statusCode).toBe(404);
    const notYet = (await get(f.app, `/api/flight-reservation/Issue/VerifyIssueFlightTicket/${order.id}`, me.auth)).json().data;
    expect(notYet).toMatchObject({ issued: false, tickets: [], ticketPdfUrl: null, messages: ['پرداخت این سفارش هنوز انجام نشده است.'] });
    expect((await create({}, { orderId: order.id })).statusCode).toBe(401);
    expect((await get(f.app, `${P}/Pay/ById?id=${pay.paymentId}`)).statusCode).toBe(401);
    expect(errorsOf(await get(f.app, `${P}/Pay/ById`, me.auth)).id).toBeDefined();
    expect((await get(f.app, `${P}/Sandbox/Pay/${'0'.repeat(32)}`)).statusCode).toBe(404);
    expect(errorsOf(await get(f.app, `${P}/Sandbox/Pay/nope`)).authority).toBeDefined();
    expect((await callback('f'.repeat(32))).statusCode).toBe(404);
    expect(errorsOf(await f.app.inject({ method: 'POST', url: `${P}/Pay/Callback`, payload: 'Status=OK', headers: FORM })).Authority).toBeDefined();
    for (const junk of JUNK_BODIES) {
      expectClientError(await post(f.app, `${P}/Pay/Create`, junk.payload, { 'content-type': junk.contentType, ...me.auth }), 'Create');
      expectClientError(await post(f.app, `${P}/Pay/Callback`, junk.payload, { 'content-type': junk.contentType }), 'Callback');
    }
  });
});
