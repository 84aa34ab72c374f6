import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jalaliToIso } from '../../../src/domain/jalali';
import { DOMESTIC_POPULAR, INTERNATIONAL_POPULAR } from '../../../src/screens/home/popular-cities';
import type { Point } from '../../../server/inventory/geo';
import { AMENITIES, HOTEL_KINDS, HotelKind } from '../../../src/domain/hotels';
import { buildHotelCatalogue, type CatalogueSource } from '../../../server/inventory/hotels/reference-hotels';
import { partyFits, ReferenceHotelSupplier } from '../../../server/inventory/hotels/reference-supplier';
import type { Hotel, RoomOffer, RoomParty, StayQuery } from '../../../server/inventory/hotels/supplier';
import { addDays, weekday } from '../../../server/time/calendar';

/** The seed files the database is loaded from: the same cities and airports the server reads. */
function seedSource(): CatalogueSource {
  const read = <T>(name: string) => JSON.parse(readFileSync(new URL(`../../../server/db/seed/${name}.json`, import.meta.url), 'utf8')) as T;
  const cities = read<CatalogueSource['cities']>('cities');
  const airports = read<(Point & { cityId: number })[]>('airports');
  const airportsByCity = new Map<number, Point[]>();
  for (const a of airports) airportsByCity.set(a.cityId, [...(airportsByCity.get(a.cityId) ?? []), a]);
  return { cities, airportsByCity };
}

const source = seedSource();
const supplier = new ReferenceHotelSupplier(source);
const catalogue = supplier.catalogue;
const hotels = catalogue.entries.map((e) => e.hotel);
const cityByCode = new Map(source.cities.map((c) => [c.cityCode, c]));
const cityId = (code: string) => cityByCode.get(code)!.cityId;
const inCity = (code: string) => catalogue.byCity.get(cityId(code)) ?? [];

