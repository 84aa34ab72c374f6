import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { CipOrderDetails, OrderSummary } from '../../../src/contract';
import { rows } from '../../../server/db/rows';
import { bookedOrder } from './booking-helpers';
import { book, bookBody, booked, CR, details, traveller } from './cip-helpers';
import { errorsOf, expectClientError, get, Inbox, JUNK_BODIES, PERSIAN, post, signIn, useServer } from './server-fixture';
import { storeKinds } from './test-database';

const O = '/api/orders/Order';

describe.each(storeKinds())('CIP bookings on %s', (kind) => {
  const inbox = new Inbox();
  const f = useServer(kind, { otpSender: inbox, sweepIntervalMs: 0 });
  let phone = 0;
  const user = async () => {
    const auth = await signIn(f.app, inbox, `0916${String(5_000_000 + ++phone).padStart(7, '0')}`);
    return { auth, id: decodeJwt(auth.authorization.slice(7)).sub! };
  };
  const q = <T>(query: ReturnType<typeof sql>) => rows<T>(f.database.db, query);
  const takenOf = async (order: CipOrderDetails) => Number((await q<{ n: string }>(sql`
    select coalesce(sum(s.taken), 0) as n from cip_slots s join cip_slot_holds h using (airport_code, kind, day, hour) where h.order_id = ${order.id}`))[0]!.n);

  it('books: re-priced, places held for the payment window, one order with the airport, flight, travellers and policy; live events; in My travels', async () => {
    const me = await user();
    const body = await bookBody(f.app, { other: 'IST', ages: [40, 35, 7, 1], extras: [{ extra: 'greeter' }, { extra: 'porter', count: 2 }, { extra: 'fast-track' }] });
    const order = await booked(f.app, me.auth, body);
    expect(order).toMatchObject({ product: 'Cip', status: 'Reserved', kind: 'Departure', passengerCount: 4, payableAmount: body.expectedPrice, confirmationCode: null, flightOrderId: null });
    expect(order.title).toBe('CIP فرودگاه امام خمینی، خروجی');
    expect(order.airport).toMatchObject({ code: 'IKA', nameFa: 'امام خمینی', timeZone: 'Asia/Tehran' });
    expect(order.flight).toMatchObject({ airlineCode: 'IR', flightNumber: '721', airlineNameFa: 'ایران‌ایر', otherAirport: 'IST', time: '10:30' });
    expect(order.flightTime).toBe(`${body.flight.date}T10:30:00+03:30`);
    expect(order.departureTime).toBe(order.flightTime);
    expect(order.meetAt).toBe(`${body.flight.date}T07:30:00+03:30`);
    expect(order.meetingPointFa).toMatch(/ترمینال/);
    expect(order.passengers.map((p) => p.passengerType)).toEqual([1, 1, 2, 3]);
    expect(order.passengers.reduce((s, p) => s + p.price, 0)).toBe(order.payableAmount);
    expect(order.passengers.every((p) => p.status === 'Active')).toBe(true);
    expect(order.lines.map((l) => l.key)).toEqual(['adult', 'child', 'infant', 'greeter', 'porter', 'fast-track']);
    expect(order.cancellationFa).toMatch(/لغو رایگان/);
    const hold = Date.parse(order.holdExpiresAt!) - Date.now();
    expect(hold).toBeGreaterThan(13 * 60_000);
    expect(hold).toBeLessThanOrEqual(15 * 60_000 + 5_000);
    expect(await takenOf(order)).toBe(4);
    expect((await details(f.app, me.auth, order.id)).id).toBe(order.id);
    const events = await q<{ kind: string; payload: { status?: string; changes?: { offerKey: string; seatsLeft: number }[] } }>(sql`select kind, payload from live_events where user_id = ${me.id} or kind = 'seats' order by id`);
    expect(events.some((e) => e.kind === 'order' && e.payload.status === 'Reserved')).toBe(true);
    expect(events.some((e) => e.kind === 'seats' && e.payload.changes?.some((c) => c.offerKey.startsWith('cip~IKA~Departure~')))).toBe(true);
    // My travels lists it; the flight details route points to the CIP one.
    const list = (await post(f.app, `${O}/GetCurrentUserOrders`, {}, me.auth)).json().data;
    expect(list.items.map((o: OrderSummary) => [o.id, o.product, o.title])).toEqual([[order.id, 'Cip', order.title]]);
    expect((await post(f.app, `${O}/GetCurrentUserOrders`, { product: 'Cip' }, me.auth)).json().data.items).toHaveLength(1);
    const flightDetails = await get(f.app, `${O}/GetCurrentUserOrderDetails/${order.id}`, me.auth);
    expect(flightDetails.statusCode).toBe(404);
    expect(flightDetails.json().meta.message).toMatch(/GetCipOrderDetails/);
    // Someone else's order is not found.
    expect((await get(f.app, `${CR}/GetCipOrderDetails/${order.id}`, (await user()).auth)).statusCode).toBe(404);
    expect((await get(f.app, `${CR}/GetCipOrderDetails/${order.id}`)).statusCode).toBe(401);
  });

  it('refuses a changed price with the new total in Persian digits, and holds nothing', async () => {
    const me = await user();
    const body = await bookBody(f.app, { days: 31 });
    const res = await book(f.app, me.auth, { ...body, expectedPrice: body.expectedPrice - 10 });
    const message = errorsOf(res).expectedPrice![0]!;
    expect(message).toMatch(/[۰-۹]/);
    expect(message).toContain(new Intl.NumberFormat('fa-IR').format(body.expectedPrice).replace(/٬/g, '٬'));
    expect(await q(sql`select 1 from orders where user_id = ${me.id}`)).toHaveLength(0);
  });

  it('answers bad input with 400 and Persian meta.errors, never a 500', async () => {
    const me = await user();
    const body = await bookBody(f.app, { days: 32, other: 'IST' });
    const date = body.flight.date;
    const bad = async (over: object) => errorsOf(await book(f.app, me.auth, { ...body, ...over }));
    expect((await bad({ airport: 'ZZZ' })).airport).toBeDefined();
    expect((await bad({ kind: 'Transit', airport: 'THR' })).kind).toBeDefined();
    expect((await bad({ flight: { ...body.flight, airlineCode: 'ZZ' } }))['flight.airlineCode']).toBeDefined();
    expect((await bad({ flight: { ...body.flight, flightNumber: '12345' } }))['flight.flightNumber']).toBeDefined();
    expect((await bad({ flight: { ...body.flight, flightNumber: 'A12' } }))['flight.flightNumber']).toBeDefined();
    expect((await bad({ flight: { ...body.flight, date: '2020-01-01' } }))['flight.date']).toBeDefined();
    expect((await bad({ flight: { ...body.flight, time: '24:10' } }))['flight.time']).toBeDefined();
    expect((await bad({ flight: { ...body.flight, otherAirport: 'QQQ' } }))['flight.otherAirport']).toBeDefined();
    expect((await bad({ passengers: [] })).passengers).toBeDefined();
    expect((await bad({ passengers: Array.from({ length: 10 }, () => traveller(date)) })).passengers).toBeDefined();
    expect((await bad({ passengers: [traveller(date, 8)] })).passengers![0]).toMatch(/بزرگسال/);
    expect((await bad({ passengers: [traveller(date), traveller(date, 1), traveller(date, 1)] })).passengers![0]).toMatch(/نوزاد/);
    // The passengers' rules: national code, names, a kind that does not match the age on the flight day.
    expect((await bad({ passengers: [{ ...traveller(date), nationalCode: '1234567890' }] }))['passengers[0].nationalCode']).toBeDefined();
    expect((await bad({ passengers: [{ ...traveller(date), firstNameEn: 'سارا' }] }))['passengers[0].firstNameEn']).toBeDefined();
    expect((await bad({ passengers: [{ ...traveller(date), passengerType: 2 }] }))['passengers[0].birthDate']![0]).toMatch(/بزرگسال/);
    expect((await bad({ passengers: [{ ...traveller(date), birthDate: 'yesterday' }] }))['passengers[0].birthDate']).toBeDefined();
    // IKA → IST is international: a passport valid six months on.
    expect((await bad({ passengers: [{ ...traveller(date), nationality: 'DE', nationalCode: null }] }))['passengers[0].passportNumber']).toBeDefined();
    expect((await bad({ passengers: [traveller(date)] }))['passengers[0].passportNumber']![0]).toMatch(/گذرنامه/);
    expect((await bad({ passengers: [traveller(date, 30, { passportNumber: 'P12345678', passportExpiryDate: date })] }))['passengers[0].passportExpiryDate']).toBeDefined();
    expect((await bad({ contact: { mobile: '12345' } }))['contact.mobile']).toBeDefined();
    expect((await bad({ extras: [{ extra: 'porter', count: 50 }] }))['extras[0].count']).toBeDefined();
    expect((await bad({ flightOrderId: '00000000-0000-4000-8000-000000000000' })).flightOrderId).toBeDefined();
    expect((await bad({ flightOrderId: 'not-a-uuid' })).flightOrderId).toBeDefined();
    expect((await bad({ expectedPrice: -1 })).expectedPrice).toBeDefined();
    for (const b of [{}, { ...body, passengers: 'x' }, { ...body, flight: null }, { ...body, contact: 5 }, { ...body, passengers: [5] }]) errorsOf(await book(f.app, me.auth, b));
    for (const junk of JUNK_BODIES) {
      const res = await f.app.inject({ method: 'POST', url: `${CR}/Book`, payload: junk.payload, headers: { ...me.auth, 'content-type': junk.contentType } });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expectClientError(res, junk.payload.slice(0, 20));
    }
    expect((await book(f.app, {}, body)).statusCode).toBe(401);
    expect((await get(f.app, `${CR}/GetCipOrderDetails/nope`, me.auth)).statusCode).toBe(400);
    expect(await q(sql`select 1 from orders where user_id = ${me.id}`)).toHaveLength(0);
  });

  it('takes a flight order of the caller, a Jalali date, and «IR 721» as the flight number', async () => {
    const me = await user();
    const flight = await bookedOrder(f.app, me.auth);
    const body = await bookBody(f.app, { airport: 'THR', days: 12 });
    const [y, m, d] = body.flight.date.split('-').map(Number) as [number, number, number];
    const { toJalaali } = await import('jalaali-js');
    const j = toJalaali(y, m, d);
    const order = await booked(f.app, me.auth, {
      ...body, isJalali: true, flightOrderId: flight.id,
      flight: { ...body.flight, flightNumber: 'IR 721', date: `${j.jy}-${String(j.jm).padStart(2, '0')}-${String(j.jd).padStart(2, '0')}` },
    });
    expect(order).toMatchObject({ flightOrderId: flight.id, flight: { flightNumber: '721', date: body.flight.date } });
    expect(order.title).toBe('CIP فرودگاه مهرآباد، خروجی');
    // Another user's flight order is not theirs to attach.
    expect(errorsOf(await book(f.app, (await user()).auth, { ...body, flightOrderId: flight.id })).flightOrderId).toBeDefined();
  });

  it('a lapsed hold is expired on read and by the sweeper, and its places go back; cancelling an unpaid order gives them back at once', async () => {
    const me = await user();
    const first = await booked(f.app, me.auth, await bookBody(f.app, { days: 40, ages: [30, 30] }));
    expect(await takenOf(first)).toBe(2);
    await f.database.db.execute(sql`update orders set hold_expires_at = now() - interval '1 second' where id = ${first.id}`);
    expect((await details(f.app, me.auth, first.id)).status).toBe('Expired');
    expect(await takenOf(first)).toBe(0);
    const second = await booked(f.app, me.auth, await bookBody(f.app, { days: 41 }));
    await f.database.db.execute(sql`update orders set hold_expires_at = now() - interval '1 second' where id = ${second.id}`);
    expect((await f.app.sweep()).holds).toBeGreaterThanOrEqual(1);
    expect(await takenOf(second)).toBe(0);
    const third = await booked(f.app, me.auth, await bookBody(f.app, { days: 42, ages: [30, 5] }));
    expect(await takenOf(third)).toBe(2);
    const cancel = await post(f.app, `${O}/CancelOrder`, { orderId: third.id }, me.auth);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await takenOf(third)).toBe(0);
    expect((await details(f.app, me.auth, third.id)).status).toBe('Cancelled');
    expect(await q<{ state: string }>(sql`select state from cip_slot_holds where order_id = ${third.id}`)).toEqual([{ state: 'Released' }]);
  });

  it('a retried Book with the same clientRequestId answers the first order, even when the retries race', async () => {
    const me = await user();
    const attempt = { ...(await bookBody(f.app, { days: 43 })), clientRequestId: 'cip-attempt-1', chanel: 'Pwa' as const };
    const answers = await Promise.all([book(f.app, me.auth, attempt), book(f.app, me.auth, attempt), book(f.app, me.auth, attempt)]);
    for (const a of answers) expect(a.statusCode, a.body.slice(0, 300)).toBe(200);
    expect(new Set(answers.map((a) => a.json().data.id as string)).size).toBe(1);
    expect(answers[0]!.json().data.channel).toBe('Pwa');
    expect(await q(sql`select id from orders where user_id = ${me.id}`)).toHaveLength(1);
  });

  it('sells the last place once: of many Books racing for it one wins, the rest are told the lounge is full', async () => {
    const me = await user();
    const body = await bookBody(f.app, { days: 50, time: '14:00' });
    // The 11:00 hour (three hours before 14:00) has one place left.
    await f.database.db.execute(sql`insert into cip_slots (airport_code, kind, day, hour, capacity, taken) values ('IKA', 'Departure', ${body.flight.date}, 11, 1, 0)
      on conflict (airport_code, kind, day, hour) do update set capacity = cip_slots.taken + 1`);
    const quoted = (await post(f.app, '/api/cip/Cip/Quote', { airport: 'IKA', kind: 'Departure', date: body.flight.date, time: '14:00', passengers: { adults: 1 } })).json().data;
    expect(quoted.placesLeft).toBe(1);
    const results = await Promise.all(Array.from({ length: 8 }, () => book(f.app, me.auth, { ...body, passengers: [traveller(body.flight.date)] })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(errorsOf(r)['flight.time']![0]).toMatch(/ظرفیت/);
    const [slot] = await q<{ capacity: number; taken: number }>(sql`select capacity, taken from cip_slots where airport_code = 'IKA' and kind = 'Departure' and day = ${body.flight.date} and hour = 11`);
    expect(Number(slot!.capacity) - Number(slot!.taken)).toBe(0);
    expect((await post(f.app, '/api/cip/Cip/Quote', { airport: 'IKA', kind: 'Departure', date: body.flight.date, time: '14:00', passengers: { adults: 1 } })).json().data.placesLeft).toBe(0);
    // The database itself refuses a second sale of the last place.
    await expect(f.database.db.execute(sql`update cip_slots set taken = taken + 1 where airport_code = 'IKA' and kind = 'Departure' and day = ${body.flight.date} and hour = 11`)).rejects.toThrow();
    expect(PERSIAN.test(results.find((r) => r.statusCode === 400)!.body)).toBe(true);
    expect(await q(sql`select id from orders where user_id = ${me.id} and product = 'Cip'`)).toHaveLength(1);
  });
});
