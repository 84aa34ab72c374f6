import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../../../src/domain/calendar-days';
import {
  AMENITIES, BOARDS, buildStayUrl, DEFAULT_HOTEL_FILTERS, DEFAULT_HOTEL_SORT, DEFAULT_ROOMS, HOTEL_KINDS, HOTEL_SORTS,
  HotelSort, isSlug, MAX_ADULTS_PER_ROOM, MAX_CHILD_AGE, MAX_CHILDREN_PER_ROOM, MAX_NIGHTS, MAX_ROOMS, parseStayUrl, staySearchKey,
  type HotelFilters, type StaySearch,
} from '../../../../src/domain/hotels';

const TODAY = '2026-03-25'; // 1405/01/05
const parse = (url: string, today = TODAY) => {
  const [pathname = '', search = ''] = url.split('?');
  return parseStayUrl(pathname, search, today);
};

const base: StaySearch = {
  destination: { city: 'mashhad', hotel: null },
  checkIn: '2026-03-30', // 1405-01-10
  checkOut: '2026-04-02', // 1405-01-13
  rooms: DEFAULT_ROOMS,
  filters: DEFAULT_HOTEL_FILTERS,
  sort: DEFAULT_HOTEL_SORT,
};
const BASE_URL = '/hotels/mashhad/?checkin=1405-01-10&checkout=1405-01-13';

