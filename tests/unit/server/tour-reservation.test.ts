import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { OrderSummary, TourOrderDetails } from '../../../src/contract';
import { rows } from '../../../server/db/rows';
import { book, bookBody, booked, details, traveller, TR } from './tour-helpers';
import { errorsOf, get, Inbox, PERSIAN, post, signIn, useServer } from './server-fixture';
import { storeKinds } from './test-database';

const O = '/api/orders/Order';

describe.each(storeKinds())('tour bookings on %s', (kind) => {
  const inbox = new Inbox();
  const f = useServer(kind, { otpSender: inbox, sweepIntervalMs: 0 });
  let phone = 0;
  const user = async () => {
    const auth = await signIn(f.app, inbox, `0917${String(6_000_000 + ++phone).padStart(7, '0')}`);
    return { auth, id: decodeJwt(auth.authorization.slice(7)).sub! };
  };
  const q = <T>(query: ReturnType<typeof sql>) => rows<T>(f.database.db, query);
  const takenOf = async (order: TourOrderDetails) => Number((await q<{ n: string }>(sql`select coalesce(sum(taken), 0) as n from tour_departures where departure_id = ${order.departure.id}`))[0]!.n);

  it('books: re-priced, places held (infants none), one order with the tour, departure, hotel, travellers and rooms; live events; in My travels', async () => {
    const me = await user();
    const body = await bookBody(f.app, { week: 1, ages: [40, 38, 7, 1, 65], rooms: [{ travellers: [0, 1, 2, 3] }, { travellers: [4] }] });
    const order = await booked(f.app, me.auth, body);
    expect(order).toMatchObject({ product: 'Tour', status: 'Reserved', passengerCount: 5, payableAmount: body.expectedPrice, confirmationCode: null, title: 'تور کیش ۳ شب' });
    expect(order.departureTime).toBe(order.departure.departureDate);
    expect(order.departure.id).toBe(body.departureId);
    expect(order.hotel.id).toBe(body.hotelOptionId);
    expect(order.tour).toMatchObject({ slug: 'kish-3-nights', visaDestination: null });
    expect(order.passengers.map((p) => p.priceKind)).toEqual(['adult-double', 'adult-double', 'child-bed', 'infant', 'adult-single']);
    expect(order.passengers.reduce((s, p) => s + p.price, 0)).toBe(order.payableAmount);
    expect(order.rooms).toHaveLength(2);
    expect(order.cancellationFa).toMatch(/لغو رایگان/);
    const hold = Date.parse(order.holdExpiresAt!) - Date.now();
    expect(hold).toBeGreaterThan(13 * 60_000);
    expect(await takenOf(order)).toBe(4);
    const events = await q<{ kind: string; payload: { status?: string; changes?: { offerKey: string }[] } }>(sql`select kind, payload from live_events where user_id = ${me.id} or kind = 'seats' order by id`);
    expect(events.some((e) => e.kind === 'order' && e.payload.status === 'Reserved')).toBe(true);
    expect(events.some((e) => e.kind === 'seats' && e.payload.changes?.some((c) => c.offerKey === `tour~${order.departure.id}`))).toBe(true);
    const list = (await post(f.app, `${O}/GetCurrentUserOrders`, { product: 'Tour' }, me.auth)).json().data;
    expect(list.items.map((o: OrderSummary) => [o.id, o.product])).toEqual([[order.id, 'Tour']]);
    const flightDetails = await get(f.app, `${O}/GetCurrentUserOrderDetails/${order.id}`, me.auth);
    expect(flightDetails.statusCode).toBe(404);
    expect(flightDetails.json().meta.message).toMatch(/GetTourOrderDetails/);
    expect((await get(f.app, `${TR}/GetTourOrderDetails/${order.id}`, (await user()).auth)).statusCode).toBe(404);
    expect((await get(f.app, `${TR}/GetTourOrderDetails/${order.id}`)).statusCode).toBe(401);
  });

  it('refuses a changed price and bad input with 400 in Persian, holding nothing', async () => {
    const me = await user();
    const body = await bookBody(f.app, { slug: 'istanbul-5-nights', week: 3 });
    const date = body.departureId.split('~')[1]!;
    const msg = errorsOf(await book(f.app, me.auth, { ...body, expectedPrice: body.expectedPrice - 10 })).expectedPrice![0]!;
    expect(msg).toMatch(/[۰-۹]/);
    const bad = async (over: object) => errorsOf(await book(f.app, me.auth, { ...body, ...over }));
    // Abroad: a passport valid six months past the return date.
    expect((await bad({ passengers: [traveller(date, 30), traveller(date, 30, true)] }))['passengers[0].passportNumber']).toBeDefined();
    expect((await bad({ passengers: [traveller(date, 30, true, { passportExpiryDate: date }), traveller(date, 30, true)] }))['passengers[0].passportExpiryDate']).toBeDefined();
    expect((await bad({ passengers: [traveller(date, 30, true, { nationalCode: '1234567890' }), traveller(date, 30, true)] }))['passengers[0].nationalCode']).toBeDefined();
    expect((await bad({ passengers: [traveller(date, 30, true, { firstNameEn: 'سارا' }), traveller(date, 30, true)] }))['passengers[0].firstNameEn']).toBeDefined();
    expect((await bad({ passengers: [traveller(date, 30, true, { passengerType: 2 }), traveller(date, 30, true)] }))['passengers[0].birthDate']).toBeDefined();
    expect((await bad({ passengers: [traveller(date, 8, true), traveller(date, 9, true)] })).passengers![0]).toMatch(/بزرگسال/);
    expect((await bad({ rooms: [{ travellers: [0] }] })).rooms).toBeDefined();
    expect((await bad({ hotelOptionId: 'x' })).hotelOptionId).toBeDefined();
    expect((await bad({ departureId: 'x' })).departureId).toBeDefined();
    expect((await bad({ contact: { mobile: '12345' } }))['contact.mobile']).toBeDefined();
    expect((await bad({ expectedPrice: -1 })).expectedPrice).toBeDefined();
    for (const b of [{}, { ...body, passengers: 'x' }, { ...body, contact: 5 }, { ...body, passengers: [5] }, { ...body, rooms: [{}] }]) errorsOf(await book(f.app, me.auth, b));
    expect((await book(f.app, {}, body)).statusCode).toBe(401);
    expect((await get(f.app, `${TR}/GetTourOrderDetails/nope`, me.auth)).statusCode).toBe(400);
    expect(await q(sql`select 1 from orders where user_id = ${me.id}`)).toHaveLength(0);
  });

  it('a lapsed hold and a cancelled unpaid order give their places back; a retried Book answers the first order', async () => {
    const me = await user();
    const first = await booked(f.app, me.auth, await bookBody(f.app, { slug: 'mashhad-3-nights', week: 4 }));
    expect(await takenOf(first)).toBe(2);
    await f.database.db.execute(sql`update orders set hold_expires_at = now() - interval '1 second' where id = ${first.id}`);
    expect((await details(f.app, me.auth, first.id)).status).toBe('Expired');
    expect(await takenOf(first)).toBe(0);
    const second = await booked(f.app, me.auth, await bookBody(f.app, { slug: 'mashhad-3-nights', week: 5, ages: [30] }));
    await f.database.db.execute(sql`update orders set hold_expires_at = now() - interval '1 second' where id = ${second.id}`);
    expect((await f.app.sweep()).holds).toBeGreaterThanOrEqual(1);
    expect(await takenOf(second)).toBe(0);
    const third = await booked(f.app, me.auth, await bookBody(f.app, { slug: 'mashhad-3-nights', week: 6 }));
    expect(await takenOf(third)).toBe(2);
    const cancel = await post(f.app, `${O}/CancelOrder`, { orderId: third.id }, me.auth);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await takenOf(third)).toBe(0);
    expect(await q<{ state: string }>(sql`select state from tour_departure_holds where order_id = ${third.id}`)).toEqual([{ state: 'Released' }]);
    const attempt = { ...(await bookBody(f.app, { slug: 'mashhad-3-nights', week: 7 })), clientRequestId: 'tour-attempt-1' };
    const answers = await Promise.all([book(f.app, me.auth, attempt), book(f.app, me.auth, attempt), book(f.app, me.auth, attempt)]);
    for (const a of answers) expect(a.statusCode, a.body.slice(0, 300)).toBe(200);
    expect(new Set(answers.map((a) => a.json().data.id as string)).size).toBe(1);
  });

  it('sells the last place once: of 8 Books racing for it one wins, the rest are told the departure is full', async () => {
    const me = await user();
    const body = await bookBody(f.app, { slug: 'yerevan-4-nights', week: 8, ages: [30] });
    await f.database.db.execute(sql`insert into tour_departures (departure_id, capacity, taken) values (${body.departureId}, 1, 0)
      on conflict (departure_id) do update set capacity = tour_departures.taken + 1`);
    const quoted = (await post(f.app, '/api/tours/Tour/Quote', { ...body, passengers: [{ birthDate: body.passengers[0]!.birthDate }] })).json().data;
    expect(quoted.placesLeft).toBe(1);
    const date = body.departureId.split('~')[1]!;
    const results = await Promise.all(Array.from({ length: 8 }, () => book(f.app, me.auth, { ...body, passengers: [traveller(date, 30, true)] })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(errorsOf(r).departureId![0]).toMatch(/ظرفیت|جا/);
    expect(PERSIAN.test(results.find((r) => r.statusCode === 400)!.body)).toBe(true);
    const [row] = await q<{ capacity: number; taken: number }>(sql`select capacity, taken from tour_departures where departure_id = ${body.departureId}`);
    expect(Number(row!.capacity) - Number(row!.taken)).toBe(0);
    await expect(f.database.db.execute(sql`update tour_departures set taken = taken + 1 where departure_id = ${body.departureId}`)).rejects.toThrow();
    const listed = (await get(f.app, '/api/tours/Tour/GetTours')).json().data.flatMap((p: { departures: { id: string; placesLeft: number }[] }) => p.departures);
    expect(listed.find((d: { id: string }) => d.id === body.departureId).placesLeft).toBe(0);
    expect(await q(sql`select id from orders where user_id = ${me.id} and product = 'Tour'`)).toHaveLength(1);
  });
});
