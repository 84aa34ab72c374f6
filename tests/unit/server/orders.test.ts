import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { OrderDetails } from '../../../src/contract';
import { storeKinds } from './test-database';
import { adult, bookedOrder, bornBefore, day, oneWay, search, submit } from './booking-helpers';
import { errorsOf, expectClientError, get, Inbox, JUNK_BODIES, post, signIn, useServer } from './server-fixture';

const R = '/api/flight-reservation';
const O = '/api/orders/Order';

describe.each(storeKinds())('orders: submit, reserve, hold, list on %s', (kind) => {
  const inbox = new Inbox();
  const f = useServer(kind, { otpSender: inbox, sweepIntervalMs: 0 });
  let phone = 0;
  const user = () => signIn(f.app, inbox, `0913${String(2_000_000 + ++phone).padStart(7, '0')}`);
  const execute = (q: ReturnType<typeof sql>) => f.database.db.execute(q);

  it('prices the order on the server, records the channel, and answers the same order for a repeated clientRequestId', async () => {
    const me = await user();
    const trip = await oneWay(f.app, { adults: 2, children: 1, infants: 1, days: 15 });
    const flightDay = trip.proposal.FlightGroups[0]!.DepartureTime.slice(0, 10);
    const body = {
      proposal: { ...trip.ref, totalPrice: 1 },
      totalPrice: 1,
      passengers: [adult(), adult({ gender: 'Female', firstNameEn: 'Mina', firstNameFa: 'مینا' }), adult({ birthDate: bornBefore(flightDay, 7) }), adult({ birthDate: bornBefore(flightDay, 1) })],
      chanel: 'Pwa',
      clientRequestId: 'attempt-1',
    };
    const res = await submit(f.app, me, body);
    expect(res.statusCode, res.body).toBe(200);
    const order: OrderDetails = res.json().data;
    expect(order).toMatchObject({ status: 'Created', statusFa: 'ثبت‌شده', channel: 'Pwa', product: 'DomesticFlight', passengerCount: 4, discountAmount: 0, title: 'تهران به مشهد', clientIdentifier: null });
    expect(order.baseAmount).toBe(trip.proposal.TotalPrice);
    expect(order.payableAmount).toBe(trip.proposal.TotalPrice);
    expect(order.passengers.map((p) => p.passengerType)).toEqual([1, 1, 2, 3]);
    expect(order.items).toHaveLength(4);
    expect(order.items.reduce((s, i) => s + i.price, 0)).toBe(order.baseAmount);
    expect(order.history.map((h) => h.status)).toEqual(['Created']);
    const again = await submit(f.app, me, body);
    expect(again.json().data.id).toBe(order.id);
    const plain = await submit(f.app, me, { ...body, chanel: undefined, clientRequestId: undefined });
    expect(plain.json().data).toMatchObject({ channel: 'WebSite' });
    expect(plain.json().data.id).not.toBe(order.id);
  });

  it('checks passenger counts by age on the flight date, infants per adult, and passports abroad', async () => {
    const me = await user();
    const trip = await oneWay(f.app, { adults: 1, children: 1, days: 12 });
    const flightDay = trip.proposal.FlightGroups[0]!.DepartureTime.slice(0, 10);
    // Eleven today but twelve on the flight date: an adult on board, so the party does not match.
    const turning = adult({ birthDate: bornBefore(flightDay, 12) });
    const wrong = errorsOf(await submit(f.app, me, { proposal: trip.ref, passengers: [adult(), turning] }));
    expect(wrong.passengers![0]).toMatch(/۱ بزرگسال، ۱ کودک قیمت‌گذاری/);
    expect(wrong.passengers![0]).toMatch(/۲ بزرگسال/);
    expect(errorsOf(await submit(f.app, me, { proposal: trip.ref, passengers: [adult()] })).passengers).toBeDefined();
    const twin = adult();
    expect(errorsOf(await submit(f.app, me, { proposal: trip.ref, passengers: [twin, { ...twin, birthDate: bornBefore(flightDay, 5) }] }))['passengers[1]']).toBeDefined();
    expect(errorsOf(await submit(f.app, me, { proposal: trip.ref, passengers: [adult(), adult({ birthDate: bornBefore(flightDay, 5), passengerType: 3 })] }))['passengers[1].birthDate']).toBeDefined();
    expect(errorsOf(await submit(f.app, me, { proposal: trip.ref, passengers: [adult(), adult({ birthDate: bornBefore(flightDay, 5) })], contact: { mobile: '123' } }))['contact.mobile']).toEqual(['شماره موبایل معتبر نیست.']);
    expect(errorsOf(await submit(f.app, me, { passengers: [adult()] })).proposal).toEqual(['پرواز را انتخاب کنید.']);
    expect(errorsOf(await submit(f.app, me, { proposals: [{ requestId: trip.ref.requestId, proposalId: 'gone' }], passengers: [adult()] }))['proposals[0].proposalId']).toBeDefined();

    const intl = await oneWay(f.app, { destination: 'IST', days: 30 });
    const tripDay = intl.proposal.FlightGroups[0]!.DepartureTime.slice(0, 10);
    const noPassport = errorsOf(await submit(f.app, me, { proposal: intl.ref, passengers: [adult()] }));
    expect(noPassport['passengers[0].passportNumber']).toEqual(['برای پرواز خارجی شماره گذرنامه لازم است.']);
    const shortPassport = errorsOf(await submit(f.app, me, { proposal: intl.ref, passengers: [adult({ passportNumber: 'P12345678', passportExpiryDate: bornBefore(tripDay, 0, -90) })] }));
    expect(shortPassport['passengers[0].passportExpiryDate']).toEqual(['گذرنامه باید دست‌کم ۶ ماه پس از تاریخ سفر اعتبار داشته باشد.']);
    const good = await submit(f.app, me, { proposal: intl.ref, passengers: [adult({ passportNumber: 'P12345678', passportExpiryDate: bornBefore(tripDay, -1) })] });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data.product).toBe('InternationalFlight');

    // A round trip needs its way back, from the same search.
    const rt = await search(f.app, { flightType: 2, segments: [{ origin: 'THR', destination: 'SYZ', departureDate: day(20) }, { origin: 'SYZ', destination: 'THR', departureDate: day(22) }] });
    const out = rt.proposals.find((p) => !p.isReturning && p.Seat > 0)!;
    const back = rt.proposals.find((p) => p.isReturning && p.Seat > 0)!;
    expect(errorsOf(await submit(f.app, me, { proposal: { requestId: rt.requestId, proposalId: out.ProposalId }, passengers: [adult()] }))['proposal.returningProposalId']).toBeDefined();
    const both = await submit(f.app, me, { proposals: [{ requestId: rt.requestId, proposalId: out.ProposalId }, { requestId: rt.returningRequestId, proposalId: back.ProposalId }], passengers: [adult()] });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json().data).toMatchObject({ baseAmount: out.TotalPrice + back.TotalPrice, title: 'تهران به شیراز (رفت و برگشت)' });
    expect(both.json().data.segments.map((s: { isReturning: boolean }) => s.isReturning)).toEqual([false, true]);
  });

  it('holds seats for 15 minutes, shows them taken, and releases them when the hold lapses (sweeper or read)', async () => {
    const me = await user();
    const trip = await oneWay(f.app, { adults: 2, days: 40 });
    const order = (await submit(f.app, me, { proposal: trip.ref, passengers: [adult(), adult()] })).json().data as OrderDetails;
    const details = async () => (await post(f.app, `${R}/Proposals/GetFlightDetails`, trip.ref, me)).json().data.items[0].seatsLeft as number;
    const before = await details();
    const verify = async (id = order.id) => (await get(f.app, `${R}/Submit/VerifyFlightOrder/${id}`, me)).json().data;
    expect(await verify()).toMatchObject({ canPay: false, holdSecondsLeft: 0 });
    const res = await post(f.app, `${R}/Reserve/ReserveFlightOrder`, { orderId: order.id }, me);
    expect(res.statusCode, res.body).toBe(200);
    const reserved: OrderDetails = res.json().data;
    expect(reserved.status).toBe('Reserved');
    const holdMs = Date.parse(reserved.holdExpiresAt!) - Date.now();
    expect(holdMs).toBeGreaterThan(14 * 60_000);
    expect(holdMs).toBeLessThanOrEqual(15 * 60_000 + 5000);
    expect(await details()).toBe(before - 2);
    const v = await verify();
    expect(v.canPay).toBe(true);
    expect(v.holdSecondsLeft).toBeGreaterThan(800);
    // Reserving again changes nothing.
    expect((await post(f.app, `${R}/Reserve/ReserveFlightOrder`, { orderId: order.id }, me)).json().data.holdExpiresAt).toBe(reserved.holdExpiresAt);

    await execute(sql`update orders set hold_expires_at = now() - interval '1 second' where id = ${order.id}`);
    expect(await f.app.sweep()).toMatchObject({ holds: 1 });
    expect(await details()).toBe(before);
    const expired = await verify();
    expect(expired.order.status).toBe('Expired');
    expect(expired.order.history.map((h: { status: string }) => h.status)).toEqual(['Created', 'Reserved', 'Expired']);
    expect(expired.messages[0]).toMatch(/مهلت پرداخت/);
    expect(errorsOf(await post(f.app, `${R}/Reserve/ReserveFlightOrder`, { orderId: order.id }, me)).orderId![0]).toMatch(/منقضی/);

    // Without a sweeper, reading the order expires it.
    const second = await bookedOrder(f.app, me, { days: 41 });
    await execute(sql`update orders set hold_expires_at = now() - interval '1 second' where id = ${second.id}`);
    expect((await get(f.app, `${O}/GetById/${second.id}`, me)).json().data.status).toBe('Expired');
    expect(await f.app.sweep()).toMatchObject({ holds: 0 });
  });

  it('never sells more seats than the flight has, however many reserve at once', async () => {
    const trip = await oneWay(f.app, { days: 50 });
    const people = await Promise.all(Array.from({ length: 6 }, () => user()));
    const orders = await Promise.all(people.map(async (me) => ({ me, order: (await submit(f.app, me, { proposal: trip.ref, passengers: [adult()] })).json().data as OrderDetails })));
    const first = await post(f.app, `${R}/Reserve/ReserveFlightOrder`, { orderId: orders[0]!.order.id }, orders[0]!.me);
    expect(first.statusCode).toBe(200);
    // One seat left for the five who press Reserve together.
    await execute(sql`update seat_inventory set capacity = taken + 1 where offer_key = ${trip.proposal.ProposalId}`);
    const results = await Promise.all(orders.slice(1).map(({ me, order }) => post(f.app, `${R}/Reserve/ReserveFlightOrder`, { orderId: order.id }, me)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(errorsOf(r).orderId![0]).toMatch(/صندلی کافی/);
    const [row] = (await execute(sql`select capacity, taken from seat_inventory where offer_key = ${trip.proposal.ProposalId}`) as unknown as { rows: { capacity: number; taken: number }[] }).rows;
    expect(row!.taken).toBe(row!.capacity);
  });

  it('lists orders paged and filtered, with details, passengers per proposal, and 404 for anyone else', async () => {
    const me = await user();
    const other = await user();
    const a = await bookedOrder(f.app, me, { reserve: false, days: 13 });
    const b = await bookedOrder(f.app, me, { days: 14, destination: 'SYZ' });
    const c = await bookedOrder(f.app, me, { reserve: false, days: 15, destination: 'KIH' });
    const page = async (body: object, auth = me) => (await post(f.app, `${O}/GetCurrentUserOrders?timestamp=1`, body, auth)).json().data;
    const all = await page({});
    expect(all).toMatchObject({ totalCount: 3, pageNumber: 1, pageSize: 10 });
    expect(all.items.map((o: { id: string }) => o.id)).toEqual([c.id, b.id, a.id]);
    const second = await page({ pageNumber: 2, pageSize: 2 });
    expect(second.items.map((o: { id: string }) => o.id)).toEqual([a.id]);
    expect((await page({ status: 'Reserved' })).items.map((o: { id: string }) => o.id)).toEqual([b.id]);
    expect((await page({ status: ['Created', 'Expired'], product: 'DomesticFlight' })).totalCount).toBe(2);
    expect((await page({ product: 'Visa' })).totalCount).toBe(0);
    expect((await page({}, other)).totalCount).toBe(0);
    expect(errorsOf(await post(f.app, `${O}/GetCurrentUserOrders`, { status: 'Lost' }, me)).status).toBeDefined();
    expect(errorsOf(await post(f.app, `${O}/GetCurrentUserOrders`, { pageSize: 500 }, me)).pageSize).toBeDefined();
    expect((await f.app.inject({ method: 'POST', url: `${O}/GetCurrentUserOrders`, headers: me })).statusCode).toBe(200);

    const details = await get(f.app, `${O}/GetCurrentUserOrderDetails/${b.id}`, me);
    expect(details.json().data).toMatchObject({ id: b.id, status: 'Reserved', title: 'تهران به شیراز' });
    expect((await get(f.app, `${O}/GetById/${b.id}`, me)).json().data).toMatchObject({ id: b.id, number: b.number });
    const pax = await get(f.app, `${O}/GetOrderPassengers/${b.id}?proposalId=${encodeURIComponent(b.segments[0]!.proposalId)}`, me);
    expect(pax.json().data).toHaveLength(1);
    expect(pax.json().data[0].items).toHaveLength(1);
    expect((await get(f.app, `${O}/GetOrderPassengers/${b.id}?proposalId=nope`, me)).statusCode).toBe(404);

    // Every route that takes an order id: another user's id is a 404, a malformed one a 400.
    const idRoutes = [
      () => get(f.app, `${O}/GetCurrentUserOrderDetails/${b.id}`, other),
      () => get(f.app, `${O}/GetById/${b.id}`, other),
      () => get(f.app, `${O}/GetOrderPassengers/${b.id}`, other),
      () => get(f.app, `${R}/Submit/VerifyFlightOrder/${b.id}`, other),
      () => post(f.app, `${R}/Reserve/ReserveFlightOrder`, { orderId: a.id }, other),
      () => post(f.app, `${O}/ApplyDiscountVoucher`, { orderId: a.id, code: 'WELCOME10' }, other),
      () => post(f.app, `${O}/RemoveDiscountVoucher`, { orderId: a.id }, other),
    ];
    for (const call of idRoutes) {
      const res = await call();
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ data: null, meta: { message: 'این سفارش در سفارش‌های شما نیست.' } });
    }
    expect(errorsOf(await get(f.app, `${O}/GetById/123`, me)).id).toBeDefined();
    expect((await get(f.app, `${O}/GetById/${b.id}`)).statusCode).toBe(401);
  });

  it('applies seeded vouchers: percent with a cap, fixed, minimum price, expiry, product and per-user limit', async () => {
    const me = await user();
    const apply = (orderId: string, code: string, auth = me) => post(f.app, `${O}/ApplyDiscountVoucher`, { orderId, code }, auth);
    const order = await bookedOrder(f.app, me, { reserve: false, days: 16 });
    const res = await apply(order.id, ' welcome10 ');
    expect(res.statusCode, res.body).toBe(200);
    const expected = Math.min(5_000_000, Math.floor(order.baseAmount / 10));
    expect(res.json().data).toMatchObject({ voucherCode: 'WELCOME10', discountAmount: expected, payableAmount: order.baseAmount - expected });
    // One use per user: a second order cannot take it while the first holds it.
    const next = await bookedOrder(f.app, me, { reserve: false, days: 17 });
    expect(errorsOf(await apply(next.id, 'WELCOME10')).code).toEqual(['سقف استفاده شما از این کد تخفیف پر شده است.']);
    expect(errorsOf(await apply(next.id, 'NOWRUZ1400')).code).toEqual(['مهلت استفاده از این کد تخفیف تمام شده است.']);
    expect(errorsOf(await apply(next.id, 'VISA20')).code).toEqual(['این کد تخفیف برای این نوع خرید نیست.']);
    expect(errorsOf(await apply(next.id, 'NOPE')).code).toEqual(['کد تخفیف معتبر نیست.']);
    const fixed = await apply(next.id, 'SAFAR500');
    if (next.baseAmount >= 30_000_000) expect(fixed.json().data.discountAmount).toBe(5_000_000);
    else expect(errorsOf(fixed).code![0]).toMatch(/به بالاست/);
    // Removing frees the voucher for another order.
    const removed = await post(f.app, `${O}/RemoveDiscountVoucher`, { orderId: order.id }, me);
    expect(removed.json().data).toMatchObject({ voucherCode: null, discountAmount: 0, payableAmount: order.baseAmount });
    expect(errorsOf(await post(f.app, `${O}/RemoveDiscountVoucher`, { orderId: order.id }, me)).orderId).toBeDefined();
    expect((await apply(next.id, 'WELCOME10')).statusCode).toBe(200);
    // Concurrent applies of a one-use voucher on two orders: one wins.
    const racer = await user();
    const [x, y] = await Promise.all([bookedOrder(f.app, racer, { reserve: false, days: 18 }), bookedOrder(f.app, racer, { reserve: false, days: 19 })]);
    const results = await Promise.all([apply(x.id, 'WELCOME10', racer), apply(y.id, 'WELCOME10', racer)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('answers 401 without a token and 4xx for junk on every route', async () => {
    const posts = [`${R}/Submit/SubmitFlightOrder`, `${R}/Reserve/ReserveFlightOrder`, `${O}/GetCurrentUserOrders`, `${O}/ApplyDiscountVoucher`, `${O}/RemoveDiscountVoucher`];
    const gets = [`${R}/Submit/VerifyFlightOrder`, `${O}/GetCurrentUserOrderDetails`, `${O}/GetById`, `${O}/GetOrderPassengers`].map((u) => `${u}/${crypto.randomUUID()}`);
    for (const url of posts) expect((await post(f.app, url, {})).statusCode, url).toBe(401);
    for (const url of gets) expect((await get(f.app, url)).statusCode, url).toBe(401);
    const me = await user();
    for (const url of posts) {
      for (const junk of JUNK_BODIES) expectClientError(await post(f.app, url, junk.payload, { 'content-type': junk.contentType, ...me }), url);
    }
    for (const url of gets) expect((await get(f.app, url, me)).statusCode, url).toBe(404);
  });
});