function errorsOf(url: string) {
  const result = parse(url);
  expect(result.ok).toBe(false);
  if (result.ok) return [];
  for (const e of result.errors) {
    expect(e.message).toMatch(/[\u0600-\u06FF]/);
    expect(e.message).not.toMatch(/[0-9]/); // Persian digits only
  }
  return result.errors;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('buildStayUrl', () => {
  it('writes the dates in Jalali and leaves every default out', () => {
    expect(buildStayUrl(base)).toBe(BASE_URL);
  });
  it('writes a hotel, the rooms and the whole view in one fixed order', () => {
    const search: StaySearch = {
      ...base,
      destination: { city: 'mashhad', hotel: 'darvishi' },
      rooms: [{ adults: 2, childAges: [5, 7] }, { adults: 1, childAges: [] }],
      filters: {
        // Given in a muddled order, with a repeat: written canonically.
        price: { min: 2_000_000, max: 50_000_000 }, stars: [5, 4, 5], kinds: ['boutique', 'hotel'], boards: ['breakfast'],
        amenities: ['pool', 'wifi'], districts: ['valiasr', 'ahmadabad'], minGuestScore: 7.5,
        freeCancellationOnly: true, availableOnly: true,
      },
      sort: HotelSort.GuestScore,
    };
    expect(buildStayUrl(search)).toBe(
      '/hotels/mashhad/darvishi/?checkin=1405-01-10&checkout=1405-01-13&rooms=2-5,7_1&price=2000000-50000000' +
      '&stars=4,5&kind=hotel,boutique&board=breakfast&amenities=wifi,pool&district=ahmadabad,valiasr&score=7.5' +
      '&cancellation=free&soldout=hide&sort=score',
    );
  });
  it.each<[string, Partial<HotelFilters>, string]>([
    ['a minimum price only', { price: { min: 3_000_000, max: null } }, 'price=3000000-'],
    ['a maximum price only', { price: { min: null, max: 9_000_000 } }, 'price=-9000000'],
    ['unrated lodgings', { stars: [0] }, 'stars=0'],
  ])('writes %s', (_name, filters, expected) => {
    expect(buildStayUrl({ ...base, filters: { ...DEFAULT_HOTEL_FILTERS, ...filters } })).toBe(`${BASE_URL}&${expected}`);
  });
  it('escapes a destination that is not a slug rather than open another path', () => {
    expect(buildStayUrl({ ...base, destination: { city: '../admin', hotel: null } })).toBe(BASE_URL.replace('mashhad', '..%2Fadmin'));
    expect(isSlug('saadat-abad')).toBe(true);
    for (const bad of ['Saadat', 'a--b', '-a', 'a-', 'a_b', '', 'x'.repeat(81)]) expect(isSlug(bad)).toBe(false);
  });
  it('keys the search without its view, so a new filter never refetches', () => {
    const filtered = { ...base, filters: { ...DEFAULT_HOTEL_FILTERS, stars: [5] }, sort: HotelSort.Popularity };
    expect(staySearchKey(filtered)).toBe(BASE_URL);
    expect(staySearchKey({ ...base, rooms: [{ adults: 1, childAges: [] }] })).toBe(`${BASE_URL}&rooms=1`);
  });
});

describe('parseStayUrl', () => {
  it('reads a city search', () => {
    expect(parse(BASE_URL)).toEqual({ ok: true, value: base });
  });
  it('reads a hotel, the rooms and the view', () => {
    const result = parse('/hotels/mashhad/darvishi/?checkin=1405-01-10&checkout=1405-01-13&rooms=2-5,7_1&stars=4,5&amenities=wifi&soldout=hide&sort=popular');
    expect(result).toEqual({
      ok: true,
      value: {
        ...base,
        destination: { city: 'mashhad', hotel: 'darvishi' },
        rooms: [{ adults: 2, childAges: [5, 7] }, { adults: 1, childAges: [] }],
        filters: { ...DEFAULT_HOTEL_FILTERS, stars: [4, 5], amenities: ['wifi'], availableOnly: true },
        sort: HotelSort.Popularity,
      },
    });
  });
  it('is forgiving: no trailing slash, escaped commas, upper case, Persian digits, Gregorian days, unknown parameters', () => {
    const plain = parse(`${BASE_URL}&rooms=2-5,7&stars=5`);
    expect(parse('/hotels/Mashhad?CheckIn=۱۴۰۵-۰۱-۱۰&checkout=2026-04-02&rooms=2-5%2C7&stars=5&rqs=ab12c&utm_source=x')).toEqual(plain);
    expect(parseStayUrl('/hotels/mashhad/', new URLSearchParams('checkin=1405-01-10&checkout=1405-01-13'), TODAY)).toEqual(parse(BASE_URL));
    expect(parseStayUrl('/hotels/mashhad/', '?checkin=1405-01-10&checkout=1405-01-13', TODAY)).toEqual(parse(BASE_URL));
  });
  it('drops filter values it cannot read instead of failing the search', () => {
    const result = parse(`${BASE_URL}&price=9-1&stars=4,9,x&kind=castle,hotel&board=&amenities=wifi,jacuzzi&district=Valiasr,%D9%88%D9%84%DB%8C&score=11&cancellation=yes&soldout=1&sort=random`);
    expect(result).toEqual({ ok: true, value: { ...base, filters: { ...DEFAULT_HOTEL_FILTERS, stars: [4], kinds: ['hotel'], amenities: ['wifi'], districts: ['valiasr'] } } });
  });
  it('gives back the default filters themselves when nothing filters', () => {
    const result = parse(`${BASE_URL}&stars=9`);
    expect(result.ok && result.value.filters).toBe(DEFAULT_HOTEL_FILTERS);
  });
  it('defaults to one night from tomorrow, in Tehran whatever the machine clock', () => {
    expect(parse('/hotels/mashhad/')).toEqual({ ok: true, value: { ...base, checkIn: '2026-03-26', checkOut: '2026-03-27' } });
    expect(parse('/hotels/mashhad/?checkin=1405-01-10')).toEqual({ ok: true, value: { ...base, checkOut: '2026-03-31' } });
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-20T21:00:00Z')); // Tehran: 21 March 00:30; Los Angeles: 20 March
    const result = parseStayUrl('/hotels/mashhad/', '');
    expect(result.ok && result.value.checkIn).toBe('2026-03-22');
    expect(parseStayUrl('/hotels/mashhad/', 'checkin=1405-01-01&checkout=1405-01-02').ok).toBe(true);
    expect(parseStayUrl('/hotels/mashhad/', 'checkin=1404-12-29&checkout=1405-01-02').ok).toBe(false);
  });

  it.each(['/hotels/', '/hotels', '/flight/THR-MHD/', '/hotels/mash_had/', '/hotels/-mashhad/', '/hotels/a/b/c/', '/hotels/%E0%A4%A/', '/hotels/%D9%85%D8%B4%D9%87%D8%AF/'])(
    'refuses the path %s',
    (path) => {
      expect(parseStayUrl(path, '', TODAY)).toEqual({ ok: false, errors: [{ field: 'destination', message: 'نشانی جستجوی هتل نامعتبر است.' }] });
    },
  );

  it('names an unreadable date or rooms value, and keeps a draft to mend', () => {
    const result = parse('/hotels/mashhad/?checkin=1405-13-01&checkout=tomorrow&rooms=two');
    expect(errorsOf('/hotels/mashhad/?checkin=1405-13-01&checkout=tomorrow&rooms=two').map((e) => e.field)).toEqual(['checkIn', 'checkOut', 'rooms']);
    expect(!result.ok && result.draft).toEqual({ ...base, checkIn: '2026-03-26', checkOut: '2026-03-27' });
  });
  it('applies the stay rules once everything reads', () => {
    expect(errorsOf('/hotels/mashhad/?checkin=1405-01-01&checkout=1405-01-03')).toEqual([{ field: 'checkIn', message: 'تاریخ ورود گذشته است.' }]);
    expect(errorsOf(`/hotels/mashhad/?checkin=1405-01-10&checkout=1405-02-11`)[0]?.message).toContain('حداکثر ۳۰ شب');
    expect(errorsOf(`${BASE_URL}&rooms=1_1_1_1_1_1`).map((e) => e.field)).toEqual(['rooms']);
    expect(errorsOf(`${BASE_URL}&rooms=2_0-12`).map((e) => e.field)).toEqual(['rooms[1].adults', 'rooms[1].childAges[0]']);
  });
  it('never throws, whatever it is given (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (path, search) => {
        const result = parseStayUrl(`/hotels/${path}`, search, TODAY);
        if (!result.ok) for (const e of result.errors) expect(e.message).toMatch(/[\u0600-\u06FF]/);
        expect(parseStayUrl(path, search, TODAY)).toBeDefined();
      }),
    );
  });
});

