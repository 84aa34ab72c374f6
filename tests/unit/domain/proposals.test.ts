import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SortOption } from '../../../src/domain/enums';
import { proposalFacts, splitByDirection, type FlightGroupLike, type FlightLegLike, type ProposalLike } from '../../../src/domain/proposal';
import { airlineList, airportList, facetCounts, filterBounds } from '../../../src/domain/proposal-facets';
import {
  applyFilters, compileFilters, DEFAULT_FILTERS, Facet, proposalTypeTitle, rejectingFacets, stopsOptionTitle,
  stopsTitle, TICKETS_ALL, type ProposalFilters, type Range,
} from '../../../src/domain/proposal-filters';
import { visibleProposals } from '../../../src/domain/proposal-list';
import { sortProposals } from '../../../src/domain/proposal-sort';
import { normalizeTehranOffset, tehranMinutesOfDay } from '../../../src/domain/tehran-time';

// ---- fixtures -------------------------------------------------------------------------------

const AIRPORT_NAMES: Record<string, string> = {
  THR: 'مهرآباد تهران', IKA: 'امام خمینی', MHD: 'شهید هاشمی‌نژاد مشهد', SYZ: 'شهید دستغیب شیراز',
  IFN: 'شهید بهشتی اصفهان', KIH: 'کیش', IST: 'استانبول', DXB: 'دبی',
};

const leg = (Origin: string, Destination: string): FlightLegLike => ({
  Origin, OriginFa: AIRPORT_NAMES[Origin] ?? Origin, Destination, DestinationFa: AIRPORT_NAMES[Destination] ?? Destination,
});

function group(o: Partial<FlightGroupLike> & { via?: string[]; from?: string; to?: string } = {}): FlightGroupLike {
  const stops = [o.from ?? 'THR', ...(o.via ?? []), o.to ?? 'MHD'];
  return {
    DepartureTime: o.DepartureTime ?? '2026-04-01T10:00:00+03:30',
    Duration: o.Duration ?? 90,
    MarketingAirlineCode: o.MarketingAirlineCode ?? 'IR',
    MarketingAirlineName: o.MarketingAirlineName ?? 'ایران‌ایر',
    FlightLegs: o.FlightLegs ?? stops.slice(1).map((to, i) => leg(stops[i]!, to)),
  };
}

interface TestProposal extends ProposalLike {
  readonly id: string;
}

function proposal(id: string, o: Partial<ProposalLike> = {}): TestProposal {
  const TotalPrice = o.TotalPrice ?? 10_000_000;
  return {
    id,
    isReturning: o.isReturning ?? false,
    FlightGroups: o.FlightGroups ?? [group()],
    TotalPrice,
    Prices: o.Prices ?? [{ TotalPrice }],
    Seat: o.Seat ?? 5,
    Sort: o.Sort ?? 0,
    IsCharter: o.IsCharter ?? false,
    TotalDurationMinutes: o.TotalDurationMinutes ?? 90,
  };
}

const ids = (list: readonly TestProposal[]) => list.map((p) => p.id);

const CODES = ['THR', 'MHD', 'IKA', 'KIH', 'IFN'];
const AIRLINES = ['IR', 'W5', 'EP', 'QB'];
const groupArb = fc
  .record({
    day: fc.integer({ min: 1, max: 3 }),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.constantFrom(0, 15, 30, 45),
    zone: fc.constantFrom('+03:30', '+04:30', 'Z', ''),
    Duration: fc.integer({ min: 30, max: 600 }),
    MarketingAirlineCode: fc.constantFrom(...AIRLINES),
    path: fc.array(fc.constantFrom(...CODES), { minLength: 2, maxLength: 4 }),
  })
  .map((g) => group({
    DepartureTime: `2026-04-0${g.day}T${String(g.hour).padStart(2, '0')}:${String(g.minute).padStart(2, '0')}:00${g.zone}`,
    Duration: g.Duration,
    MarketingAirlineCode: g.MarketingAirlineCode,
    from: g.path[0]!,
    via: g.path.slice(1, -1),
    to: g.path[g.path.length - 1]!,
  }));
