import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../../src/domain/calendar-days';
import { Cabin, LocationCodeType, ProductType, TripType } from '../../../src/domain/enums';
import type { SearchRequest, SearchSegment } from '../../../src/domain/search-request';
import { validateSearchRequest } from '../../../src/domain/search-request';
import { buildSearchUrl, parseSearchUrl } from '../../../src/domain/search-url';

const TODAY = '2026-03-25'; // 1405/01/05
const parse = (url: string) => parseSearchUrl(url, { today: TODAY });
const { AirportCode, CityCode } = LocationCodeType;

const seg = (origin: string, destination: string, departureDate: string, extra: Partial<SearchSegment> = {}): SearchSegment => ({
  origin, originType: AirportCode, destination, destinationType: AirportCode, departureDate, isJalali: true, ...extra,
});

const base: SearchRequest = {
  adults: 1, children: 0, infants: 0, cabinType: Cabin.Economy, flightType: TripType.OneWay,
  productType: ProductType.DomesticFlight, segments: [seg('THR', 'MHD', '2026-03-30')],
};

function errorsOf(url: string) {
  const result = parse(url);
  expect(result.ok).toBe(false);
  if (result.ok) return [];
  for (const e of result.errors) expect(e.message).toMatch(/[\u0600-\u06FF]/);
  return result.errors;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('parseSearchUrl, form A', () => {
  it('reads a domestic one-way search', () => {
    expect(parse('/flight/THR-MHD/?adults=2&children=1&infants=1&departing=1405-01-10&cabintype=business')).toEqual({
      ok: true,
      value: { ...base, adults: 2, children: 1, infants: 1, cabinType: Cabin.Business },
    });
  });
  it('a returning date makes a round trip with the reversed route (SPEC §3, §4)', () => {
    expect(parse('/flight/THR-MHD/?departing=1405-01-10&returning=1405-01-15')).toEqual({
      ok: true,
      value: {
        ...base,
        flightType: TripType.RoundTrip,
        segments: [seg('THR', 'MHD', '2026-03-30'), seg('MHD', 'THR', '2026-04-04')],
      },
    });
  });
  it('reads an international search with location types', () => {
    const result = parse('/international-flight/THR-IST/?adults=1&departing=1405-01-10&returning=1405-01-20&cabintype=first&origintype=citycode&destinationtype=airportcode');
    expect(result).toEqual({
      ok: true,
      value: {
        ...base,
        cabinType: Cabin.First,
        flightType: TripType.RoundTrip,
        productType: ProductType.InternationalFlight,
        segments: [
          seg('THR', 'IST', '2026-03-30', { originType: CityCode, destinationType: AirportCode }),
          seg('IST', 'THR', '2026-04-09', { originType: AirportCode, destinationType: CityCode }),
        ],
      },
    });
  });
  it('applies SPEC §9 defaults: 1 adult, economy, departing tomorrow', () => {
    expect(parse('/flight/THR-MHD/')).toEqual({ ok: true, value: { ...base, segments: [seg('THR', 'MHD', '2026-03-26')] } });
    expect(parse('/flight/THR-MHD')).toEqual(parse('/flight/THR-MHD/'));
  });
  it('defaults to tomorrow in Tehran, not on the machine clock', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-20T21:00:00Z')); // Tehran: 21 March 00:30; Los Angeles: 20 March
    const result = parseSearchUrl('/flight/THR-MHD/');
    expect(result.ok && result.value.segments[0]?.departureDate).toBe('2026-03-22');
    // and "today" in Tehran is not in the past
    expect(parseSearchUrl('/flight/THR-MHD/?departing=1405-01-01').ok).toBe(true);
    expect(parseSearchUrl('/flight/THR-MHD/?departing=1404-12-29').ok).toBe(false);
  });
  it('accepts lowercase codes, Persian digits, a full URL, extra parameters, upper-case keys', () => {
    const expected = { ok: true, value: { ...base, adults: 2 } };
    expect(parse('/flight/thr-mhd/?adults=2&departing=1405-01-10')).toEqual(expected);
    expect(parse('/flight/THR-MHD/?adults=۲&departing=۱۴۰۵-۰۱-۱۰')).toEqual(expected);
    expect(parse('https://safar.example/flight/THR-MHD/?adults=2&departing=1405-01-10&rqs=x1&utm_source=a')).toEqual(expected);
    expect(parse('/flight/THR-MHD/?ADULTS=2&Departing=1405-01-10')).toEqual(expected);
  });
  it('reads a Gregorian date (year ≥ 2000) and remembers it was not Jalali (SPEC §9)', () => {
    expect(parse('/flight/THR-MHD/?departing=2026-03-30')).toEqual({
      ok: true,
      value: { ...base, segments: [seg('THR', 'MHD', '2026-03-30', { isJalali: false })] },
    });
  });
  it('accepts today and same-day return', () => {
    expect(parse('/flight/THR-MHD/?departing=1405-01-05&returning=1405-01-05').ok).toBe(true);
  });
});

