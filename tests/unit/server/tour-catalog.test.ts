import { describe, expect, it } from 'vitest';
import type { TourPackage } from '../../../src/contract';
import { quote, T, tours } from './tour-helpers';
import { bornBefore } from './booking-helpers';
import { errorsOf, expectClientError, JUNK_BODIES, post, useServer } from './server-fixture';
import { storeKinds } from './test-database';

describe.each(storeKinds())('tour packages and quotes on %s', (kind) => {
  const f = useServer(kind, { sweepIntervalMs: 0 });
  const kish = async () => (await tours(f.app)).find((p) => p.slug === 'kish-3-nights')!;
  const born = (p: TourPackage, years: number) => ({ birthDate: bornBefore(p.departures[0]!.departureDate, years, 10) });

  it('lists packages with Persian facts, weekly departures, hotel options by stars, prices and places', async () => {
    const list = await tours(f.app);
    expect(list.map((p) => p.destination)).toEqual(expect.arrayContaining(['kish', 'mashhad', 'istanbul', 'dubai', 'antalya', 'tbilisi', 'yerevan', 'thailand']));
    expect(list.map((p) => p.originFa)).toEqual(expect.arrayContaining(['تهران', 'مشهد', 'شیراز']));
    const today = new Date(Date.now() + 3.5 * 3_600_000).toISOString().slice(0, 10);
    for (const p of list) {
      expect(p.titleFa).toMatch(/^تور /);
      expect(p.slug).toMatch(/^[a-z0-9-]+$/);
      expect(p.photo.length).toBeGreaterThan(0);
      expect(p.includesFa.length + p.excludesFa.length + p.documentsFa.length).toBeGreaterThan(3);
      expect(p.departures.length).toBeGreaterThanOrEqual(12);
      expect(p.itinerary).toHaveLength(p.departures[0]!.nights + 1);
      for (const d of p.departures) {
        expect(d.departureDate > today).toBe(true);
        expect(d.nights).toBeGreaterThanOrEqual(3);
        expect(d.nights).toBeLessThanOrEqual(7);
        expect(d.placesLeft).toBeGreaterThanOrEqual(20);
        expect(d.placesLeft).toBeLessThanOrEqual(40);
        expect(d.hotels.length).toBeGreaterThanOrEqual(2);
        expect(d.hotels.length).toBeLessThanOrEqual(4);
        expect(d.airlineNameFa).toMatch(/[\u0600-\u06FF]/);
        expect(d.fromPrice).toBe(Math.min(...d.hotels.map((h) => h.prices.adultDouble)));
        for (const h of d.hotels) expect(Number.isInteger(h.prices.adultDouble) && h.prices.childWithoutBed < h.prices.childWithBed && h.prices.infant < h.prices.childWithoutBed).toBe(true);
      }
    }
    const k = list.find((p) => p.slug === 'kish-3-nights')!;
    expect(k).toMatchObject({ destinationFa: 'کیش', countryCode: 'IR', visaDestination: null, titleFa: 'تور کیش ۳ شب' });
    expect(k.photo).toMatch(/^hotels\/\d+\//);
    for (const h of k.departures[0]!.hotels) {
      expect(h.prices.adultDouble).toBeGreaterThanOrEqual(140_000_000);
      expect(h.prices.adultDouble).toBeLessThanOrEqual(450_000_000);
    }
    const ist = list.find((p) => p.slug === 'istanbul-5-nights')!;
    for (const h of ist.departures[0]!.hotels) {
      expect(h.prices.adultDouble).toBeGreaterThanOrEqual(570_000_000);
      expect(h.prices.adultDouble).toBeLessThanOrEqual(1_350_000_000);
    }
    expect(list.find((p) => p.destination === 'dubai')!.visaDestination).toBe('uae');
    expect(list.find((p) => p.destination === 'thailand')!.visaDestination).toBe('thiland');
  });

  it('prices adults in a double, a single supplement, children with and without a bed, and an infant', async () => {
    const p = await kish();
    const d = p.departures[0]!;
    const h = d.hotels[1]!;
    const base = { departureId: d.id, hotelOptionId: h.id };
    const double = await quote(f.app, { ...base, passengers: [born(p, 30), born(p, 31)], rooms: [{ travellers: [0, 1] }] });
    expect(double.lines).toEqual([{ key: 'adult-double', labelFa: expect.any(String), count: 2, unitPrice: h.prices.adultDouble, amount: 2 * h.prices.adultDouble }]);
    expect(double.total).toBe(2 * h.prices.adultDouble);
    expect(double.placesLeft).toBe(d.placesLeft);
    const single = await quote(f.app, { ...base, passengers: [born(p, 40)], rooms: [{ travellers: [0] }] });
    expect(single.total).toBe(h.prices.adultDouble + h.prices.singleSupplement);
    expect(single.lines[0]!.key).toBe('adult-single');
    const family = await quote(f.app, {
      ...base, passengers: [born(p, 40), born(p, 38), born(p, 8), born(p, 5), born(p, 1), born(p, 60)],
      rooms: [{ travellers: [0, 1, 2, 3, 4], withoutBed: [3] }, { travellers: [5] }],
    });
    const by = Object.fromEntries(family.lines.map((l) => [l.key, l]));
    expect(by['adult-double']).toMatchObject({ count: 2, amount: 2 * h.prices.adultDouble });
    expect(by['adult-single']).toMatchObject({ count: 1, amount: h.prices.adultDouble + h.prices.singleSupplement });
    expect(by['child-bed']).toMatchObject({ count: 1, amount: h.prices.childWithBed });
    expect(by['child-no-bed']).toMatchObject({ count: 1, amount: h.prices.childWithoutBed });
    expect(by.infant).toMatchObject({ count: 1, amount: h.prices.infant });
    expect(family.total).toBe(family.lines.reduce((s, l) => s + l.amount, 0));
  });

  it('answers bad input with 400 and Persian meta.errors, never a 500', async () => {
    const p = await kish();
    const d = p.departures[0]!;
    const body = { departureId: d.id, hotelOptionId: d.hotels[0]!.id, passengers: [born(p, 30), born(p, 30)], rooms: [{ travellers: [0, 1] }] };
    const bad = async (over: object) => errorsOf(await post(f.app, `${T}/Quote`, { ...body, ...over }));
    expect((await bad({ departureId: 'nowhere~2020-01-01' })).departureId).toBeDefined();
    expect((await bad({ departureId: `${p.slug}~2020-01-02` })).departureId).toBeDefined();
    expect((await bad({ departureId: `${p.slug}~${d.returnDate}` })).departureId).toBeDefined();
    expect((await bad({ hotelOptionId: 'h0' })).hotelOptionId).toBeDefined();
    expect((await bad({ passengers: [], rooms: [{ travellers: [] }] })).passengers).toBeDefined();
    expect((await bad({ passengers: [born(p, 8)], rooms: [{ travellers: [0] }] })).passengers![0]).toMatch(/بزرگسال/);
    expect((await bad({ passengers: [born(p, 30), born(p, 1), born(p, 1)], rooms: [{ travellers: [0, 1, 2] }] })).passengers![0]).toMatch(/نوزاد/);
    expect((await bad({ passengers: Array.from({ length: 10 }, () => born(p, 30)), rooms: [{ travellers: [0, 1, 2] }] })).passengers).toBeDefined();
    expect((await bad({ passengers: [{ birthDate: 'yesterday' }, born(p, 30)] }))['passengers[0].birthDate']).toBeDefined();
    expect((await bad({ passengers: [{ birthDate: '2999-01-01' }, born(p, 30)] }))['passengers[0].birthDate']).toBeDefined();
    expect((await bad({ rooms: [] })).rooms).toBeDefined();
    expect((await bad({ rooms: [{ travellers: [0] }] })).rooms![0]).toMatch(/اتاق/);
    expect((await bad({ rooms: [{ travellers: [0, 1] }, { travellers: [1] }] }))['rooms[1].travellers']).toBeDefined();
    expect((await bad({ rooms: [{ travellers: [0, 1, 5] }] }))['rooms[0].travellers']).toBeDefined();
    expect((await bad({ passengers: [born(p, 30), born(p, 30), born(p, 30), born(p, 30)], rooms: [{ travellers: [0, 1, 2, 3] }] }))['rooms[0].travellers']![0]).toMatch(/بزرگسال/);
    expect((await bad({ passengers: [born(p, 30), born(p, 8)], rooms: [{ travellers: [0] }, { travellers: [1] }] }))['rooms[1].travellers']![0]).toMatch(/بزرگسال/);
    expect((await bad({ rooms: [{ travellers: [0, 1], withoutBed: [1] }] }))['rooms[0].withoutBed']).toBeDefined();
    expect((await bad({ passengers: [born(p, 30), born(p, 30), born(p, 30), born(p, 8), born(p, 6)], rooms: [{ travellers: [0, 1, 2, 3, 4] }] }))['rooms[0].travellers']![0]).toMatch(/تخت/);
    for (const b of [{}, { ...body, passengers: 'x' }, { ...body, rooms: null }, { ...body, rooms: [{ travellers: [-1] }] }, { ...body, rooms: [{ travellers: ['a'] }] }, { ...body, passengers: [5] }]) {
      const res = await post(f.app, `${T}/Quote`, b);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
    }
    for (const junk of JUNK_BODIES) {
      const res = await f.app.inject({ method: 'POST', url: `${T}/Quote`, payload: junk.payload, headers: { 'content-type': junk.contentType } });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expectClientError(res, junk.payload.slice(0, 20));
    }
  });
});