const proposalsArb = fc
  .array(
    fc.record({
      isReturning: fc.boolean(),
      FlightGroups: fc.array(groupArb, { minLength: 1, maxLength: 2 }),
      TotalPrice: fc.integer({ min: 1, max: 20 }).map((n) => n * 1000),
      Seat: fc.integer({ min: 0, max: 3 }),
      Sort: fc.integer({ min: 0, max: 3 }),
      IsCharter: fc.boolean(),
      TotalDurationMinutes: fc.integer({ min: 30, max: 300 }),
    }),
    { maxLength: 40 },
  )
  .map((list) => list.map((p, i) => proposal(String(i), p)));
const rangeArb = (min: number, max: number) =>
  fc.tuple(fc.integer({ min, max }), fc.integer({ min, max })).map(([from, to]) => ({ from, to }));
const filtersArb: fc.Arbitrary<ProposalFilters> = fc.record(
  {
    time: fc.option(rangeArb(0, 1439)),
    airlines: fc.subarray(AIRLINES),
    price: fc.option(rangeArb(1000, 20000)),
    stops: fc.constantFrom('0', '1', '2', '3', ''),
    type: fc.constantFrom('0', '1', '2', 'x'),
    duration: fc.option(rangeArb(30, 600)),
    airports: fc.subarray(CODES),
    tickets: fc.constantFrom('existsTickets', 'allTickets'),
  },
  { requiredKeys: [] },
);

// ---- filters ---------------------------------------------------------------------------------

const at = (hhmm: string) => `2026-04-01T${hhmm}:00+03:30`;

describe('time filter: any group departs within [from, to] minutes of the Tehran day', () => {
  const list = [
    proposal('early', { FlightGroups: [group({ DepartureTime: at('06:00') })] }),
    proposal('noon', { FlightGroups: [group({ DepartureTime: at('12:00') })] }),
    proposal('night', { FlightGroups: [group({ DepartureTime: at('23:30') })] }),
    proposal('two', { FlightGroups: [group({ DepartureTime: at('05:00') }), group({ DepartureTime: at('12:30') })] }),
    proposal('utc', { FlightGroups: [group({ DepartureTime: '2026-04-01T08:30:00Z' })] }), // 12:00 Tehran
    proposal('old-offset', { FlightGroups: [group({ DepartureTime: '2026-04-01T12:00:00+04:30' })] }),
  ];
  it('keeps departures inside the range, bounds included', () => {
    expect(ids(applyFilters(list, { time: { from: 12 * 60, to: 12 * 60 + 30 } }))).toEqual(['noon', 'two', 'utc', 'old-offset']);
    expect(ids(applyFilters(list, { time: { from: 6 * 60, to: 6 * 60 } }))).toEqual(['early']);
  });
  it('a range with from > to wraps past midnight', () => {
    expect(ids(applyFilters(list, { time: { from: 22 * 60, to: 6 * 60 } }))).toEqual(['early', 'night', 'two']);
  });
  it('no range keeps all', () => {
    expect(applyFilters(list, { time: null })).toHaveLength(list.length);
  });
});

describe('airline filter: any group’s MarketingAirlineCode in the list', () => {
  const list = [
    proposal('ir', { FlightGroups: [group({ MarketingAirlineCode: 'IR' })] }),
    proposal('w5', { FlightGroups: [group({ MarketingAirlineCode: 'W5' })] }),
    proposal('mixed', { FlightGroups: [group({ MarketingAirlineCode: 'EP' }), group({ MarketingAirlineCode: 'W5' })] }),
  ];
  it('matches any group', () => {
    expect(ids(applyFilters(list, { airlines: ['W5'] }))).toEqual(['w5', 'mixed']);
    expect(ids(applyFilters(list, { airlines: ['IR', 'EP'] }))).toEqual(['ir', 'mixed']);
    expect(ids(applyFilters(list, { airlines: ['w5'] }))).toEqual(['w5', 'mixed']);
  });
  it('an empty list means all', () => {
    expect(applyFilters(list, { airlines: [] })).toHaveLength(3);
  });
});

