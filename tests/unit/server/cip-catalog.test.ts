import { describe, expect, it } from 'vitest';
import { toJalaali } from 'jalaali-js';
import type { CipAirport } from '../../../src/contract';
import { C, airports, localDay, quote } from './cip-helpers';
import { errorsOf, expectClientError, get, JUNK_BODIES, post, useServer } from './server-fixture';
import { storeKinds } from './test-database';

describe.each(storeKinds())('CIP airports and quotes on %s', (kind) => {
  const f = useServer(kind, { sweepIntervalMs: 0 });
  const ika = async () => (await airports(f.app)).find((a) => a.code === 'IKA')!;
  const base = (a: CipAirport, over: object = {}) => ({ airport: a.code, kind: 'Departure', date: localDay(a.timeZone, 20), time: '09:15', passengers: { adults: 1 }, ...over });

  it('lists the airports with Persian names, zones, lounges, kinds with tariffs, extras and policy', async () => {
    const list = await airports(f.app);
    expect(list.map((a) => a.code)).toEqual(expect.arrayContaining(['IKA', 'THR', 'MHD', 'SYZ', 'IFN', 'TBZ', 'KIH', 'AWZ', 'IST', 'DXB']));
    const byCode = new Map(list.map((a) => [a.code, a]));
    expect(byCode.get('IKA')).toMatchObject({ nameFa: 'امام خمینی', cityFa: 'تهران', timeZone: 'Asia/Tehran', countryCode: 'IR' });
    expect(byCode.get('IST')!.timeZone).toBe('Europe/Istanbul');
    expect(byCode.get('DXB')!.timeZone).toBe('Asia/Dubai');
    expect(byCode.get('IKA')!.kinds.map((k) => k.kind)).toEqual(['Departure', 'Arrival', 'Transit']);
    expect(byCode.get('THR')!.kinds.map((k) => k.kind)).toEqual(['Departure', 'Arrival']);
    const ikaDep = byCode.get('IKA')!.kinds[0]!;
    expect(ikaDep.adult).toBeGreaterThanOrEqual(45_000_000);
    expect(ikaDep.adult).toBeLessThanOrEqual(60_000_000);
    expect(ikaDep.arriveMinutesBefore).toBe(180);
    expect(byCode.get('THR')!.kinds[0]!.arriveMinutesBefore).toBe(90);
    expect(byCode.get('THR')!.kinds[0]!.adult).toBeLessThan(ikaDep.adult);
    expect(byCode.get('DXB')!.kinds[0]!.adult).toBeGreaterThan(ikaDep.adult);
    expect(byCode.get('IST')!.kinds[0]!.adult).toBeGreaterThan(ikaDep.adult);
    for (const a of list) {
      expect(a.nameFa).toMatch(/[\u0600-\u06FF]/);
      expect(a.loungeFa.length).toBeGreaterThan(0);
      for (const k of a.kinds) {
        expect(Number.isInteger(k.adult) && Number.isInteger(k.child) && Number.isInteger(k.infant)).toBe(true);
        expect(k.child).toBeLessThan(k.adult);
        expect(k.infant).toBeLessThan(k.child);
        expect(k.meetingPointFa).toMatch(/[\u0600-\u06FF]/);
      }
      expect(a.extras.map((e) => e.unit)).toEqual(expect.arrayContaining(['per-order', 'per-item', 'per-person']));
      expect(a.cancellation.freeUntilHoursBefore).toBeGreaterThan(0);
    }
  });

  it('prices a quote from the tariff: adults, children, infants and every unit of extra', async () => {
    const a = await ika();
    const dep = a.kinds.find((k) => k.kind === 'Departure')!;
    const price = (e: string) => a.extras.find((x) => x.extra === e)!.price;
    const q = await quote(f.app, {
      ...base(a), passengers: { adults: 2, children: 1, infants: 1 },
      extras: [{ extra: 'greeter' }, { extra: 'porter', count: 3 }, { extra: 'fast-track' }, { extra: 'lounge-guest', count: 2 }],
    } as never);
    const amounts = Object.fromEntries(q.lines.map((l) => [l.key, l]));
    expect(amounts.adult).toMatchObject({ count: 2, unitPrice: dep.adult, amount: 2 * dep.adult });
    expect(amounts.child).toMatchObject({ count: 1, unitPrice: dep.child, amount: dep.child });
    expect(amounts.infant).toMatchObject({ count: 1, unitPrice: dep.infant, amount: dep.infant });
    expect(amounts.greeter).toMatchObject({ count: 1, amount: price('greeter') });
    expect(amounts.porter).toMatchObject({ count: 3, amount: 3 * price('porter') });
    expect(amounts['fast-track']).toMatchObject({ count: 4, amount: 4 * price('fast-track') });
    expect(amounts['lounge-guest']).toMatchObject({ count: 2, amount: 2 * price('lounge-guest') });
    expect(q.total).toBe(q.lines.reduce((s, l) => s + l.amount, 0));
    expect(q.placesLeft).toBeGreaterThanOrEqual(20);
    // Three hours before a 09:15 departure, Tehran time.
    expect(q.meetAt).toBe(`${base(a).date}T06:15:00+03:30`);
    const arrival = await quote(f.app, { ...base(a), kind: 'Arrival' } as never);
    expect(arrival.total).toBe(a.kinds.find((k) => k.kind === 'Arrival')!.adult);
    expect(arrival.meetAt).toBe(`${base(a).date}T09:15:00+03:30`);
    // Istanbul's own clock.
    const ist = (await airports(f.app)).find((x) => x.code === 'IST')!;
    const q2 = await quote(f.app, base(ist) as never);
    expect(q2.meetAt).toBe(`${base(ist).date}T06:15:00+03:00`);
    // A Jalali day names the same day.
    const [y, m, d] = base(a).date.split('-').map(Number) as [number, number, number];
    const j = toJalaali(y, m, d);
    const jalali = await quote(f.app, { ...base(a), date: `${j.jy}-${String(j.jm).padStart(2, '0')}-${String(j.jd).padStart(2, '0')}`, isJalali: true } as never);
    expect(jalali.total).toBe(dep.adult);
  });

  it('answers bad input with 400 and Persian meta.errors, never a 500', async () => {
    const a = await ika();
    const thr = (await airports(f.app)).find((x) => x.code === 'THR')!;
    const bad = async (over: object) => errorsOf(await post(f.app, `${C}/Quote`, base(a, over)));
    expect((await bad({ airport: 'XXX' })).airport).toBeDefined();
    expect((await bad({ kind: 'Sideways' })).kind).toBeDefined();
    expect(errorsOf(await post(f.app, `${C}/Quote`, base(thr, { kind: 'Transit' }))).kind![0]).toMatch(/ترانزیت/);
    expect((await bad({ date: localDay(a.timeZone, -1) })).date).toBeDefined();
    expect((await bad({ date: localDay(a.timeZone, 400) })).date).toBeDefined();
    expect((await bad({ date: '2026-02-30' })).date).toBeDefined();
    expect((await bad({ time: '25:00' })).time).toBeDefined();
    expect((await bad({ time: '9am' })).time).toBeDefined();
    // Today, a minute ago on the airport's clock.
    const past = new Date(Date.now() - 120_000).toLocaleTimeString('en-GB', { timeZone: a.timeZone, hour: '2-digit', minute: '2-digit', hour12: false });
    if (past < '23:50' && past > '00:10') expect((await bad({ date: localDay(a.timeZone), time: past })).time![0]).toMatch(/گذشته/);
    expect((await bad({ passengers: { adults: 0 } })).passengers).toBeDefined();
    expect((await bad({ passengers: { adults: 0, children: 1 } })).passengers![0]).toMatch(/بزرگسال/);
    expect((await bad({ passengers: { adults: 1, infants: 2 } })).passengers![0]).toMatch(/نوزاد/);
    expect((await bad({ passengers: { adults: 8, children: 2 } })).passengers![0]).toMatch(/۹/);
    expect((await bad({ passengers: { adults: -1 } }))['passengers.adults']).toBeDefined();
    expect((await bad({ extras: [{ extra: 'spa' }] }))['extras[0].extra']).toBeDefined();
    expect((await bad({ extras: [{ extra: 'porter', count: 99 }] }))['extras[0].count']).toBeDefined();
    expect((await bad({ extras: [{ extra: 'greeter', count: 2 }] }))['extras[0].count']).toBeDefined();
    expect((await bad({ extras: [{ extra: 'porter' }, { extra: 'porter' }] }))['extras[1].extra']).toBeDefined();
    const tbz = (await airports(f.app)).find((x) => x.code === 'TBZ')!;
    expect(errorsOf(await post(f.app, `${C}/Quote`, base(tbz, { extras: [{ extra: 'car-to-aircraft' }] })))['extras[0].extra']).toBeDefined();
    // Several problems at once: one 400 names them all.
    const many = await bad({ airport: 'IKA', kind: 'Nope', time: 'x', passengers: { adults: 0, infants: 1 } });
    expect(Object.keys(many)).toEqual(expect.arrayContaining(['kind', 'time', 'passengers']));
    for (const b of [{}, { airport: 5 }, { ...base(a), passengers: 'two' }, { ...base(a), extras: 'x' }, { ...base(a), extras: [5] }]) {
      errorsOf(await post(f.app, `${C}/Quote`, b));
    }
    for (const junk of JUNK_BODIES) {
      const res = await f.app.inject({ method: 'POST', url: `${C}/Quote`, payload: junk.payload, headers: { 'content-type': junk.contentType } });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expectClientError(res, junk.payload.slice(0, 20));
    }
    expect((await get(f.app, `${C}/GetAirports?timestamp=1`)).statusCode).toBe(200);
  });
});