const TODAY = '2026-11-26';
const PERSIAN = /[\u0600-\u06FF]/;
const LATIN_ONLY = /^[A-Za-z0-9 .'-]+$/;

describe('hotel catalogue', () => {
  it('has at least 1,500 hotels, many in Mashhad, Kish and Istanbul', () => {
    expect(hotels.length).toBeGreaterThanOrEqual(1500);
    for (const code of ['MHD', 'KIH', 'IST']) expect(inCity(code).length).toBeGreaterThanOrEqual(150);
  });

  it('gives hotels to every popular city of the home page and the international favourites', () => {
    const codes = [...DOMESTIC_POPULAR, ...INTERNATIONAL_POPULAR].map((c) => c.code);
    codes.push('AYT', 'NJF', 'BKK', 'BAK', 'DOH', 'MCT');
    for (const code of codes) expect(inCity(code).length, code).toBeGreaterThan(0);
    // No hotel in a city the seed does not know.
    const known = new Set(source.cities.map((c) => c.cityId));
    expect(hotels.every((h) => known.has(h.cityId))).toBe(true);
  });

  it('builds the same hotels with the same ids every time', () => {
    const again = buildHotelCatalogue(seedSource());
    expect(again.entries.map((e) => e.hotel)).toEqual(hotels);
    expect(new Set(hotels.map((h) => h.id)).size).toBe(hotels.length);
  });

  it('names hotels in Persian and English, uniquely within a city', () => {
    for (const h of hotels) {
      expect(h.nameFa).toMatch(PERSIAN);
      expect(h.nameEn).toMatch(LATIN_ONLY);
      expect(h.addressFa).toMatch(PERSIAN);
      expect(h.districtFa).toMatch(PERSIAN);
    }
    for (const list of catalogue.byCity.values()) {
      expect(new Set(list.map((e) => e.hotel.nameEn)).size).toBe(list.length);
      expect(new Set(list.map((e) => e.hotel.nameFa)).size).toBe(list.length);
    }
  });

  it('keeps stars, kinds, amenities, scores, hours and places in range', () => {
    const kinds = new Set<string>(HOTEL_KINDS);
    const amenities = new Set<string>(AMENITIES);
    for (const h of hotels) {
      expect([1, 2, 3, 4, 5]).toContain(h.stars);
      expect(kinds.has(h.kind)).toBe(true);
      expect(h.amenities.every((a) => amenities.has(a))).toBe(true);
      expect(new Set(h.amenities).size).toBe(h.amenities.length);
      expect(h.guestScore).toBeGreaterThanOrEqual(0);
      expect(h.guestScore).toBeLessThanOrEqual(10);
      expect(Math.round(h.guestScore * 10) / 10).toBe(h.guestScore);
      expect(Number.isInteger(h.reviewCount) && h.reviewCount >= 0).toBe(true);
      expect(h.checkInTime).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(h.checkOutTime).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(h.rooms.length).toBeGreaterThan(0);
      expect(new Set(h.rooms.map((r) => r.id)).size).toBe(h.rooms.length);
      expect(h.boards.length).toBeGreaterThan(0);
      if (h.cancellation.refundable) expect(h.cancellation.penaltyPercent).toBeLessThanOrEqual(100);
    }
    // Every kind and a non-refundable policy occur somewhere.
    expect(new Set(hotels.map((h) => h.kind))).toEqual(kinds);
    expect(hotels.some((h) => !h.cancellation.refundable)).toBe(true);
  });

  it('places hotels near their city, and gives foreign ones their currency', () => {
    const near = (h: Hotel, lat: number, lon: number) => Math.abs(h.latitude - lat) < 0.2 && Math.abs(h.longitude - lon) < 0.2;
    expect(inCity('MHD').every((e) => near(e.hotel, 36.29, 59.6))).toBe(true);
    expect(inCity('IST').every((e) => near(e.hotel, 41.01, 28.98))).toBe(true);
    expect(inCity('IST').every((e) => e.hotel.currency === 'TRY')).toBe(true);
    expect(inCity('DXB').every((e) => e.hotel.currency === 'AED')).toBe(true);
    expect(inCity('THR').every((e) => e.hotel.currency === undefined)).toBe(true);
  });

  it('gives every hotel several distinct photo keys', () => {
    const all = hotels.flatMap((h) => h.photos);
    expect(new Set(all).size).toBe(all.length);
    for (const h of hotels) {
      expect(h.photos.length).toBeGreaterThanOrEqual(4);
      expect(h.photos.every((p) => p.startsWith(`hotels/${h.id}/`))).toBe(true);
    }
  });

  it('builds the whole catalogue well under 200 ms', () => {
    const fresh = seedSource();
    const started = performance.now();
    buildHotelCatalogue(fresh);
    const ms = performance.now() - started;
    console.info(`hotel catalogue: ${hotels.length} hotels in ${ms.toFixed(1)} ms`);
    expect(ms).toBeLessThan(200);
  });
});

const pair: RoomParty = { adults: 2, childAges: [] };
const stay = (over: Partial<StayQuery>): StayQuery => ({
  destination: { cityId: cityId('MHD') }, checkIn: '2027-02-06', nights: 1, rooms: [pair], today: TODAY, ...over,
});
/** The offer of a room type and board in the one hotel of a query. */
function offerOf(query: StayQuery, roomTypeId: string, board: string): RoomOffer {
  const offer = supplier.hotelsNow(query)[0]!.rooms[0]!.find((o) => o.roomTypeId === roomTypeId && o.board === board);
  if (!offer) throw new Error(`no ${roomTypeId}/${board}`);
  return offer;
}

describe('hotel rates and availability', () => {
  const hotel = inCity('MHD').map((e) => e.hotel).find((h) => h.kind === HotelKind.Hotel && h.rooms.some((r) => r.id === 'double'))!;
  const one = (checkIn: string, nights = 1) => stay({ destination: { hotelId: hotel.id }, checkIn, nights });

  /** Every hotel's one-night price in a city, by hotel, room type and board. */
  function cityNight(code: string, date: string): Map<string, number> {
    const stays = supplier.hotelsNow(stay({ destination: { cityId: cityId(code) }, checkIn: date }));
    return new Map(stays.flatMap((s) => s.rooms[0]!.map((o) => [`${s.hotel.id}~${o.roomTypeId}~${o.board}`, o.price] as const)));
  }
  function expectDearer(code: string, dear: string, plain: string) {
    const high = cityNight(code, dear);
    const low = cityNight(code, plain);
    expect(high.size).toBeGreaterThan(0);
    for (const [key, price] of high) expect(price, `${code} ${key} ${dear} vs ${plain}`).toBeGreaterThan(low.get(key)!);
  }
  const firstSaturdayFrom = (iso: string) => {
    let day = iso;
    while (weekday(day) !== 6) day = addDays(day, 1);
    return day;
  };

  it('charges more on Nowruz nights than on a plain Saturday of Farvardin, at home and abroad', () => {
    const nowruz = jalaliToIso({ year: 1406, month: 1, day: 3 });
    const saturday = firstSaturdayFrom(jalaliToIso({ year: 1406, month: 1, day: 15 }));
    for (const code of ['MHD', 'THR', 'KIH', 'IST']) expectDearer(code, nowruz, saturday);
  });

  it('charges more on Thursday and Friday nights than on the Saturday of the same week', () => {
    // Aban 1406: autumn, no holiday.
    const saturday = firstSaturdayFrom(jalaliToIso({ year: 1406, month: 8, day: 5 }));
    const thursday = addDays(saturday, 5);
    expect(weekday(thursday)).toBe(4);
    for (const code of ['MHD', 'THR', 'SYZ']) {
      expectDearer(code, thursday, saturday);
      expectDearer(code, addDays(thursday, 1), saturday);
    }
  });

  it('charges more for a night booked in its last days than for the same night booked months ahead', () => {
    const night = '2027-05-12';
    const early = offerOf(stay({ destination: { hotelId: hotel.id }, checkIn: night, today: TODAY }), 'double', hotel.boards[0]!);
    const late = offerOf(stay({ destination: { hotelId: hotel.id }, checkIn: night, today: addDays(night, -1) }), 'double', hotel.boards[0]!);
    expect(late.price).toBeGreaterThan(early.price);
  });

  it('quotes integer rials and answers the same questions the same way', () => {
    const query = stay({ nights: 3 });
    const first = supplier.hotelsNow(query);
    const other = new ReferenceHotelSupplier(seedSource()).hotelsNow(structuredClone(query));
    expect(other).toEqual(first);
    for (const s of first) for (const o of s.rooms[0]!) {
      expect(Number.isInteger(o.price) && o.price > 0).toBe(true);
      expect(o.nights.every((n) => Number.isInteger(n.price) && Number.isInteger(n.roomsLeft) && n.roomsLeft >= 0)).toBe(true);
    }
  });

  it('prices a stay as the sum of its nights and counts its rooms as the fewest over them', () => {
    const checkIn = '2027-03-16';
    const offers = supplier.hotelsNow(one(checkIn, 5))[0]!.rooms[0]!;
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      const singles = [0, 1, 2, 3, 4].map((i) => offerOf(one(addDays(checkIn, i)), offer.roomTypeId, offer.board));
      expect(offer.price).toBe(singles.reduce((sum, s) => sum + s.price, 0));
      expect(offer.roomsLeft).toBe(Math.min(...singles.map((s) => s.roomsLeft)));
      expect(offer.nights.map((n) => n.date)).toEqual(singles.map((s) => s.nights[0]!.date));
    }
  });

  it('sells out some nights and leaves rooms on others', () => {
    const nights = supplier.hotelsNow(stay({ checkIn: '2027-03-21', nights: 14 }))
      .flatMap((s) => s.rooms[0]!.flatMap((o) => o.nights.map((n) => n.roomsLeft)));
    expect(nights.some((n) => n === 0)).toBe(true);
    expect(nights.some((n) => n > 0)).toBe(true);
  });

  it('gives a party no price for a room type it does not fit', () => {
    const five: RoomParty = { adults: 5, childAges: [] };
    const family: RoomParty = { adults: 2, childAges: [8, 1] };
    const stays = supplier.hotelsNow(stay({ rooms: [five, family, pair] }));
    for (const s of stays) {
      const fits = (party: RoomParty) => new Set(s.hotel.rooms.filter((r) => partyFits(party, r)).map((r) => r.id));
      expect(new Set(s.rooms[0]!.map((o) => o.roomTypeId))).toEqual(fits(five));
      expect(s.rooms[0]!.every((o) => s.hotel.rooms.find((r) => r.id === o.roomTypeId)!.capacity.adults >= 5)).toBe(true);
      expect(new Set(s.rooms[1]!.map((o) => o.roomTypeId))).toEqual(fits(family));
    }
    // The baby sleeps in a cot; a single room takes one adult only.
    const double = { id: 'double', nameFa: '', bedsFa: '', sizeM2: 20, capacity: { adults: 2, children: 1 } };
    expect(partyFits(family, double)).toBe(true);
    expect(partyFits({ adults: 2, childAges: [8, 5] }, double)).toBe(false);
    expect(partyFits({ adults: 3, childAges: [] }, double)).toBe(false);
  });

  it('prices foreign hotels in their currency too, and finds one hotel by id', async () => {
    const ist = inCity('IST')[0]!.hotel;
    const [s] = await supplier.hotels(stay({ destination: { hotelId: ist.id }, checkIn: '2027-04-10', nights: 2 }));
    const offer = s!.rooms[0]![0]!;
    expect(offer.localPrice?.currency).toBe('TRY');
    expect(offer.localPrice!.amount).toBeGreaterThan(0);
    expect(await supplier.hotel(ist.id)).toBe(ist);
    expect(await supplier.hotel(1)).toBeUndefined();
    expect(supplier.hotelsNow(stay({ destination: { cityId: 999 } }))).toEqual([]);
  });
});