describe('price filter: TotalPrice within range', () => {
  const list = [100, 200, 300].map((p) => proposal(String(p), { TotalPrice: p }));
  it('is inclusive', () => {
    expect(ids(applyFilters(list, { price: { from: 200, to: 300 } }))).toEqual(['200', '300']);
    expect(ids(applyFilters(list, { price: { from: 150, to: 250 } }))).toEqual(['200']);
  });
});

describe('stops filter: the value is a leg count, "0" means all', () => {
  const list = [
    proposal('direct', { FlightGroups: [group()] }),
    proposal('one-stop', { FlightGroups: [group({ via: ['IFN'] })] }),
    proposal('two-stops', { FlightGroups: [group({ via: ['IFN', 'SYZ'] })] }),
    proposal('mixed', { FlightGroups: [group({ via: ['KIH'] }), group()] }),
  ];
  it('"1" is one leg: non-stop', () => {
    expect(ids(applyFilters(list, { stops: '1' }))).toEqual(['direct', 'mixed']);
  });
  it('"2" is two legs: one stop', () => {
    expect(ids(applyFilters(list, { stops: '2' }))).toEqual(['one-stop', 'mixed']);
  });
  it('"3" is three legs', () => {
    expect(ids(applyFilters(list, { stops: '3' }))).toEqual(['two-stops']);
  });
  it('"0", empty or nonsense means all', () => {
    for (const stops of ['0', '', 'x', '-1', undefined]) expect(applyFilters(list, { stops })).toHaveLength(4);
  });
  it('titles: non-stop or N stops (SPEC §9)', () => {
    expect(stopsTitle(1)).toBe('بدون توقف');
    expect(stopsTitle(2)).toBe('۱ توقف');
    expect(stopsTitle(3)).toBe('۲ توقف');
    expect(stopsOptionTitle('0')).toBe('همه');
    expect(stopsOptionTitle('1')).toBe('بدون توقف');
    expect(stopsOptionTitle('4')).toBe('۳ توقف');
  });
});

describe('type filter: "1" charter, "2" system, otherwise all', () => {
  const list = [proposal('charter', { IsCharter: true }), proposal('system', { IsCharter: false })];
  it.each([
    ['1', ['charter']],
    ['2', ['system']],
    ['0', ['charter', 'system']],
    ['', ['charter', 'system']],
    ['3', ['charter', 'system']],
  ])('type %j', (type, expected) => {
    expect(ids(applyFilters(list, { type }))).toEqual(expected);
  });
  it('titles (SPEC §9)', () => {
    expect(['0', '1', '2', 'x'].map(proposalTypeTitle)).toEqual(['همه', 'چارتر', 'سیستمی', 'همه']);
  });
});

describe('duration filter: any group’s Duration within range', () => {
  const list = [
    proposal('short', { FlightGroups: [group({ Duration: 60 })] }),
    proposal('long', { FlightGroups: [group({ Duration: 300 })] }),
    proposal('both', { FlightGroups: [group({ Duration: 400 }), group({ Duration: 120 })] }),
  ];
  it('is inclusive and checks every group', () => {
    expect(ids(applyFilters(list, { duration: { from: 100, to: 300 } }))).toEqual(['long', 'both']);
    expect(ids(applyFilters(list, { duration: { from: 0, to: 60 } }))).toEqual(['short']);
  });
});

describe('airport filter: any leg’s Origin or Destination', () => {
  const list = [
    proposal('thr-mhd', { FlightGroups: [group({ from: 'THR', to: 'MHD' })] }),
    proposal('ika-ist', { FlightGroups: [group({ from: 'IKA', to: 'IST' })] }),
    proposal('via-ifn', { FlightGroups: [group({ from: 'SYZ', via: ['IFN'], to: 'KIH' })] }),
  ];
  it('matches origins, destinations and connection airports', () => {
    expect(ids(applyFilters(list, { airports: ['MHD'] }))).toEqual(['thr-mhd']);
    expect(ids(applyFilters(list, { airports: ['IKA'] }))).toEqual(['ika-ist']);
    expect(ids(applyFilters(list, { airports: ['IFN'] }))).toEqual(['via-ifn']);
    expect(ids(applyFilters(list, { airports: ['THR', 'KIH'] }))).toEqual(['thr-mhd', 'via-ifn']);
    expect(applyFilters(list, { airports: [] })).toHaveLength(3);
  });
});

