import { describe, expect, it } from 'vitest';
import type { AvailableResponse, Proposal } from '../../../src/contract';
import { buildServer } from '../../../server/app';
import { addDays, tehranToday } from '../../../server/time/calendar';
import { storeKinds } from './test-database';
import { errorsOf, expectClientError, JUNK_BODIES, post, useServer } from './server-fixture';

const base = '/api/flight-catalog';
const AVAILABLE = `${base}/FlightCatalog/Available`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const today = tehranToday(new Date());
const day = (n: number) => addDays(today, n);
const oneWay = (origin: string, destination: string, date = day(1), extra: object = {}) => ({ ...extra, segments: [{ origin, destination, departureDate: date }] });

describe.each(storeKinds())('flight-catalog on %s', (kind) => {
  const f = useServer(kind);
  const search = async (body: unknown): Promise<AvailableResponse> => {
    const res = await post(f.app, `${AVAILABLE}?timestamp=${Date.now()}`, body);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.json().data;
  };

  it('answers a one-way domestic search with SPEC §3 proposals', async () => {
    const data = await search(oneWay('THR', 'MHD'));
    expect(data.requestId).toMatch(UUID);
    expect(data.returningRequestId).toBeNull();
    expect(data.search).toMatchObject({ adults: 1, children: 0, infants: 0, cabinType: 1, flightType: 1, productType: 'DomesticFlight' });
    const proposals = data.proposals;
    expect(proposals.length).toBeGreaterThanOrEqual(10);
    expect(new Set(proposals.map((p) => p.ProposalId)).size).toBe(proposals.length);
    expect(new Set(proposals.map((p) => p.FlightGroups[0]!.MarketingAirlineCode)).size).toBeGreaterThanOrEqual(3);
    expect(proposals.some((p) => p.IsCharter)).toBe(true);
    expect(proposals.some((p) => !p.IsCharter)).toBe(true);
    for (const p of proposals) {
      expect(p).toMatchObject({ isReturning: false, RequestId: data.requestId, Currency: 'IRR' });
      expect(Number.isSafeInteger(p.TotalPrice) && p.TotalPrice > 0).toBe(true);
      expect(p.TotalPrice).toBe(p.Prices.reduce((s, x) => s + x.TotalPrice, 0));
      expect(p.Seat).toBeGreaterThanOrEqual(0);
      expect(p.Seat).toBeLessThanOrEqual(9);
      const g = p.FlightGroups[0]!;
      expect(g.DepartureTime).toMatch(new RegExp(`^${day(1)}T\\d{2}:\\d{2}:00\\+03:30$`));
      expect(g.ArrivalTime).toMatch(/\+03:30$/);
      expect(Date.parse(g.ArrivalTime) - Date.parse(g.DepartureTime)).toBe(g.Duration * 60_000);
      expect(g.Duration).toBeGreaterThan(80);
      expect(g.Duration).toBeLessThan(130);
      expect(g).toMatchObject({ Origin: 'THR', Destination: 'MHD', OriginFa: 'تهران', DestinationFa: 'مشهد', Stops: 0, CabinType: 1 });
      expect(g.MarketingAirlineName).toMatch(/[آ-ی]/);
      expect(g.FlightNumber.startsWith(g.MarketingAirlineCode)).toBe(true);
      expect(g.Baggage.AdultKg).toBeGreaterThanOrEqual(20);
      expect(g.FlightLegs).toHaveLength(1);
      expect(g.FlightLegs[0]).toMatchObject({ Origin: 'THR', OriginFa: 'تهران', Destination: 'MHD', DestinationFa: 'مشهد' });
      expect(p.TotalDurationMinutes).toBe(g.Duration);
      if (p.IsCharter) expect(g.Refundable).toBe(false);
    }
  });

  it('gives the same proposals for the same search on the same day, in every process', async () => {
    const body = oneWay('THR', 'MHD', day(3), { adults: 2 });
    const first = await post(f.app, AVAILABLE, body);
    const again = await post(f.app, AVAILABLE, body);
    expect(again.body).toBe(first.body);
    const other = await buildServer({ database: f.database });
    const fromOther = await post(other, AVAILABLE, body);
    await other.close();
    expect(fromOther.json()).toEqual(first.json());
  });

  it('prices passengers by REFERENCE.md: children half on system, full on charter; infants a tenth', async () => {
    const data = await search(oneWay('THR', 'SYZ', day(12), { adults: 2, children: 1, infants: 1 }));
    const price = (p: Proposal, type: number) => p.Prices.find((x) => x.PassengerType === type)!;
    const system = data.proposals.find((p) => !p.IsCharter)!;
    const charter = data.proposals.find((p) => p.IsCharter)!;
    expect(price(system, 1).Count).toBe(2);
    expect(price(system, 2).BaseFare / price(system, 1).BaseFare).toBeCloseTo(0.5, 1);
    expect(price(system, 3).BaseFare / price(system, 1).BaseFare).toBeCloseTo(0.1, 1);
    expect(price(charter, 2).UnitPrice).toBe(price(charter, 1).UnitPrice);
    expect(price(system, 1).TotalPrice).toBe(price(system, 1).UnitPrice * 2);
    const intl = await search(oneWay('THR', 'IST', day(12), { children: 1 }));
    const sys = intl.proposals.find((p) => !p.IsCharter)!;
    expect(price(sys, 2).BaseFare / price(sys, 1).BaseFare).toBeCloseTo(0.75, 1);
  });

  it('varies prices with the date and sells out some fares', async () => {
    const totals = async (n: number) => (await search(oneWay('THR', 'MHD', day(n)))).proposals.map((p) => p.TotalPrice).sort((a, b) => a - b);
    expect(await totals(2)).not.toEqual(await totals(40));
    const many = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((n) => search(oneWay('THR', 'MHD', day(n)))));
    expect(many.flatMap((d) => d.proposals).some((p) => p.Seat === 0)).toBe(true);
  });

  it('flies Tehran abroad from IKA; a city code covers all its airports; one-stop trips via a hub', async () => {
    const ist = await search(oneWay('THR', 'IST', day(5)));
    expect(ist.search.productType).toBe('InternationalFlight');
    const origins = new Set(ist.proposals.map((p) => p.FlightGroups[0]!.Origin));
    expect([...origins]).toEqual(['IKA']);
    const destinations = new Set(ist.proposals.map((p) => p.FlightGroups[0]!.Destination));
    expect(destinations).toEqual(new Set(['IST', 'SAW']));
    expect(ist.proposals.find((p) => p.FlightGroups[0]!.Destination === 'IST')!.FlightGroups[0]!.ArrivalTime).toMatch(/\+03:00$/);
    const lhr = await search({ segments: [{ origin: 'THR', destination: 'LHR', destinationType: 'AirportCode', departureDate: day(5) }] });
    expect(lhr.proposals.length).toBeGreaterThan(0);
    for (const p of lhr.proposals) {
      const g = p.FlightGroups[0]!;
      expect(g.Stops).toBe(1);
      expect(['IST', 'DXB', 'DOH']).toContain(g.FlightLegs[0]!.Destination);
      expect(g.FlightLegs[1]!.Origin).toBe(g.FlightLegs[0]!.Destination);
      expect(g.Duration).toBeGreaterThan(g.FlightLegs[0]!.Duration + g.FlightLegs[1]!.Duration);
    }
    const mehrabad = await search({ segments: [{ origin: 'THR', originType: 'AirportCode', destination: 'IST', departureDate: day(5) }] });
    expect(mehrabad.proposals).toEqual([]);
  });

  it('answers a round trip with isReturning proposals under returningRequestId, and business class', async () => {
    const data = await search({ flightType: 2, cabinType: 2, segments: [
      { origin: 'IKA', originType: 'AirportCode', destination: 'DXB', departureDate: day(10) },
      { origin: 'DXB', destination: 'IKA', destinationType: 'AirportCode', departureDate: day(17) },
    ] });
    expect(data.returningRequestId).toMatch(UUID);
    const out = data.proposals.filter((p) => !p.isReturning);
    const back = data.proposals.filter((p) => p.isReturning);
    expect(out.length).toBeGreaterThan(0);
    expect(back.length).toBeGreaterThan(0);
    expect(back.every((p) => p.RequestId === data.returningRequestId && p.FlightGroups[0]!.Origin === 'DXB')).toBe(true);
    expect(data.proposals.every((p) => p.FlightGroups[0]!.CabinType === 2 && !p.IsCharter)).toBe(true);
  });

  it('answers a multi-destination search with one group per segment in order', async () => {
    const data = await search({ flightType: 3, segments: [
      { origin: 'THR', destination: 'KIH', departureDate: day(4) },
      { origin: 'KIH', destination: 'SYZ', departureDate: day(6) },
      { origin: 'SYZ', destination: 'THR', departureDate: day(8) },
    ] });
    expect(data.proposals.length).toBeGreaterThan(0);
    for (const p of data.proposals) {
      expect(p.FlightGroups.map((g) => `${g.Origin}-${g.Destination}`)).toEqual(['THR-KIH', 'KIH-SYZ', 'SYZ-THR']);
      expect(p.TotalDurationMinutes).toBe(p.FlightGroups.reduce((s, g) => s + g.Duration, 0));
    }
  });

  it('accepts a Jalali date (isJalali or a year under 2000)', async () => {
    const target = day(20);
    const { toJalaali } = await import('jalaali-js');
    const [y, m, d] = target.split('-').map(Number) as [number, number, number];
    const j = toJalaali(y, m, d);
    const jalali = `${j.jy}-${String(j.jm).padStart(2, '0')}-${String(j.jd).padStart(2, '0')}`;
    const data = await search(oneWay('THR', 'MHD', jalali));
    expect(data.search.segments[0]!.departureDate).toBe(target);
  });

  it('finds a stored search again by requestId, and a proposal by its id', async () => {
    const data = await search({ flightType: 2, segments: [{ origin: 'THR', destination: 'KIH', departureDate: day(6) }, { origin: 'KIH', destination: 'THR', departureDate: day(9) }] });
    const stored = await post(f.app, `${base}/FlightCatalog/GetAvailableRequest`, { requestId: data.requestId });
    expect(stored.json().data).toEqual({ requestId: data.requestId, returningRequestId: data.returningRequestId, isReturning: false, search: data.search });
    const returning = await post(f.app, `${base}/FlightCatalog/GetAvailableRequest`, { requestId: data.returningRequestId });
    expect(returning.json().data.isReturning).toBe(true);
    const back = data.proposals.find((p) => p.isReturning)!;
    const detail = await post(f.app, `${base}/FlightCatalog/FlightDetail`, { requestId: data.returningRequestId, proposalId: back.ProposalId });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.proposal).toEqual(back);
    expect(detail.json().data.refundRules.length).toBeGreaterThan(0);
    expect(detail.json().data.fareRules[0]).toMatch(/[آ-ی]/);
    const charter = data.proposals.find((p) => p.IsCharter);
    if (charter) {
      const d = await post(f.app, `${base}/FlightCatalog/FlightDetail`, { requestId: data.requestId, proposalId: charter.ProposalId });
      expect(d.json().data.refundRules).toEqual([{ title: 'این بلیت قابل استرداد نیست.', hoursBefore: null, penaltyPercent: 100 }]);
    }
    expect(errorsOf(await post(f.app, `${base}/FlightCatalog/FlightDetail`, { requestId: data.requestId, proposalId: 'nope' })).proposalId).toBeDefined();
    const unknown = '00000000-0000-5000-8000-000000000000';
    expect(errorsOf(await post(f.app, `${base}/FlightCatalog/GetAvailableRequest`, { requestId: unknown })).requestId).toBeDefined();
    expect(errorsOf(await post(f.app, `${base}/FlightCatalog/GetAvailableRequest`, { requestId: 'x' })).requestId).toEqual(['شناسه جست‌وجو معتبر نیست.']);
    expect(errorsOf(await post(f.app, `${base}/FlightCatalog/FlightDetail`, { requestId: unknown })).proposalId).toBeDefined();
  });

  it('answers listing-page proposals: popular pairs, one pair, charter only, last second', async () => {
    const all = await post(f.app, `${base}/FlightCatalog/GetPlpProposalDetails`, {});
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((p: { plpPairKey: string }) => p.plpPairKey)).toContain('THR-MHD');
    const one = (await post(f.app, `${base}/FlightCatalog/GetPlpProposalDetails`, { plpPairKey: 'thr-kih', kind: 'Charter', days: 5 })).json().data;
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ plpPairKey: 'THR-KIH', originFa: 'تهران', destinationFa: 'کیش' });
    expect(one[0].proposals.length).toBeGreaterThan(0);
    expect(one[0].proposals.every((p: Proposal) => p.IsCharter && p.Seat > 0)).toBe(true);
    expect(one[0].minPrice).toBe(Math.min(...one[0].proposals.map((p: Proposal) => p.TotalPrice)));
    const detail = await post(f.app, `${base}/FlightCatalog/FlightDetail`, { requestId: one[0].proposals[0].RequestId, proposalId: one[0].proposals[0].ProposalId });
    expect(detail.statusCode).toBe(200);
    const last = (await post(f.app, `${base}/FlightCatalog/GetPlpProposalDetails`, { plpPairKey: 'THR-MHD', kind: 'LastSecond' })).json().data;
    for (const p of last[0].proposals) expect(p.FlightGroups[0].DepartureTime.slice(0, 10) <= day(2)).toBe(true);
    expect(errorsOf(await post(f.app, `${base}/FlightCatalog/GetPlpProposalDetails`, { plpPairKey: 'XXX-MHD' })).plpPairKey).toBeDefined();
    expect(errorsOf(await post(f.app, `${base}/FlightCatalog/GetPlpProposalDetails`, { plpPairKey: 'THRMHD' })).plpPairKey).toBeDefined();
    expect(errorsOf(await post(f.app, `${base}/FlightCatalog/GetPlpProposalDetails`, { days: 40 })).days).toBeDefined();
  });

  it('answers the cheapest price per day for the date picker', async () => {
    const res = await post(f.app, `${base}/FlightCalendar/CalendarPrices`, { origin: 'THR', destination: 'MHD', fromDate: day(-3), toDate: day(29) });
    expect(res.statusCode).toBe(200);
    const days = res.json().data;
    expect(days).toHaveLength(30);
    expect(days[0].date).toBe(today);
    const prices = days.map((d: { price: number | null }) => d.price).filter((p: number | null) => p !== null);
    expect(prices.length).toBeGreaterThan(25);
    expect(new Set(prices).size).toBeGreaterThan(5);
    expect(prices.every((p: number) => Number.isSafeInteger(p))).toBe(true);
    expect(days.filter((d: { cheapest: boolean }) => d.cheapest).every((d: { price: number }) => d.price === Math.min(...prices))).toBe(true);
    const tomorrow = (await search(oneWay('THR', 'MHD', day(1)))).proposals.filter((p) => p.Seat > 0).map((p) => p.TotalPrice);
    expect(days[1].price).toBe(Math.min(...tomorrow));
    const e = errorsOf(await post(f.app, `${base}/FlightCalendar/CalendarPrices`, { origin: 'THR', destination: 'QQQ', fromDate: day(5), toDate: day(1) }));
    expect(Object.keys(e).sort()).toEqual(['destination', 'toDate']);
    expect(errorsOf(await post(f.app, `${base}/FlightCalendar/CalendarPrices`, { origin: 'THR', destination: 'MHD', fromDate: day(1), toDate: day(100) })).toDate).toBeDefined();
    expect(errorsOf(await post(f.app, `${base}/FlightCalendar/CalendarPrices`, { origin: 'THR', destination: 'MHD', fromDate: '2026-02-30', toDate: day(1) })).fromDate).toBeDefined();
  });

  it('rejects impossible searches with field-specific Persian messages', async () => {
    const cases: [unknown, string, RegExp?][] = [
      [oneWay('THR', 'MHD', day(-1)), 'segments[0].departureDate', /گذشته/],
      [oneWay('THR', 'MHD', day(400)), 'segments[0].departureDate', /۳۶۵/],
      [oneWay('THR', 'MHD', '2027-02-30'), 'segments[0].departureDate'],
      [oneWay('THR', 'MHD', '22-11-2026'), 'segments[0].departureDate', /YYYY-MM-DD/],
      [oneWay('THR', 'THR'), 'segments[0].destination', /یکی/],
      [oneWay('THR', 'IKA'), 'segments[0].destination', /یکی/],
      [oneWay('XYZ', 'MHD'), 'segments[0].origin', /XYZ/],
      [oneWay('TH1', 'MHD'), 'segments[0].origin', /سه‌حرفی/],
      [oneWay('THR', 'MHD', day(1), { adults: 0 }), 'adults', /تعداد بزرگسالان/],
      [oneWay('THR', 'MHD', day(1), { adults: 'two' }), 'adults', /عدد صحیح/],
      [oneWay('THR', 'MHD', day(1), { adults: 1, infants: 2 }), 'infants', /نوزاد/],
      [oneWay('THR', 'MHD', day(1), { adults: 6, children: 4 }), 'children'],
      [oneWay('THR', 'MHD', day(1), { cabinType: 4 }), 'cabinType', /اکونومی/],
      [oneWay('THR', 'MHD', day(1), { flightType: 2 }), 'segments', /رفت و برگشت/],
      [oneWay('THR', 'MHD', day(1), { productType: 'InternationalFlight' }), 'productType', /داخلی/],
      [{ segments: [] }, 'segments'],
      [{}, 'segments', /مسیرها/],
      [{ segments: [{ origin: 'THR' }] }, 'segments[0].destination', /مقصد/],
      [{ segments: 'THR-MHD' }, 'segments[0]', /مسیر باید شیء/],
      [oneWay('TH\u0000', 'MHD'), 'segments[0].origin', /نویسه نامعتبر/],
      [{ segments: [oneWay('THR', 'MHD').segments[0], { origin: 'MHD', destination: 'KI\u0000H', departureDate: day(3) }] }, 'segments[1].destination', /نویسه نامعتبر/],
      [{ flightType: 2, segments: [{ origin: 'THR', destination: 'MHD', departureDate: day(5) }, { origin: 'MHD', destination: 'THR', departureDate: day(2) }] }, 'segments[1].departureDate', /برگشت/],
    ];
    for (const [body, field, message] of cases) {
      const errors = errorsOf(await post(f.app, AVAILABLE, body));
      expect(errors[field], `${JSON.stringify(body)} → ${JSON.stringify(errors)}`).toBeDefined();
      if (message) expect(errors[field]!.join(' ')).toMatch(message);
    }
  });

  it('never answers junk with a 500', async () => {
    const urls = [AVAILABLE, `${base}/FlightCatalog/FlightDetail`, `${base}/FlightCatalog/GetAvailableRequest`, `${base}/FlightCatalog/GetPlpProposalDetails`, `${base}/FlightCalendar/CalendarPrices`];
    for (const url of urls) {
      for (const junk of JUNK_BODIES) expectClientError(await post(f.app, url, junk.payload, { 'content-type': junk.contentType }), url);
      expectClientError(await f.app.inject({ method: 'POST', url }), `${url} without body`);
      expectClientError(await post(f.app, url, { segments: [{ origin: 'ی'.repeat(5000), destination: { a: 1 }, departureDate: [1] }], requestId: 5, fromDate: null }), url);
    }
    expect((await f.app.inject({ method: 'GET', url: AVAILABLE })).statusCode).toBe(404);
  });
});
