import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildTourBookingUrl, buildTourListUrl, defaultRooms, filterTours, hasTourFilters, isTourSlug, jalaliMonthOf, listTours, parseTourBookingUrl,
  parseTourListQuery, priceKindsOf, readRoomsParam, roomInputsOf, roomsProblem, sortTours, standInBirthDates, tourFacets, tourPartyFa,
  tourPriceLines, tourTotal, writeRoomsParam, type TourListPackage, type TourParty,
} from '../../../../src/domain/tours';

const hotel = (id: string, stars: number, adultDouble: number) => ({ id, stars, prices: { adultDouble } });
const dep = (id: string, departureDate: string, nights: number, airlineCode: string, placesLeft: number, hotels: ReturnType<typeof hotel>[]) => ({
  id, departureDate, nights, airlineCode, airlineNameFa: airlineCode === 'IR' ? 'ایران‌ایر' : 'ماهان', placesLeft, hotels,
});

// 2026-12-22 is 1 Dey 1405 (month 10); 2027-01-21 is 1 Bahman 1405 (month 11).
const TOURS: TourListPackage[] = [
  { id: 'k', titleFa: 'تور کیش', destination: 'kish', destinationFa: 'کیش', departures: [
    dep('k1', '2026-12-25', 3, 'IR', 5, [hotel('k1a', 4, 300), hotel('k1b', 5, 500)]),
    dep('k2', '2027-01-25', 4, 'W5', 0, [hotel('k2a', 3, 100)]),
  ] },
  { id: 'i', titleFa: 'تور استانبول', destination: 'istanbul', destinationFa: 'استانبول', departures: [
    dep('i1', '2027-01-22', 6, 'W5', 8, [hotel('i1a', 4, 900)]),
    dep('i2', '2026-12-30', 4, 'IR', 2, [hotel('i2a', 3, 700), hotel('i2b', 5, 1200)]),
  ] },
  { id: 'm', titleFa: 'تور مشهد', destination: 'mashhad', destinationFa: 'مشهد', departures: [
    dep('m1', '2027-01-02', 2, 'IR', 9, [hotel('m1a', 3, 200)]),
  ] },
];

describe('tour list filters and sorts', () => {
  it('reads the Jalali month of a day', () => {
    expect(jalaliMonthOf('2026-12-22')).toBe('1405-10');
    expect(jalaliMonthOf('2027-01-21')).toBe('1405-11');
  });

  it('lists packages with a departure that passes, full departures never', () => {
    const all = filterTours(TOURS, {});
    expect(all.map((i) => i.tour.id)).toEqual(['k', 'i', 'm']);
    expect(all[0]!.departures.map((d) => d.id)).toEqual(['k1']);
    expect(all[0]!.fromPrice).toBe(300);
    expect(all[1]!.departures.map((d) => d.id)).toEqual(['i2', 'i1']);
  });

  it('filters by destination, month, nights, stars, airline and price over the departures and hotels that pass', () => {
    expect(filterTours(TOURS, { destination: 'istanbul' }).map((i) => i.tour.id)).toEqual(['i']);
    expect(filterTours(TOURS, { month: '1405-11' }).map((i) => i.tour.id)).toEqual(['i']);
    expect(filterTours(TOURS, { nights: 4 }).map((i) => i.tour.id)).toEqual(['i']);
    const fiveStars = filterTours(TOURS, { stars: [5] });
    expect(fiveStars.map((i) => [i.tour.id, i.fromPrice])).toEqual([['k', 500], ['i', 1200]]);
    expect(filterTours(TOURS, { airlines: ['W5'] }).map((i) => i.tour.id)).toEqual(['i']);
    expect(filterTours(TOURS, { maxPrice: 400 }).map((i) => [i.tour.id, i.fromPrice])).toEqual([['k', 300], ['m', 200]]);
    expect(filterTours(TOURS, { minPrice: 800 }).map((i) => [i.tour.id, i.fromPrice])).toEqual([['i', 900]]);
    expect(filterTours(TOURS, { destination: 'kish', month: '1405-11' })).toEqual([]);
  });

  it('sorts cheapest, soonest, shortest and longest', () => {
    const items = filterTours(TOURS, {});
    expect(sortTours(items, 'cheapest').map((i) => i.tour.id)).toEqual(['m', 'k', 'i']);
    expect(sortTours(items, 'soonest').map((i) => i.tour.id)).toEqual(['k', 'i', 'm']);
    expect(sortTours(items, 'shortest').map((i) => i.tour.id)).toEqual(['m', 'k', 'i']);
    expect(sortTours(items, 'longest').map((i) => i.tour.id)).toEqual(['i', 'k', 'm']);
    expect(listTours(TOURS, { sort: 'cheapest', destination: 'kish' }).map((i) => i.tour.id)).toEqual(['k']);
  });

  it('offers what the open departures have', () => {
    const f = tourFacets(TOURS);
    expect(f.destinations.map((d) => d.value).sort()).toEqual(['istanbul', 'kish', 'mashhad']);
    expect(f.months).toEqual(['1405-10', '1405-11']);
    expect(f.nights).toEqual([2, 3, 4, 6]);
    expect(f.stars).toEqual([3, 4, 5]);
    expect(f.airlines.map((a) => a.code)).toEqual(['IR', 'W5']);
    expect([f.minPrice, f.maxPrice]).toEqual([200, 1200]);
  });
});