describe('tickets filter', () => {
  const list = [proposal('sold-out', { Seat: 0 }), proposal('open', { Seat: 3 })];
  it('by default ("existsTickets") shows only Seat above 0', () => {
    expect(ids(applyFilters(list, {}))).toEqual(['open']);
    expect(ids(applyFilters(list, DEFAULT_FILTERS))).toEqual(['open']);
  });
  it('any other value keeps sold-out proposals (ordered later by visibleProposals)', () => {
    expect(ids(applyFilters(list, { tickets: TICKETS_ALL }))).toEqual(['sold-out', 'open']);
  });
});

describe('filters combine, and report which facets reject', () => {
  it('every facet must pass', () => {
    const list = [
      proposal('a', { TotalPrice: 100, IsCharter: true }),
      proposal('b', { TotalPrice: 100, IsCharter: false }),
      proposal('c', { TotalPrice: 900, IsCharter: true }),
    ];
    expect(ids(applyFilters(list, { price: { from: 0, to: 500 }, type: '1' }))).toEqual(['a']);
  });
  it('sets one bit per rejecting facet', () => {
    const p = proposal('x', { Seat: 0, TotalPrice: 100, IsCharter: true, isReturning: true });
    const c = compileFilters({ price: { from: 500, to: 900 }, type: '2', airlines: ['W5'] }, false);
    expect(rejectingFacets(p, c)).toBe(Facet.Price | Facet.Type | Facet.Airlines | Facet.Tickets | Facet.Direction);
  });
  it('can keep only one direction', () => {
    const list = [proposal('out'), proposal('back', { isReturning: true })];
    expect(ids(applyFilters(list, {}, true))).toEqual(['back']);
    expect(ids(applyFilters(list, {}, false))).toEqual(['out']);
    expect(ids(applyFilters(list, {}))).toEqual(['out', 'back']);
  });
});

// ---- sorting ---------------------------------------------------------------------------------

const dep = (DepartureTime: string) => [group({ DepartureTime })];
const list = [
  proposal('a', { TotalPrice: 300, Sort: 2, TotalDurationMinutes: 90, FlightGroups: dep('2026-04-01T10:00:00+03:30') }),
  proposal('b', { TotalPrice: 100, Sort: 3, TotalDurationMinutes: 60, FlightGroups: dep('2026-04-01T08:00:00+03:30') }),
  proposal('c', { TotalPrice: 200, Sort: 1, TotalDurationMinutes: 120, FlightGroups: dep('2026-04-02T06:00:00+03:30') }),
  proposal('d', { TotalPrice: 100, Sort: 1, TotalDurationMinutes: 60, FlightGroups: dep('2026-04-01T04:30:00Z') }), // 08:00 Tehran
];