describe('parseSearchUrl, form B (multi-segment)', () => {
  const url = '/international-flight/THR-citycode-IST-airportcode-1405-01-10_IST-airportcode-DXB-airportcode-1405-01-15/?adults=1&children=0&infants=0&cabintype=economy';
  it('reads each segment; several make a multi-destination trip', () => {
    expect(parse(url)).toEqual({
      ok: true,
      value: {
        ...base,
        flightType: TripType.MultiDestination,
        productType: ProductType.InternationalFlight,
        segments: [
          seg('THR', 'IST', '2026-03-30', { originType: CityCode }),
          seg('IST', 'DXB', '2026-04-04'),
        ],
      },
    });
  });
  it('one segment is a one-way trip', () => {
    expect(parse('/flight/THR-airportcode-MHD-citycode-1405-01-10/')).toEqual({
      ok: true,
      value: { ...base, segments: [seg('THR', 'MHD', '2026-03-30', { destinationType: CityCode })] },
    });
  });
  it('rejects malformed segments and dates out of order', () => {
    expect(errorsOf('/international-flight/THR-citycode-IST-1405-01-10/')).toEqual([
      { field: 'segments.0', message: expect.any(String) },
    ]);
    expect(errorsOf('/international-flight/THR-town-IST-airportcode-1405-01-10/')[0]?.field).toBe('segments.0.originType');
    expect(errorsOf('/international-flight/THR-citycode-IST-airportcode-1405-01-15_IST-airportcode-DXB-airportcode-1405-01-10/'))
      .toEqual([{ field: 'segments.1.departureDate', message: expect.any(String) }]);
    expect(errorsOf('/international-flight/THR-citycode-IST-airportcode-1405-01-10/?returning=1405-01-12')[0]?.field).toBe('segments');
  });
});

