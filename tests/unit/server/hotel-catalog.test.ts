import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { CalendarDay, HotelDestinationsResponse, HotelDetailResponse, HotelSearchResponse } from '../../../src/contract';
import { isSlug } from '../../../src/domain/hotels';
import { isoToJalali } from '../../../src/domain/jalali';
import { ReferenceHotelSupplier } from '../../../server/inventory/hotels/reference-supplier';
import { loadReference } from '../../../server/reference';
import { addDays, tehranToday } from '../../../server/time/calendar';
import { storeKinds } from './test-database';
import { errorsOf, expectClientError, get, JUNK_BODIES, post, useServer } from './server-fixture';

const base = '/api/hotel-catalog/HotelCatalog';
const today = tehranToday(new Date());
const day = (n: number) => addDays(today, n);
const nextWeek = { checkIn: day(7), checkOut: day(10) };
const jalali = (iso: string) => {
  const j = isoToJalali(iso);
  return `${j.year}-${String(j.month).padStart(2, '0')}-${String(j.day).padStart(2, '0')}`;
};

describe.each(storeKinds())('hotel-catalog on %s', (kind) => {
  const f = useServer(kind);
  const ok = async <T>(res: { statusCode: number; body: string; json(): { data: T } }): Promise<T> => {
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.json().data;
  };
  const search = async (body: unknown) => ok<HotelSearchResponse>(await post(f.app, `${base}/Search?timestamp=1`, body));
  const mashhad = async () => (await ok<HotelDestinationsResponse>(await get(f.app, `${base}/GetDestinations?q=${encodeURIComponent('مشهد')}`))).cities[0]!;

  it('finds cities with hotel counts and hotels by Persian or English name', async () => {
    const city = await mashhad();
    expect(city).toMatchObject({ cityCode: 'MHD', nameFa: 'مشهد' });
    expect(city.hotelCount).toBeGreaterThan(100);
    const english = await ok<HotelDestinationsResponse>(await get(f.app, `${base}/GetDestinations?q=mashh`));
    expect(english.cities[0]!.cityId).toBe(city.cityId);
    const popular = await ok<HotelDestinationsResponse>(await get(f.app, `${base}/GetDestinations`));
    expect(popular.cities.length).toBe(10);
    expect(popular.hotels).toEqual([]);
    const some = (await search({ cityId: city.cityId, ...nextWeek })).hotels[0]!;
    const byName = await ok<HotelDestinationsResponse>(await get(f.app, `${base}/GetDestinations?q=${encodeURIComponent(some.nameEn.toUpperCase())}`));
    expect(byName.hotels.map((h) => h.hotelId)).toContain(some.hotelId);
    const byPersian = await ok<HotelDestinationsResponse>(await get(f.app, `${base}/GetDestinations?q=${encodeURIComponent(some.nameFa.replace(/ی/g, 'ي'))}`));
    // Persian names repeat across cities (the English ones carry a branch number within one).
    expect(byPersian.hotels.find((h) => h.hotelId === some.hotelId)).toMatchObject({ cityNameFa: 'مشهد', nameFa: some.nameFa });
  });

  it('searches a city for next week with the supplier\'s integer rials', async () => {
    const city = await mashhad();
    const data = await search({ cityId: city.cityId, ...nextWeek, rooms: [{ adults: 2, childAges: [] }] });
    expect(data.stay).toEqual({ cityId: city.cityId, hotelId: null, ...nextWeek, nights: 3, rooms: [{ adults: 2, childAges: [] }] });
    expect(data.hotels.length).toBe(city.hotelCount);
    const supplier = new ReferenceHotelSupplier(await loadReference(f.database.db));
    const stays = await supplier.hotels({ destination: { cityId: city.cityId }, checkIn: nextWeek.checkIn, nights: 3, rooms: [{ adults: 2, childAges: [] }], today });
    const byId = new Map(stays.map((s) => [s.hotel.id, s]));
    for (const h of data.hotels) {
      expect(Number.isSafeInteger(h.totalPrice) && h.totalPrice > 0).toBe(true);
      expect(h).toMatchObject({ id: String(h.hotelId), nights: 3, pricePerNight: Math.round(h.totalPrice / 3) });
      expect(isSlug(h.district)).toBe(true);
      expect(h.photos[0]).toBe(`hotels/${h.hotelId}/1`);
      const offers = byId.get(h.hotelId)!.rooms[0]!.filter((o) => o.roomsLeft > 0);
      if (h.roomsLeft > 0) expect(h.totalPrice).toBe(Math.min(...offers.map((o) => o.price)));
    }
    // Cheapest first, sold-out hotels last: the app's default order before any filter.
    const open = data.hotels.filter((h) => h.roomsLeft > 0);
    expect(open.map((h) => h.totalPrice)).toEqual([...open.map((h) => h.totalPrice)].sort((a, b) => a - b));
  });

  it('sends the cached list compressed once for browsers, the same JSON underneath', async () => {
    const body = { cityId: (await mashhad()).cityId, ...nextWeek };
    const plain = await post(f.app, `${base}/Search`, body);
    const br = await post(f.app, `${base}/Search`, body, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await post(f.app, `${base}/Search`, body, { 'accept-encoding': 'gzip' });
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: expect.stringMatching(/accept-encoding/i) });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
  });

  it('reads Jalali dates and prices two rooms, children included, with one board', async () => {
    const city = await mashhad();
    const rooms = [{ adults: 2, childAges: [5] }, { adults: 1, childAges: [] }];
    const gregorian = await search({ cityId: city.cityId, ...nextWeek, rooms });
    const persian = await search({ cityId: city.cityId, checkIn: jalali(nextWeek.checkIn), checkOut: jalali(nextWeek.checkOut), rooms });
    expect(persian).toEqual(gregorian);
    expect(gregorian.hotels.every((h) => h.roomTypeIds.length === 2)).toBe(true);
  });

  it('answers a hotel page whose nights sum to each offer and whose cheapest matches the search', async () => {
    const city = await mashhad();
    const listed = (await search({ cityId: city.cityId, ...nextWeek })).hotels.find((h) => h.roomsLeft > 0)!;
    const page = await ok<HotelDetailResponse>(await post(f.app, `${base}/GetHotel`, { hotelId: listed.hotelId, ...nextWeek }));
    expect(page.hotel).toMatchObject({ hotelId: listed.hotelId, nameFa: listed.nameFa, cityNameFa: 'مشهد', district: listed.district });
    expect(page.rooms).toHaveLength(1);
    const offers = page.rooms[0]!;
    expect(offers.length).toBeGreaterThanOrEqual(page.hotel.boards.length);
    for (const o of offers) {
      expect(o.nights.map((n) => n.date)).toEqual([day(7), day(8), day(9)]);
      expect(o.nights.reduce((sum, n) => sum + n.price, 0)).toBe(o.price);
      expect(o.roomsLeft).toBe(Math.min(...o.nights.map((n) => n.roomsLeft)));
      expect(page.hotel.roomTypes.map((r) => r.id)).toContain(o.roomTypeId);
      expect(o.cancellationFa).toMatch(/[آ-ی]/);
    }
    expect(page.cheapest).toEqual(listed);
    const one = await search({ hotelId: listed.hotelId, ...nextWeek });
    expect(one.hotels).toEqual([listed]);
  });

  it('names cities and hotels by Latin slugs, unique within a city, and reads them back into ids', async () => {
    const city = await mashhad();
    expect(city.slug).toBe('mashhad');
    const byId = await search({ cityId: city.cityId, ...nextWeek });
    const bySlug = await search({ citySlug: 'mashhad', ...nextWeek });
    expect(bySlug).toEqual(byId);
    expect(byId.city).toEqual({ cityId: city.cityId, slug: 'mashhad', nameFa: 'مشهد', nameEn: city.nameEn });
    const slugs = byId.hotels.map((h) => h.slug);
    expect(slugs.every(isSlug)).toBe(true);
    expect(new Set(slugs).size).toBe(slugs.length);
    const listed = byId.hotels.find((h) => h.roomsLeft > 0)!;
    const page = await ok<HotelDetailResponse>(await post(f.app, `${base}/GetHotel`, { citySlug: 'mashhad', hotelSlug: listed.slug, ...nextWeek }));
    expect(page.hotel).toMatchObject({ hotelId: listed.hotelId, slug: listed.slug, citySlug: 'mashhad' });
    expect(page.cheapest).toEqual(listed);
    const one = await search({ citySlug: 'mashhad', hotelSlug: listed.slug, ...nextWeek });
    expect(one.hotels).toEqual([listed]);
    const found = await ok<HotelDestinationsResponse>(await get(f.app, `${base}/GetDestinations?q=${encodeURIComponent(listed.nameEn)}`));
    expect(found.hotels.find((h) => h.hotelId === listed.hotelId)).toMatchObject({ slug: listed.slug, citySlug: 'mashhad' });
    const month = day(40).slice(0, 7);
    const calendar = await ok<CalendarDay[]>(await get(f.app, `${base}/GetCalendarPrices?citySlug=mashhad&month=${month}`));
    expect(calendar).toEqual(await ok<CalendarDay[]>(await get(f.app, `${base}/GetCalendarPrices?cityId=${city.cityId}&month=${month}`)));
    const bad = async (path: string, body: unknown) => errorsOf(await post(f.app, `${base}/${path}`, body));
    expect(await bad('Search', { citySlug: 'atlantis', ...nextWeek })).toEqual({ citySlug: ['این شهر شناخته نشد.'] });
    expect(Object.keys(await bad('GetHotel', { citySlug: 'mashhad', hotelSlug: 'no-such-hotel', ...nextWeek }))).toEqual(['hotelSlug']);
    expect(Object.keys(await bad('Search', { citySlug: 'mashhad', cityId: city.cityId, ...nextWeek }))).toEqual(['citySlug']);
    expect(Object.keys(await bad('Search', { citySlug: '../etc', ...nextWeek }))).toEqual(['citySlug']);
  });

  it('gives a month of calendar prices per night, the cheapest days marked', async () => {
    const city = await mashhad();
    const month = day(40).slice(0, 7);
    const days = await ok<CalendarDay[]>(await get(f.app, `${base}/GetCalendarPrices?cityId=${city.cityId}&month=${month}&nights=2`));
    expect(days.length).toBeGreaterThanOrEqual(28);
    expect(days.every((d) => d.date.startsWith(month) && Number.isSafeInteger(d.price))).toBe(true);
    const min = Math.min(...days.map((d) => d.price!));
    expect(days.filter((d) => d.cheapest).every((d) => d.price === min)).toBe(true);
    const stay = await search({ cityId: city.cityId, checkIn: days[3]!.date, checkOut: addDays(days[3]!.date, 2) });
    const cheapest = stay.hotels.filter((h) => h.roomsLeft > 0 && h.roomTypeIds.length === 1);
    expect(days[3]!.price).toBeLessThanOrEqual(Math.min(...cheapest.map((h) => h.pricePerNight)));
    // A Jalali month (year under 2000): the current one starts no earlier than today.
    const thisMonth = jalali(today).slice(0, 7);
    const persian = await ok<CalendarDay[]>(await get(f.app, `${base}/GetCalendarPrices?cityId=${city.cityId}&month=${thisMonth}`));
    expect(persian[0]!.date).toBe(today);
  });

  it('answers bad stays with 400s in Persian on the field', async () => {
    const city = await mashhad();
    const bad = async (body: unknown) => errorsOf(await post(f.app, `${base}/Search`, body));
    expect(Object.keys(await bad({ cityId: 999_999, ...nextWeek }))).toEqual(['cityId']);
    expect(Object.keys(await bad({ hotelId: 999_999, ...nextWeek }))).toEqual(['hotelId']);
    expect(Object.keys(await bad(nextWeek))).toEqual(['cityId']);
    expect(Object.keys(await bad({ cityId: city.cityId, checkIn: day(1), checkOut: day(32) }))).toEqual(['checkOut']);
    expect(Object.keys(await bad({ cityId: city.cityId, checkIn: day(-1), checkOut: day(2) }))).toEqual(['checkIn']);
    expect(Object.keys(await bad({ cityId: city.cityId, checkIn: day(3), checkOut: day(3) }))).toEqual(['checkOut']);
    expect(Object.keys(await bad({ cityId: city.cityId, checkIn: '2026-02-30', checkOut: day(3) }))).toEqual(['checkIn']);
    const six = Array.from({ length: 6 }, () => ({ adults: 1, childAges: [] }));
    expect(Object.keys(await bad({ cityId: city.cityId, ...nextWeek, rooms: six }))).toEqual(['rooms']);
    const noAge = await bad({ cityId: city.cityId, ...nextWeek, rooms: [{ adults: 2, childAges: [] }, { adults: 1, childAges: [null] }] });
    expect(noAge).toEqual({ 'rooms[1].childAges[0]': ['سن کودک ۱ در اتاق ۲ را انتخاب کنید.'] });
    expect(Object.keys(await bad({ cityId: city.cityId, ...nextWeek, rooms: [{ adults: 1, childAges: ['x'] }] }))).toEqual(['rooms[0].childAges[0]']);
    expect(Object.keys(await bad({ cityId: city.cityId, ...nextWeek, rooms: [{ adults: 0, childAges: [12] }] }))).toEqual(['rooms[0].adults', 'rooms[0].childAges[0]']);
    expect(Object.keys(await bad({ cityId: city.cityId, checkIn: day(3) }))).toEqual(['checkOut']);
    expect(Object.keys(await bad({ cityId: city.cityId, ...nextWeek, rooms: [{ childAges: [3] }] }))).toEqual(['rooms[0].adults']);
    expect(Object.keys(await bad({ cityId: city.cityId, ...nextWeek, rooms: [] }))).toEqual(['rooms']);
    expect(Object.keys(await bad({ cityId: 'mashhad', checkIn: 'فردا', checkOut: day(3) }))).toEqual(['cityId', 'checkIn']);
    expect((await search({ cityId: city.cityId, ...nextWeek, rooms: [{ adults: 1 }] })).stay.rooms).toEqual([{ adults: 1, childAges: [] }]);
    expect(Object.keys(errorsOf(await post(f.app, `${base}/GetHotel`, { cityId: city.cityId, ...nextWeek })))).toEqual(['hotelId']);
    const calendar = (q: string) => get(f.app, `${base}/GetCalendarPrices?${q}`);
    expect(Object.keys(errorsOf(await calendar('month=2026-13&cityId=1')))).toEqual(['month']);
    expect(Object.keys(errorsOf(await calendar(`month=${day(3).slice(0, 7)}`)))).toEqual(['cityId']);
    expect(Object.keys(errorsOf(await calendar(`month=${day(3).slice(0, 7)}&cityId=${city.cityId}&nights=31`)))).toEqual(['nights']);
  });

  it('never answers junk with a 500', async () => {
    for (const path of ['Search', 'GetHotel']) {
      for (const junk of JUNK_BODIES) {
        const res = await post(f.app, `${base}/${path}`, junk.payload, { 'content-type': junk.contentType });
        expectClientError(res, `${path} ${junk.payload.slice(0, 20)}`);
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
      }
    }
    const huge = await get(f.app, `${base}/GetDestinations?q=${'ی'.repeat(500)}`);
    expect(Object.keys(errorsOf(huge))).toEqual(['q']);
  });

  it('lists every route in the OpenAPI document', async () => {
    const doc = (await get(f.app, '/api/openapi.json')).json() as { paths: Record<string, unknown> };
    for (const route of ['GetDestinations', 'Search', 'GetHotel', 'GetCalendarPrices']) expect(doc.paths).toHaveProperty([`${base}/${route}`]);
  });
});