describe('tour list URL', () => {
  it('builds and parses the example', () => {
    const url = '/tour/?destination=kish&month=1405-10&nights=3&stars=4,5&airline=IR&sort=soonest';
    const q = parseTourListQuery(url.split('?')[1]!);
    expect(q).toEqual({ destination: 'kish', month: '1405-10', nights: 3, stars: [4, 5], airlines: ['IR'], sort: 'soonest' });
    expect(buildTourListUrl(q)).toBe(url);
    expect(hasTourFilters(q)).toBe(true);
  });

  it('is forgiving: Persian digits read, a wrong part is left out, cheapest by default', () => {
    expect(parseTourListQuery('month=۱۴۰۵-۱۰&nights=x&stars=9,4&airline=ir&sort=odd&price=۱۰۰-۵۰')).toEqual({ month: '1405-10', stars: [4], airlines: ['IR'], sort: 'cheapest' });
    expect(parseTourListQuery('price=0-400')).toEqual({ maxPrice: 400, sort: 'cheapest' });
    expect(buildTourListUrl({ sort: 'cheapest' })).toBe('/tour/');
    expect(buildTourListUrl({ maxPrice: 400 })).toBe('/tour/?price=0-400');
    expect(hasTourFilters({})).toBe(false);
  });

  it('round-trips any query', () => {
    fc.assert(fc.property(
      fc.record({
        destination: fc.option(fc.constantFrom('kish', 'istanbul', 'dubai-city'), { nil: undefined }),
        month: fc.option(fc.constantFrom('1405-01', '1405-12', '1406-07'), { nil: undefined }),
        nights: fc.option(fc.integer({ min: 1, max: 30 }), { nil: undefined }),
        sort: fc.constantFrom('cheapest', 'soonest', 'shortest', 'longest' as const),
      }),
      (raw) => {
        const q = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined)) as unknown as ReturnType<typeof parseTourListQuery>;
        expect(parseTourListQuery(buildTourListUrl(q).split('?')[1] ?? '')).toEqual(q);
      },
    ));
  });

  it('knows a slug from a booking step', () => {
    expect(isTourSlug('kish-3-nights')).toBe(true);
    expect(isTourSlug('book')).toBe(false);
    expect(isTourSlug('Kish')).toBe(false);
  });
});

const PRICES = { adultDouble: 1000, singleSupplement: 400, childWithBed: 700, childWithoutBed: 300, infant: 100 };