describe('parseSearchUrl rejects a bad URL with typed Persian errors, never a throw', () => {
  it.each([
    ['/flight/THR-MHD/?cabintype=premium', 'cabinType'],
    ['/flight/THR-MHD/?adults=-1', 'adults'],
    ['/flight/THR-MHD/?adults=1.5', 'adults'],
    ['/flight/THR-MHD/?adults=', 'adults'],
    ['/flight/THR-MHD/?children=two', 'children'],
    ['/flight/THR-MHD/?infants=-2', 'infants'],
    ['/flight/THR-MHD/?adults=0', 'adults'],
    ['/flight/THR-MHD/?adults=1&infants=2', 'infants'],
    ['/flight/THR-MHD/?adults=5&children=3&infants=2', 'passengers'],
    ['/flight/THR-MHD/?departing=1405-01-10&returning=1405-01-09', 'segments.1.departureDate'],
    ['/flight/THR-MHD/?departing=1405-13-01', 'segments.0.departureDate'],
    ['/flight/THR-MHD/?departing=1404-12-30', 'segments.0.departureDate'],
    ['/flight/THR-MHD/?departing=tomorrow', 'segments.0.departureDate'],
    ['/flight/THR-MHD/?departing=1405-01-04', 'segments.0.departureDate'],
    ['/flight/THR-MHD/?departing=2026-03-24', 'segments.0.departureDate'],
    ['/flight/THR-MHD/?returning=1405-13-40', 'segments.1.departureDate'],
    ['/flight/TH1-MHD/', 'segments.0.origin'],
    ['/flight/THRX-MHD/', 'segments.0.origin'],
    ['/flight/THR-MH/', 'segments.0.destination'],
    ['/flight/THR-THR/', 'segments.0.destination'],
    ['/flight/thr-THR/', 'segments.0.destination'],
    ['/international-flight/THR-IST/?origintype=city', 'segments.0.originType'],
    ['/international-flight/THR-IST/?destinationtype=', 'segments.0.destinationType'],
    ['/international-flight/', 'route'],
    ['/international-flight//', 'route'],
    ['/hotel/THR-MHD/', 'route'],
    ['/flight/THR-MHD/extra/', 'route'],
    ['/flight/THR/', 'segments.0'],
    ['/flight/%E0%A4%A/', 'route'],
  ])('%s → %s', (url, field) => {
    expect(errorsOf(url).map((e) => e.field)).toContain(field);
  });
  it('reports every unreadable part at once', () => {
    expect(errorsOf('/flight/TH1-MHD/?adults=x&cabintype=premium&departing=1405-13-01').map((e) => e.field).sort()).toEqual(
      ['adults', 'cabinType', 'segments.0.departureDate', 'segments.0.origin'],
    );
  });
  it('keeps what it could read as a draft, for the form that mends the search', () => {
    const unreadable = parse('/flight/TH1-MHD/?adults=2&infants=1&departing=1405-13-01&returning=1405-01-12');
    expect(unreadable.ok).toBe(false);
    expect(unreadable.draft).toMatchObject({
      adults: 2, infants: 1, flightType: TripType.RoundTrip,
      segments: [{ origin: '', destination: 'MHD', departureDate: '' }, { origin: 'MHD', destination: '', departureDate: '2026-04-01' }],
    });
    // Readable but wrong (a past date): the draft is the request as written.
    const past = parse('/flight/THR-MHD/?departing=1404-12-29');
    expect(past.draft).toMatchObject({ segments: [{ origin: 'THR', destination: 'MHD', departureDate: '2026-03-20' }] });
    expect(parse('/hotels/').draft).toBeUndefined();
    expect(parse('/flight/THR-MHD/?departing=1405-01-10').draft).toBeUndefined();
  });
  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true }), fc.string().map((s) => `/flight/${s}`)), (url) => {
        const result = parseSearchUrl(url, { today: TODAY });
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 3000 },
    );
  });
});

describe('buildSearchUrl', () => {
  it('writes form A for a domestic one-way trip (Jalali date with dashes, lowercase cabin)', () => {
    expect(buildSearchUrl(base)).toBe('/flight/THR-MHD/?adults=1&children=0&infants=0&departing=1405-01-10&cabintype=economy');
  });
  it('writes returning only for a round trip, and location types for international', () => {
    expect(buildSearchUrl({
      ...base,
      adults: 2,
      cabinType: Cabin.Business,
      flightType: TripType.RoundTrip,
      productType: ProductType.InternationalFlight,
      segments: [
        seg('THR', 'IST', '2026-03-30', { originType: CityCode }),
        seg('IST', 'THR', '2026-04-04', { destinationType: CityCode }),
      ],
    })).toBe('/international-flight/THR-IST/?adults=2&children=0&infants=0&departing=1405-01-10&returning=1405-01-15&cabintype=business&origintype=citycode&destinationtype=airportcode');
  });
  it('writes form B for a multi-destination trip', () => {
    expect(buildSearchUrl({
      ...base,
      flightType: TripType.MultiDestination,
      productType: ProductType.InternationalFlight,
      segments: [seg('THR', 'IST', '2026-03-30', { originType: CityCode }), seg('IST', 'DXB', '2026-04-04')],
    })).toBe('/international-flight/THR-citycode-IST-airportcode-1405-01-10_IST-airportcode-DXB-airportcode-1405-01-15/?adults=1&children=0&infants=0&cabintype=economy');
  });
  it('writes a Gregorian date back as Gregorian', () => {
    expect(buildSearchUrl({ ...base, segments: [seg('THR', 'MHD', '2026-03-30', { isJalali: false })] }))
      .toContain('departing=2026-03-30');
  });
});