describe('round trip', () => {
  const slug = fc.stringMatching(/^[a-z0-9]{1,8}(?:-[a-z0-9]{1,8}){0,2}$/);
  const subset = <T>(values: readonly T[]) => fc.subarray([...values]);
  const search: fc.Arbitrary<StaySearch> = fc.record({
    destination: fc.record({ city: slug, hotel: fc.option(slug, { nil: null }) }),
    start: fc.integer({ min: 0, max: 365 }),
    nights: fc.integer({ min: 1, max: MAX_NIGHTS }),
    rooms: fc.array(
      fc.record({
        adults: fc.integer({ min: 1, max: MAX_ADULTS_PER_ROOM }),
        childAges: fc.array(fc.integer({ min: 0, max: MAX_CHILD_AGE }), { maxLength: MAX_CHILDREN_PER_ROOM }),
      }),
      { minLength: 1, maxLength: MAX_ROOMS },
    ),
    filters: fc.record({
      price: fc.option(
        fc.tuple(fc.option(fc.integer({ min: 0, max: 1e12 }), { nil: null }), fc.option(fc.integer({ min: 0, max: 1e12 }), { nil: null }))
          .filter(([a, b]) => (a !== null || b !== null) && (a === null || b === null || a <= b))
          .map(([min, max]) => ({ min, max })),
        { nil: null },
      ),
      stars: subset([0, 1, 2, 3, 4, 5]),
      kinds: subset(HOTEL_KINDS),
      boards: subset(BOARDS),
      amenities: subset(AMENITIES),
      districts: fc.uniqueArray(slug, { maxLength: 3 }).map((d) => [...d].sort()),
      minGuestScore: fc.option(fc.integer({ min: 1, max: 100 }).map((n) => n / 10), { nil: null }),
      freeCancellationOnly: fc.boolean(),
      availableOnly: fc.boolean(),
    }),
    sort: fc.constantFrom(...HOTEL_SORTS),
  }).map(({ start, nights, ...rest }) => {
    const checkIn = addDays(TODAY, start);
    return { ...rest, checkIn, checkOut: addDays(checkIn, nights) };
  });

  it('parse(build(search)) gives the search back, and build is canonical', () => {
    fc.assert(
      fc.property(search, (s) => {
        const url = buildStayUrl(s);
        const result = parse(url);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const { filters, ...rest } = result.value;
        const { filters: expectedFilters, ...expectedRest } = s;
        expect(rest).toEqual(expectedRest);
        expect(filters).toEqual(expectedFilters);
        expect(buildStayUrl(result.value)).toBe(url);
      }),
      { numRuns: 300 },
    );
  });
});