describe('rooms and price lines', () => {
  it('rooms two adults and a child together', () => {
    const party: TourParty = { adults: 2, childrenWithBed: 1, childrenWithoutBed: 0, infants: 0 };
    const rooms = defaultRooms(party)!;
    expect(rooms).toEqual([{ adults: 2, childrenWithBed: 1, childrenWithoutBed: 0, infants: 0 }]);
    expect(roomInputsOf(rooms)).toEqual([{ travellers: [0, 1, 2] }]);
    const lines = tourPriceLines(rooms, PRICES);
    expect(lines.map((l) => [l.key, l.count, l.amount])).toEqual([['adult-double', 2, 2000], ['child-bed', 1, 700]]);
    expect(tourTotal(lines)).toBe(2700);
    expect(tourPartyFa(party)).toBe('۲ بزرگسال، ۱ کودک با تخت');
  });

  it('puts three adults in one room, and an adult alone pays the single supplement', () => {
    expect(defaultRooms({ adults: 3, childrenWithBed: 0, childrenWithoutBed: 0, infants: 0 })).toEqual([{ adults: 3, childrenWithBed: 0, childrenWithoutBed: 0, infants: 0 }]);
    const single = defaultRooms({ adults: 1, childrenWithBed: 0, childrenWithoutBed: 0, infants: 1 })!;
    expect(priceKindsOf(single)).toEqual(['adult-single', 'infant']);
    expect(tourTotal(tourPriceLines(single, PRICES))).toBe(1500);
  });

  it('opens a room when the beds run out', () => {
    expect(defaultRooms({ adults: 2, childrenWithBed: 2, childrenWithoutBed: 1, infants: 0 })).toEqual([{ adults: 2, childrenWithBed: 2, childrenWithoutBed: 1, infants: 0 }]);
    const rooms = defaultRooms({ adults: 2, childrenWithBed: 3, childrenWithoutBed: 1, infants: 0 })!;
    expect(rooms).toEqual([
      { adults: 1, childrenWithBed: 2, childrenWithoutBed: 0, infants: 0 },
      { adults: 1, childrenWithBed: 1, childrenWithoutBed: 1, infants: 0 },
    ]);
    expect(roomInputsOf(rooms)).toEqual([{ travellers: [0, 2, 3] }, { travellers: [1, 4, 5], withoutBed: [5] }]);
  });

  it('says what is wrong with a rooming', () => {
    const party: TourParty = { adults: 2, childrenWithBed: 0, childrenWithoutBed: 0, infants: 0 };
    expect(roomsProblem(party, [{ adults: 1, childrenWithBed: 0, childrenWithoutBed: 0, infants: 0 }])).toMatch(/همه مسافران/);
    expect(roomsProblem(party, [{ adults: 0, childrenWithBed: 0, childrenWithoutBed: 0, infants: 0 }, { adults: 2, childrenWithBed: 0, childrenWithoutBed: 0, infants: 0 }])).toMatch(/یک بزرگسال/);
    expect(roomsProblem({ adults: 1, childrenWithBed: 0, childrenWithoutBed: 0, infants: 2 }, [])).toMatch(/نوزاد/);
    expect(defaultRooms({ adults: 0, childrenWithBed: 1, childrenWithoutBed: 0, infants: 0 })).toBeNull();
  });

  it('rooms every valid party so that it adds up', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 2 }), (a, b, n, i) => {
      const party = { adults: a, childrenWithBed: b, childrenWithoutBed: n, infants: Math.min(i, a) };
      if (a + b + n + party.infants > 9) return;
      const rooms = defaultRooms(party);
      if (rooms) expect(roomsProblem(party, rooms)).toBeNull();
      if (rooms) expect(roomInputsOf(rooms).flatMap((r) => r.travellers).sort((x, y) => x - y)).toEqual([...Array(a + b + n + party.infants).keys()]);
    }));
  });

  it('stands in birth dates for a quote', () => {
    expect(standInBirthDates({ adults: 1, childrenWithBed: 1, childrenWithoutBed: 0, infants: 1 }, '2027-01-01')).toEqual(['1997-01-01', '2021-01-01', '2026-01-01']);
  });
});

describe('tour booking link', () => {
  it('builds and parses', () => {
    const link = { departureId: 'd-1', hotelId: 'h_2', party: { adults: 2, childrenWithBed: 0, childrenWithoutBed: 1, infants: 0 }, rooms: [{ adults: 2, childrenWithBed: 0, childrenWithoutBed: 1, infants: 0 }] };
    const url = buildTourBookingUrl(link);
    expect(url).toBe('/tour/book/?departure=d-1&hotel=h_2&adults=2&children=1&infants=0&rooms=2a1n');
    expect(parseTourBookingUrl(url.split('?')[1]!)).toEqual({ ok: true, value: link });
  });

  it('rooms the party itself without rooms, and refuses what does not add up', () => {
    const read = parseTourBookingUrl('departure=d&hotel=h&adults=۲&children=1');
    expect(read.ok && read.value.rooms).toEqual([{ adults: 2, childrenWithBed: 1, childrenWithoutBed: 0, infants: 0 }]);
    const bad = parseTourBookingUrl('departure=d&hotel=h&adults=2&children=0&infants=0&rooms=1a');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.errors.map((e) => e.field)).toEqual(['rooms']);
    expect(parseTourBookingUrl('hotel=h').ok).toBe(false);
    const supplier = parseTourBookingUrl('departure=kish-3-nights~2026-12-10&hotel=h12&adults=2');
    expect(supplier.ok && [supplier.value.departureId, supplier.value.hotelId]).toEqual(['kish-3-nights~2026-12-10', 'h12']);
    expect(readRoomsParam('2a1b,1a1n1i')).toEqual([{ adults: 2, childrenWithBed: 1, childrenWithoutBed: 0, infants: 0 }, { adults: 1, childrenWithBed: 0, childrenWithoutBed: 1, infants: 1 }]);
    expect(writeRoomsParam(readRoomsParam('2a1b,1a1n1i')!)).toBe('2a1b,1a1n1i');
    expect(readRoomsParam('x')).toBeNull();
  });
});

describe('rooms by count', () => {
  it('spreads a party over the rooms asked for', async () => {
    const { spreadRooms, roomCountsFor } = await import('../../../../src/domain/tours');
    const party: TourParty = { adults: 3, childrenWithBed: 1, childrenWithoutBed: 0, infants: 1 };
    expect(spreadRooms(party, 2)).toEqual([
      { adults: 2, childrenWithBed: 1, childrenWithoutBed: 0, infants: 0 },
      { adults: 1, childrenWithBed: 0, childrenWithoutBed: 0, infants: 1 },
    ]);
    expect(spreadRooms(party, 4)).toBeNull();
    expect(roomCountsFor(party)).toEqual([1, 2, 3]);
    expect(spreadRooms({ ...party, childrenWithBed: 2 }, 1)).toBeNull();
  });
});
