import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { HotelOrderDetails, HotelSearchResponse, OrderSummary } from '../../../src/contract';
import { formatNumber } from '../../../src/domain/numbers';
import { rows } from '../../../server/db/rows';
import type { Hotel } from '../../../server/inventory/hotels/supplier';
import { day } from './booking-helpers';
import { book, booked, cityHotels, details, guest, H, hotelPage, offerFor, stayAt } from './hotel-helpers';
import { countQueries, errorsOf, expectClientError, get, Inbox, JUNK_BODIES, PERSIAN, post, signIn, useServer } from './server-fixture';
import { storeKinds } from './test-database';

const O = '/api/orders/Order';

describe.each(storeKinds())('hotel-reservation Book on %s', (kind) => {
  const inbox = new Inbox();
  const f = useServer(kind, { otpSender: inbox, sweepIntervalMs: 0 });
  let phone = 0;
  const user = async () => {
    const auth = await signIn(f.app, inbox, `0917${String(6_000_000 + ++phone).padStart(7, '0')}`);
    return { auth, id: decodeJwt(auth.authorization.slice(7)).sub! };
  };
  const q = <T>(query: ReturnType<typeof sql>) => rows<T>(f.database.db, query);
  /** Rooms taken here of the order's room types on its nights. */
  const taken = async (order: HotelOrderDetails) => Number((await q<{ n: string }>(sql`
    select coalesce(sum(n.taken), 0) as n from hotel_room_nights n
    where n.hotel_id = ${order.hotel.hotelId} and n.night >= ${order.stay.checkIn} and n.night < ${order.stay.checkOut}
      and n.room_type_id in (select room_type_id from hotel_order_rooms where order_id = ${order.id})`))[0]!.n);
  let hotels: Hotel[] = [];
  const mashhad = async () => (hotels.length > 0 ? hotels : (hotels = await cityHotels(f.app, f.database.db)));
  const refundable = (h: Hotel) => h.cancellation.refundable;

  it('books rooms: re-priced, held for the payment window, one order with the hotel, rooms, guests and policy; live events; in My travels', async () => {
    const me = await user();
    const { stay } = await stayAt(f.app, await mashhad(), refundable, 20, 3, [{ adults: 2 }, { adults: 1, childAges: [5] }]);
    const { body, offers, page } = await offerFor(f.app, stay);
    body.specialRequests = '  اتاق‌های مجاور، لطفاً  ';
    const order = await booked(f.app, me.auth, body);
    expect(order).toMatchObject({
      product: 'Hotel', status: 'Reserved', statusFa: 'رزروشده، در انتظار پرداخت', title: `${page.hotel.nameFa}، مشهد`,
      baseAmount: body.expectedPrice, payableAmount: body.expectedPrice, passengerCount: 4, departureTime: stay.checkIn,
      confirmationNumber: null, specialRequests: 'اتاق‌های مجاور، لطفاً', contact: { mobile: '09121234567', email: 'guest@example.com' },
      stay: { checkIn: stay.checkIn, checkOut: stay.checkOut, nights: 3, hotelId: stay.hotelId },
      cancellation: page.hotel.cancellation,
    });
    expect(order.hotel).toMatchObject({ hotelId: stay.hotelId, nameFa: page.hotel.nameFa, addressFa: page.hotel.addressFa, checkInTime: page.hotel.checkInTime });
    const holdMs = Date.parse(order.holdExpiresAt!) - Date.now();
    expect(holdMs).toBeGreaterThan(14 * 60_000);
    expect(holdMs).toBeLessThanOrEqual(15 * 60_000 + 5_000);
    expect(order.rooms).toHaveLength(2);
    expect(order.rooms[1]).toMatchObject({ adults: 1, childAges: [5], roomTypeId: offers[1]!.roomTypeId, board: offers[1]!.board, price: offers[1]!.price, status: 'Active' });
    expect(order.rooms[0]!.nights.map((n) => n.date)).toEqual([day(20), day(21), day(22)]);
    expect(order.rooms[0]!.leadGuest).toMatchObject({ firstNameEn: 'MARYAM', lastNameEn: 'AHMADI', firstNameFa: 'مریم', nationality: 'IR' });
    expect(order.cancellationFa).toMatch(/لغو رایگان تا پایان/);
    expect(order.freeCancellationUntil).toBe(page.rooms[0]![0]!.freeCancellationUntil);
    expect(order.history.map((h) => h.status)).toEqual(['Reserved']);
    // The rooms are held here: the hotel page shows them gone.
    expect(await taken(order)).toBeGreaterThanOrEqual(2);
    // (The page, not another offer: on some days these were the last two rooms of a kind.)
    const again = await hotelPage(f.app, stay);
    const before = page.rooms[0]!.find((o) => o.key === offers[0]!.key)!.roomsLeft;
    const sameType = offers.filter((o) => o.roomTypeId === offers[0]!.roomTypeId).length;
    expect(again.rooms[0]!.find((o) => o.key === offers[0]!.key)?.roomsLeft ?? 0).toBe(before - sameType);
    const events = await q<{ payload: { status: string } }>(sql`select payload from live_events where kind = 'order' and user_id = ${me.id}`);
    expect(events.map((e) => e.payload.status)).toEqual(['Reserved']);
    expect((await q(sql`select id from live_events where kind = 'seats' and payload::text like ${`%hotel~${stay.hotelId}~%`}`)).length).toBeGreaterThan(0);

    expect(await details(f.app, me.auth, order.id)).toEqual(order);
    const list = (await post(f.app, `${O}/GetCurrentUserOrders`, { product: 'Hotel' }, me.auth)).json().data;
    expect(list.items.map((o: OrderSummary) => [o.id, o.title])).toEqual([[order.id, order.title]]);
    const flightDetails = await get(f.app, `${O}/GetCurrentUserOrderDetails/${order.id}`, me.auth);
    expect(flightDetails.statusCode).toBe(404);
    expect(flightDetails.json().meta.message).toMatch(/GetHotelOrderDetails/);
    expect(errorsOf(await post(f.app, '/api/flight-reservation/Reserve/ReserveFlightOrder', { orderId: order.id }, me.auth)).orderId![0]).toMatch(/هتل/);
    const other = await user();
    expect((await get(f.app, `${H}/GetHotelOrderDetails/${order.id}`, other.auth)).statusCode).toBe(404);
    expect((await get(f.app, `${H}/GetHotelOrderDetails/${order.id}`)).statusCode).toBe(401);
  });

  it('refuses a changed price with the new total in Persian digits, and holds nothing', async () => {
    const me = await user();
    const { stay } = await stayAt(f.app, await mashhad(), () => true, 25);
    const { body } = await offerFor(f.app, stay);
    const res = await book(f.app, me.auth, { ...body, expectedPrice: body.expectedPrice - 10_000 });
    expect(errorsOf(res).expectedPrice![0]).toContain(formatNumber(body.expectedPrice));
    expect(await q(sql`select id from orders where user_id = ${me.id}`)).toEqual([]);
    expect(await q(sql`select night from hotel_room_nights where hotel_id = ${stay.hotelId} and night = ${stay.checkIn} and taken > 0`)).toEqual([]);
  });

  it('answers bad input with 400 and Persian meta.errors, never a 500', async () => {
    const me = await user();
    const [first, second] = await mashhad();
    const { stay } = await stayAt(f.app, [first!], () => true, 30);
    const { body } = await offerFor(f.app, stay);
    const { body: otherHotel } = await offerFor(f.app, (await stayAt(f.app, [second!], () => true, 30)).stay);
    const room = body.rooms[0]!;
    const cases: [string, unknown, string][] = [
      ['wrong types', { ...body, hotelId: 'abc', expectedPrice: 'cheap' }, 'hotelId'],
      ['rooms not a list', { ...body, rooms: 'two' }, 'rooms[0]'],
      ['too many rooms', { ...body, rooms: Array.from({ length: 6 }, () => room) }, 'rooms'],
      ['no rooms', { ...body, rooms: [] }, 'rooms'],
      ['no adult', { ...body, rooms: [{ ...room, adults: 0 }] }, 'rooms[0].adults'],
      ['a child of 14', { ...body, rooms: [{ ...room, childAges: [14] }] }, 'rooms[0].childAges[0]'],
      ['bad national code', { ...body, rooms: [{ ...room, leadGuest: guest({ nationalCode: '1234567890' }) }] }, 'rooms[0].leadGuest.nationalCode'],
      ['no Persian name for an Iranian', { ...body, rooms: [{ ...room, leadGuest: guest({ firstNameFa: null }) }] }, 'rooms[0].leadGuest.firstNameFa'],
      ['Latin name in Persian letters', { ...body, rooms: [{ ...room, leadGuest: guest({ firstNameEn: 'مریم' }) }] }, 'rooms[0].leadGuest.firstNameEn'],
      ['a foreigner without a passport', { ...body, rooms: [{ ...room, leadGuest: { firstNameEn: 'John', lastNameEn: 'Smith', gender: 'Male', nationality: 'DE' } }] }, 'rooms[0].leadGuest.passportNumber'],
      ['a passport expiring before check-out', { ...body, rooms: [{ ...room, leadGuest: { firstNameEn: 'John', lastNameEn: 'Smith', gender: 'Male', nationality: 'DE', passportNumber: 'C01X00T47', passportExpiryDate: stay.checkIn } }] }, 'rooms[0].leadGuest.passportExpiryDate'],
      ['bad gender', { ...body, rooms: [{ ...room, leadGuest: guest({ gender: 'X' as never }) }] }, 'rooms[0].leadGuest.gender'],
      ['unknown offer key', { ...body, rooms: [{ ...room, offerKey: 'nope' }] }, 'rooms[0].offerKey'],
      ['an offer of another hotel', { ...body, rooms: [{ ...room, offerKey: otherHotel.rooms[0]!.offerKey }] }, 'rooms[0].offerKey'],
      ['an offer too small for the party', { ...body, rooms: [{ ...room, adults: 6 }] }, 'rooms[0].offerKey'],
      ['past dates', { ...body, checkIn: day(-2), checkOut: day(1) }, 'checkIn'],
      ['more than 30 nights', { ...body, checkOut: day(30 + 31) }, 'checkOut'],
      ['check-out before check-in', { ...body, checkOut: day(29) }, 'checkOut'],
      ['a bad date', { ...body, checkIn: '2026-13-45' }, 'checkIn'],
      ['an unknown hotel', { ...body, hotelId: 999_999_999 }, 'hotelId'],
      ['a bad mobile', { ...body, contact: { mobile: '12345' } }, 'contact.mobile'],
      ['a bad email', { ...body, contact: { mobile: '09121234567', email: 'nope' } }, 'contact.email'],
      ['special requests over 500 characters', { ...body, specialRequests: 'ا'.repeat(501) }, 'specialRequests'],
      ['no expected price', { ...body, expectedPrice: undefined }, 'expectedPrice'],
    ];
    for (const [label, payload, field] of cases) {
      const res = await book(f.app, me.auth, payload);
      expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBe(400);
      const errors = errorsOf(res);
      expect(errors[field], `${label}: ${JSON.stringify(errors)}`).toBeDefined();
    }
    for (const junk of JUNK_BODIES) {
      const res = await f.app.inject({ method: 'POST', url: `${H}/Book`, payload: junk.payload, headers: { ...me.auth, 'content-type': junk.contentType } });
      expectClientError(res, junk.payload.slice(0, 20));
    }
    expect((await book(f.app, {}, body)).statusCode).toBe(401);
    expect(errorsOf(await get(f.app, `${H}/GetHotelOrderDetails/not-a-uuid`, me.auth)).id).toBeDefined();
    expect(await q(sql`select id from orders where user_id = ${me.id}`)).toEqual([]);
    // A foreign guest with a good passport and an Iranian without a Persian middle name are fine.
    const foreign = await book(f.app, me.auth, { ...body, rooms: [{ ...room, leadGuest: { firstNameEn: 'John', lastNameEn: "O'Neil", gender: 'Male', nationality: 'de', passportNumber: 'c01x00t47', passportExpiryDate: day(900) } }] });
    expect(foreign.statusCode, foreign.body).toBe(200);
    expect(foreign.json().data.rooms[0].leadGuest).toMatchObject({ nationality: 'DE', passportNumber: 'C01X00T47', nationalCode: null, lastNameEn: "O'NEIL" });
  });

  it('a lapsed hold is expired on read and by the sweeper, and its rooms go back; cancelling an unpaid order gives them back at once', async () => {
    const me = await user();
    const { stay } = await stayAt(f.app, await mashhad(), () => true, 40);
    const first = await booked(f.app, me.auth, (await offerFor(f.app, stay)).body);
    const held = await taken(first);
    const nights = 2; // one room for two nights: two room nights per order
    await f.database.db.execute(sql`update orders set hold_expires_at = now() - interval '1 second' where id = ${first.id}`);
    const expired = await details(f.app, me.auth, first.id);
    expect(expired.status).toBe('Expired');
    expect(expired.holdExpiresAt).toBeNull();
    expect(expired.history.at(-1)!.note).toMatch(/اتاق‌ها آزاد شدند/);
    expect(await taken(first)).toBe(held - nights);
    expect(await q<{ state: string }>(sql`select distinct state from hotel_room_holds where order_id = ${first.id}`)).toEqual([{ state: 'Released' }]);

    const second = await booked(f.app, me.auth, (await offerFor(f.app, stay)).body);
    await f.database.db.execute(sql`update orders set hold_expires_at = now() - interval '1 second' where id = ${second.id}`);
    expect((await f.app.sweep()).holds).toBeGreaterThanOrEqual(1);
    expect((await q<{ status: string }>(sql`select status from orders where id = ${second.id}`))[0]!.status).toBe('Expired');
    expect(await taken(second)).toBe(held - nights);

    const third = await booked(f.app, me.auth, (await offerFor(f.app, stay)).body);
    expect(await taken(third)).toBe(held);
    const cancelled = await post(f.app, `${O}/CancelOrder`, { orderId: third.id }, me.auth);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.status).toBe('Cancelled');
    expect(await taken(third)).toBe(held - nights);
    expect((await details(f.app, me.auth, third.id)).history.at(-1)!.note).toMatch(/اتاق‌ها آزاد شدند/);
    expect((await post(f.app, `${O}/CancelOrder`, { orderId: third.id }, me.auth)).json().data.status).toBe('Cancelled');
    expect(await taken(third)).toBe(held - nights);
  });

  it('a retried Book with the same clientRequestId answers the first order, even when the retries race', async () => {
    const me = await user();
    const { stay } = await stayAt(f.app, await mashhad(), () => true, 45);
    const { body } = await offerFor(f.app, stay);
    const attempt = { ...body, clientRequestId: 'hotel-attempt-1', chanel: 'Pwa' };
    const answers = await Promise.all([book(f.app, me.auth, attempt), book(f.app, me.auth, attempt), book(f.app, me.auth, attempt)]);
    for (const a of answers) expect(a.statusCode, a.body.slice(0, 300)).toBe(200);
    const ids = new Set(answers.map((a) => a.json().data.id as string));
    expect(ids.size).toBe(1);
    expect(answers[0]!.json().data.channel).toBe('Pwa');
    expect(await q(sql`select id from orders where user_id = ${me.id}`)).toHaveLength(1);
    expect((await book(f.app, me.auth, attempt)).json().data.id).toBe([...ids][0]);
  });

  it('a city search cached before a booking shows it: the room type booked out here is sold out in the list', async () => {
    const me = await user();
    const { stay } = await stayAt(f.app, await mashhad(), () => true, 55, 2);
    const cityId = (await mashhad()).find((h) => h.id === stay.hotelId)!.cityId;
    const search = async () => {
      const res = await post(f.app, '/api/hotel-catalog/HotelCatalog/Search', { cityId, checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: stay.rooms });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      return (res.json().data as HotelSearchResponse).hotels.find((h) => h.hotelId === stay.hotelId)!;
    };
    const before = await search();
    expect(before.roomsLeft).toBeGreaterThan(0);
    // Every room of every type of the hotel is left for one last booking on these nights.
    const hotel = (await mashhad()).find((h) => h.id === stay.hotelId)!;
    for (const room of hotel.rooms) {
      for (const night of [stay.checkIn, day(56)]) {
        await f.database.db.execute(sql`insert into hotel_room_nights (hotel_id, room_type_id, night, capacity, taken) values (${stay.hotelId}, ${room.id}, ${night}, 1, 0)
          on conflict (hotel_id, room_type_id, night) do update set capacity = hotel_room_nights.taken + 1`);
      }
    }
    // The traveller books the room the list showed.
    const { body, page } = await offerFor(f.app, stay);
    const shown = page.rooms[0]!.find((o) => o.roomTypeId === before.roomTypeIds[0] && o.board === before.board)!;
    await booked(f.app, me.auth, { ...body, rooms: [{ ...body.rooms[0]!, offerKey: shown.key }], expectedPrice: shown.price });
    // The same stay's search (cached since before): the booked type is gone; another type with its
    // one room left is offered or, when none fits the party, the hotel shows sold out.
    const after = await search();
    expect(after.roomsLeft).toBeLessThanOrEqual(1);
    expect(after.roomsLeft > 0 && after.roomTypeIds.includes(shown.roomTypeId)).toBe(false);

    // Searching on: which hotels were booked is read, and their rows chosen again (a rooms-left
    // query), once per second begun at most, not once per search.
    const { queries, seconds } = await countQueries(f.database, async () => {
      for (let i = 0; i < 30; i++) expect((await search()).roomTypeIds).toEqual(after.roomTypeIds);
    });
    expect(queries).toBeLessThanOrEqual(4 * (seconds + 1));
  });

  it('sells the last room once: of many Books racing for it one wins, the rest are told it is sold out', async () => {
    const me = await user();
    const { stay } = await stayAt(f.app, await mashhad(), () => true, 50, 2);
    const { body, offers } = await offerFor(f.app, stay);
    const roomType = offers[0]!.roomTypeId;
    // One room left on each night of the stay.
    for (const night of [stay.checkIn, day(51)]) {
      await f.database.db.execute(sql`insert into hotel_room_nights (hotel_id, room_type_id, night, capacity, taken) values (${stay.hotelId}, ${roomType}, ${night}, 1, 0)
        on conflict (hotel_id, room_type_id, night) do update set capacity = hotel_room_nights.taken + 1`);
    }
    const page = await offerFor(f.app, stay);
    expect(page.page.rooms[0]!.find((o) => o.key === offers[0]!.key)!.roomsLeft).toBe(1);
    const results = await Promise.all(Array.from({ length: 8 }, () => book(f.app, me.auth, { ...body, rooms: [{ ...body.rooms[0]!, leadGuest: guest() }] })));
    const won = results.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(errorsOf(r)['rooms[0].offerKey']![0]).toMatch(/تمام شده/);
    }
    const nights = await q<{ capacity: number; taken: number }>(sql`select capacity, taken from hotel_room_nights where hotel_id = ${stay.hotelId} and room_type_id = ${roomType} and night >= ${stay.checkIn} and night < ${stay.checkOut}`);
    expect(nights.map((n) => Number(n.capacity) - Number(n.taken))).toEqual([0, 0]);
    const after = await offerFor(f.app, stay).catch((e: Error) => e);
    if (!(after instanceof Error)) expect(after.page.rooms[0]!.find((o) => o.key === offers[0]!.key)!.roomsLeft).toBe(0);
    // The database itself refuses a second sale of the last room.
    await expect(f.database.db.execute(sql`update hotel_room_nights set taken = taken + 1 where hotel_id = ${stay.hotelId} and room_type_id = ${roomType} and night = ${stay.checkIn}`)).rejects.toThrow();
    expect(PERSIAN.test(results.find((r) => r.statusCode === 400)!.body)).toBe(true);
  });
});