describe('build → parse is the identity for valid requests', () => {
  const iata = fc.constantFrom('THR', 'IKA', 'MHD', 'SYZ', 'IFN', 'TBZ', 'KIH', 'IST', 'DXB', 'EVN', 'TBS', 'LHR');
  const codeType = fc.constantFrom(CityCode, AirportCode);
  const day = fc.integer({ min: 0, max: 400 });
  const passengers = fc
    .record({ adults: fc.integer({ min: 1, max: 9 }), children: fc.integer({ min: 0, max: 8 }), infants: fc.integer({ min: 0, max: 9 }) })
    .filter((p) => p.infants <= p.adults && p.adults + p.children + p.infants <= 9);
  const leg = fc
    .record({ origin: iata, destination: iata, originType: codeType, destinationType: codeType, isJalali: fc.boolean() })
    .filter((l) => l.origin !== l.destination);
  const request: fc.Arbitrary<SearchRequest> = fc
    .record({
      passengers,
      cabinType: fc.constantFrom(Cabin.Economy, Cabin.Business, Cabin.First),
      productType: fc.constantFrom(ProductType.DomesticFlight, ProductType.InternationalFlight),
      flightType: fc.constantFrom(TripType.OneWay, TripType.RoundTrip, TripType.MultiDestination),
      legs: fc.array(leg, { minLength: 2, maxLength: 5 }),
      offsets: fc.array(day, { minLength: 5, maxLength: 5 }),
    })
    .map(({ passengers: p, cabinType, productType, flightType, legs, offsets }) => {
      const dates = offsets.sort((a, b) => a - b).map((n) => addDays(TODAY, n));
      const [first, second] = legs;
      let segments: SearchSegment[];
      if (flightType === TripType.OneWay) segments = [{ ...first!, departureDate: dates[0]! }];
      else if (flightType === TripType.RoundTrip) {
        segments = [
          { ...first!, departureDate: dates[0]! },
          {
            origin: first!.destination, originType: first!.destinationType, destination: first!.origin,
            destinationType: first!.originType, departureDate: dates[1]!, isJalali: second!.isJalali,
          },
        ];
      } else segments = legs.map((l, i) => ({ ...l, departureDate: dates[i]! }));
      return { ...p, cabinType, productType, flightType, segments };
    });

  it('holds (fast-check)', () => {
    fc.assert(
      fc.property(request, (r) => {
        expect(validateSearchRequest(r, TODAY)).toEqual([]);
        expect(parseSearchUrl(buildSearchUrl(r), { today: TODAY })).toEqual({ ok: true, value: r });
      }),
      { numRuns: 1000 },
    );
  });
});

describe('validateSearchRequest', () => {
  it('checks the segment count against the trip type', () => {
    expect(validateSearchRequest({ ...base, flightType: TripType.RoundTrip }, TODAY)).toEqual([{ field: 'segments', message: expect.any(String) }]);
    expect(validateSearchRequest({ ...base, flightType: TripType.MultiDestination }, TODAY)[0]?.field).toBe('segments');
    expect(validateSearchRequest({ ...base, segments: [] }, TODAY)[0]?.field).toBe('segments');
  });
  it('requires a round trip to come back the same way', () => {
    const errors = validateSearchRequest(
      { ...base, flightType: TripType.RoundTrip, segments: [seg('THR', 'MHD', '2026-03-30'), seg('MHD', 'SYZ', '2026-04-01')] },
      TODAY,
    );
    expect(errors).toEqual([{ field: 'segments', message: expect.any(String) }]);
  });
  it('rejects a product that is not a flight and an unknown cabin', () => {
    const errors = validateSearchRequest({ ...base, productType: ProductType.Hotel, cabinType: 7 as Cabin }, TODAY);
    expect(errors.map((e) => e.field).sort()).toEqual(['cabinType', 'productType']);
  });
  it('reports a malformed ISO date', () => {
    expect(validateSearchRequest({ ...base, segments: [seg('THR', 'MHD', '2026-02-30')] }, TODAY)).toEqual([
      { field: 'segments.0.departureDate', message: 'تاریخ پرواز نامعتبر است.' },
    ]);
  });
});