describe('sortProposals (SPEC §5), stable on ties', () => {
  it.each([
    [SortOption.Cheapest, ['b', 'd', 'c', 'a']],
    [SortOption.MostExpensive, ['a', 'c', 'b', 'd']],
    [SortOption.Promotions, ['c', 'd', 'a', 'b']],
    [SortOption.Earliest, ['b', 'd', 'a', 'c']],
    [SortOption.Latest, ['c', 'a', 'b', 'd']],
    [SortOption.Fastest, ['b', 'd', 'a', 'c']],
  ])('sort %i', (sort, expected) => {
    expect(ids(sortProposals(list, sort))).toEqual(expected);
  });
  it('defaults to cheapest for an unknown sort value', () => {
    expect(ids(sortProposals(list, 99 as SortOption))).toEqual(['b', 'd', 'c', 'a']);
  });
  it('orders by instant across days, not by time of day', () => {
    const l = [proposal('tomorrow-early', { FlightGroups: dep('2026-04-02T01:00:00+03:30') }), proposal('today-late', { FlightGroups: dep('2026-04-01T23:00:00+03:30') })];
    expect(ids(sortProposals(l, SortOption.Earliest))).toEqual(['today-late', 'tomorrow-early']);
  });
  it('uses the first group’s departure', () => {
    const l = [
      proposal('x', { FlightGroups: [group({ DepartureTime: '2026-04-01T12:00:00+03:30' }), group({ DepartureTime: '2026-04-01T01:00:00+03:30' })] }),
      proposal('y', { FlightGroups: dep('2026-04-01T11:00:00+03:30') }),
    ];
    expect(ids(sortProposals(l, SortOption.Earliest))).toEqual(['y', 'x']);
  });
  it('puts unreadable departures last both ways', () => {
    const l = [proposal('bad', { FlightGroups: dep('?') }), proposal('none', { FlightGroups: [] }), ...list];
    expect(ids(sortProposals(l, SortOption.Earliest)).slice(-2)).toEqual(['bad', 'none']);
    expect(ids(sortProposals(l, SortOption.Latest)).slice(-2)).toEqual(['bad', 'none']);
  });
  it('keeps the incoming order for equal keys, ascending and descending', () => {
    const same = ['p', 'q', 'r', 's'].map((id) => proposal(id, { TotalPrice: 5 }));
    expect(ids(sortProposals(same, SortOption.Cheapest))).toEqual(['p', 'q', 'r', 's']);
    expect(ids(sortProposals(same, SortOption.MostExpensive))).toEqual(['p', 'q', 'r', 's']);
  });
  it('returns a copy', () => {
    const input = [...list];
    sortProposals(input, SortOption.MostExpensive);
    expect(ids(input)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('airline and airport lists (SPEC §5)', () => {
  const list = [
    proposal('a', { TotalPrice: 500, FlightGroups: [group({ MarketingAirlineCode: 'IR', MarketingAirlineName: 'ایران‌ایر', from: 'THR', to: 'MHD' })] }),
    proposal('b', { TotalPrice: 300, FlightGroups: [group({ MarketingAirlineCode: 'W5', MarketingAirlineName: 'ماهان', from: 'IKA', via: ['IST'], to: 'DXB' })] }),
    proposal('c', { TotalPrice: 200, FlightGroups: [group({ MarketingAirlineCode: 'IR', MarketingAirlineName: 'ایران‌ایر', from: 'MHD', to: 'THR' })] }),
    proposal('d', { TotalPrice: 900, FlightGroups: [group({ MarketingAirlineCode: 'EP', MarketingAirlineName: 'آسمان' }), group({ MarketingAirlineCode: 'W5', MarketingAirlineName: 'ماهان' })] }),
  ];
  it('keeps the lowest price per airline, cheapest first', () => {
    expect(airlineList(list)).toEqual([
      { code: 'IR', name: 'ایران‌ایر', lowestPrice: 200 },
      { code: 'W5', name: 'ماهان', lowestPrice: 300 },
      { code: 'EP', name: 'آسمان', lowestPrice: 900 },
    ]);
  });
  it('deduplicates airports by IATA code, with the Persian name', () => {
    expect(airportList(list)).toEqual([
      { code: 'THR', name: 'مهرآباد تهران' },
      { code: 'MHD', name: 'شهید هاشمی‌نژاد مشهد' },
      { code: 'IKA', name: 'امام خمینی' },
      { code: 'IST', name: 'استانبول' },
      { code: 'DXB', name: 'دبی' },
    ]);
  });
  it('gives slider bounds', () => {
    expect(filterBounds(list)).toEqual({ price: { from: 200, to: 900 }, duration: { from: 90, to: 90 } });
    expect(filterBounds([])).toEqual({ price: null, duration: null });
  });
});

describe('facetCounts: what each option would show, the other filters unchanged', () => {
  const list = [
    proposal('ir-direct-charter', { IsCharter: true, TotalPrice: 100, FlightGroups: [group({ MarketingAirlineCode: 'IR' })] }),
    proposal('ir-1stop-system', { TotalPrice: 200, FlightGroups: [group({ MarketingAirlineCode: 'IR', via: ['IFN'] })] }),
    proposal('w5-direct-system', { TotalPrice: 300, FlightGroups: [group({ MarketingAirlineCode: 'W5', from: 'IKA', to: 'KIH' })] }),
    proposal('w5-soldout', { Seat: 0, TotalPrice: 50, FlightGroups: [group({ MarketingAirlineCode: 'W5' })] }),
    proposal('ep-returning', { isReturning: true, FlightGroups: [group({ MarketingAirlineCode: 'EP' })] }),
  ];
  it('with no filters counts every shown proposal per option', () => {
    const c = facetCounts(list, {}, false);
    expect(c.total).toBe(3);
    expect(Object.fromEntries(c.airlines)).toEqual({ IR: 2, W5: 1 });
    expect(Object.fromEntries(c.airports)).toEqual({ THR: 2, MHD: 2, IFN: 1, IKA: 1, KIH: 1 });
    expect(c.stops).toEqual([
      { value: '0', title: 'همه', count: 3 },
      { value: '1', title: 'بدون توقف', count: 2 },
      { value: '2', title: '۱ توقف', count: 1 },
    ]);
    expect(c.types).toEqual([
      { value: '0', title: 'همه', count: 3 },
      { value: '1', title: 'چارتر', count: 1 },
      { value: '2', title: 'سیستمی', count: 2 },
    ]);
  });
  it('ignores a facet’s own choice when counting its options', () => {
    const c = facetCounts(list, { airlines: ['IR'], type: '2' }, false);
    expect(c.total).toBe(1);
    expect(Object.fromEntries(c.airlines)).toEqual({ IR: 1, W5: 1 }); // system flights per airline
    expect(c.types.map((t) => t.count)).toEqual([2, 1, 1]); // IR flights by type
    expect(c.stops.map((s) => [s.value, s.count])).toEqual([['0', 1], ['2', 1]]);
  });
  it('counts sold-out proposals when they are shown, and both directions when asked', () => {
    expect(facetCounts(list, { tickets: 'allTickets' }, false).total).toBe(4);
    expect(facetCounts(list, {}).total).toBe(4);
    expect(Object.fromEntries(facetCounts(list, {}, true).airlines)).toEqual({ EP: 1 });
  });
  it('agrees with applyFilters for every option (fast-check)', () => {
    fc.assert(
      fc.property(proposalsArb, filtersArb, (ps, f) => {
        const c = facetCounts(ps, f, false);
        expect(c.total).toBe(applyFilters(ps, f, false).length);
        for (const [code, n] of c.airlines) expect(applyFilters(ps, { ...f, airlines: [code] }, false).length).toBe(n);
        for (const [code, n] of c.airports) expect(applyFilters(ps, { ...f, airports: [code] }, false).length).toBe(n);
        for (const s of c.stops) expect(applyFilters(ps, { ...f, stops: s.value }, false).length).toBe(s.count);
        for (const t of c.types) expect(applyFilters(ps, { ...f, type: t.value }, false).length).toBe(t.count);
      }),
      { numRuns: 300 },
    );
  });
});

describe('visibleProposals: filter, sort, then available before sold out', () => {
  const list = [
    proposal('sold-cheap', { Seat: 0, TotalPrice: 100 }),
    proposal('open-mid', { Seat: 2, TotalPrice: 200 }),
    proposal('sold-mid', { Seat: 0, TotalPrice: 200 }),
    proposal('open-dear', { Seat: 9, TotalPrice: 900 }),
    proposal('back', { Seat: 9, TotalPrice: 10, isReturning: true }),
  ];
  it('hides sold-out by default and sorts cheapest first', () => {
    expect(ids(visibleProposals(list, {}))).toEqual(['back', 'open-mid', 'open-dear']);
  });
  it('shows sold-out after the available ones, each part in sort order', () => {
    expect(ids(visibleProposals(list, { tickets: 'allTickets' }, SortOption.Cheapest, { returning: false })))
      .toEqual(['open-mid', 'open-dear', 'sold-cheap', 'sold-mid']);
    expect(ids(visibleProposals(list, { tickets: 'allTickets' }, SortOption.MostExpensive, { returning: false })))
      .toEqual(['open-dear', 'open-mid', 'sold-mid', 'sold-cheap']);
  });
  it('keeps one direction when asked', () => {
    expect(ids(visibleProposals(list, {}, SortOption.Cheapest, { returning: true }))).toEqual(['back']);
  });
  it('splits outbound and returning by isReturning (SPEC §4)', () => {
    const { outbound, returning } = splitByDirection(list);
    expect(ids(outbound)).toEqual(['sold-cheap', 'open-mid', 'sold-mid', 'open-dear']);
    expect(ids(returning)).toEqual(['back']);
  });
  it('matches a naive reference implementation (fast-check)', () => {
    fc.assert(
      fc.property(proposalsArb, filtersArb, fc.constantFrom(...Object.values(SortOption)), fc.constantFrom(null, true, false), (ps, f, sort, returning) => {
        expect(ids(visibleProposals(ps, f, sort, { returning }))).toEqual(ids(naiveVisible(ps, f, sort, returning)));
      }),
      { numRuns: 500 },
    );
  });
  it('caches derived facts per proposal without changing results', () => {
    const p = proposal('x', { FlightGroups: [group({ DepartureTime: '2026-04-01T09:15:00+03:30' })] });
    expect(proposalFacts(p)).toBe(proposalFacts(p));
    expect(proposalFacts(p).departureMinutes).toEqual([555]);
  });
});

// A deliberately plain restatement of SPEC §5, to check the fast path against.
function naiveVisible(ps: readonly TestProposal[], f: ProposalFilters, sort: SortOption, returning: boolean | null): TestProposal[] {
  const minutes = (t: string) => tehranMinutesOfDay(t);
  const inDay = (m: number, r: Range) => (r.from <= r.to ? m >= r.from && m <= r.to : m >= r.from || m <= r.to);
  const kept = ps.filter((p) => {
    if (returning !== null && p.isReturning !== returning) return false;
    if ((f.tickets ?? 'existsTickets') === 'existsTickets' && p.Seat <= 0) return false;
    if (f.time && !p.FlightGroups.some((g) => inDay(minutes(g.DepartureTime), f.time!))) return false;
    if (f.airlines?.length && !p.FlightGroups.some((g) => f.airlines!.includes(g.MarketingAirlineCode))) return false;
    if (f.price && !(p.TotalPrice >= f.price.from && p.TotalPrice <= f.price.to)) return false;
    if (f.stops && f.stops !== '0' && !p.FlightGroups.some((g) => g.FlightLegs.length === Number(f.stops))) return false;
    if (f.type === '1' && !p.IsCharter) return false;
    if (f.type === '2' && p.IsCharter) return false;
    if (f.duration && !p.FlightGroups.some((g) => g.Duration >= f.duration!.from && g.Duration <= f.duration!.to)) return false;
    if (f.airports?.length && !p.FlightGroups.some((g) => g.FlightLegs.some((l) => f.airports!.includes(l.Origin) || f.airports!.includes(l.Destination)))) return false;
    return true;
  });
  const departure = (p: TestProposal) => {
    const text = p.FlightGroups[0] ? normalizeTehranOffset(p.FlightGroups[0].DepartureTime) : '';
    return Date.parse(/Z$|[+-]\d\d:\d\d$/.test(text) ? text : `${text}+03:30`);
  };
  const key: Record<SortOption, (p: TestProposal) => number> = {
    [SortOption.Cheapest]: (p) => p.TotalPrice,
    [SortOption.MostExpensive]: (p) => -p.TotalPrice,
    [SortOption.Promotions]: (p) => p.Sort,
    [SortOption.Fastest]: (p) => p.TotalDurationMinutes,
    [SortOption.Earliest]: (p) => departure(p),
    [SortOption.Latest]: (p) => -departure(p),
  };
  const sorted = kept
    .map((p, i) => ({ p, i, k: Number.isNaN(key[sort](p)) ? Infinity : key[sort](p) }))
    .sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : a.i - b.i))
    .map((x) => x.p);
  if ((f.tickets ?? 'existsTickets') === 'existsTickets') return sorted;
  return [...sorted.filter((p) => p.Seat > 0), ...sorted.filter((p) => p.Seat <= 0)];
}
