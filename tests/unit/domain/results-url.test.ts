import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS, DEFAULT_SORT, readOutboundId, readResultsView, searchKeyOf, SortOption, TICKETS_ALL, writeResultsView,
  type ProposalFilters, type ResultsView,
} from '../../../src/domain';

const SEARCH = 'adults=2&children=0&infants=0&departing=1405-01-10&cabintype=economy';
const read = (query: string) => readResultsView(new URLSearchParams(query));
const write = (view: ResultsView, query = SEARCH) => writeResultsView(new URLSearchParams(query), view).toString();

describe('results view in the URL (SPEC §3 Filters)', () => {
  it('writes nothing for the default view and leaves the search parameters and rqs alone', () => {
    expect(write({ filters: DEFAULT_FILTERS, sort: DEFAULT_SORT }, `${SEARCH}&rqs=ab12c`)).toBe(`${SEARCH}&rqs=ab12c`);
  });

  it.each<[string, Partial<ProposalFilters>, SortOption, string]>([
    ['morning departures', { time: { from: 360, to: 719 } }, SortOption.Cheapest, 'time=0600-1159'],
    ['a time range past midnight', { time: { from: 1320, to: 120 } }, SortOption.Cheapest, 'time=2200-0200'],
    ['airlines, upper-cased once each', { airlines: ['ir', 'W5', 'IR'] }, SortOption.Cheapest, 'airlines=IR%2CW5'],
    ['a price range', { price: { from: 10_000_000, to: 25_000_000 } }, SortOption.Cheapest, 'price=10000000-25000000'],
    ['non-stop', { stops: '1' }, SortOption.Cheapest, 'stops=1'],
    ['charter only', { type: '1' }, SortOption.Cheapest, 'type=charter'],
    ['system only', { type: '2' }, SortOption.Cheapest, 'type=system'],
    ['a duration range', { duration: { from: 60, to: 180 } }, SortOption.Cheapest, 'duration=60-180'],
    ['airports', { airports: ['IKA'] }, SortOption.Cheapest, 'airports=IKA'],
    ['sold-out tickets too', { tickets: TICKETS_ALL }, SortOption.Cheapest, 'tickets=all'],
    ['the earliest sort', {}, SortOption.Earliest, 'sort=earliest'],
    ['the most expensive sort', {}, SortOption.MostExpensive, 'sort=expensive'],
  ])('writes %s', (_name, filters, sort, expected) => {
    const view = { filters: { ...DEFAULT_FILTERS, ...filters }, sort };
    expect(write(view, '')).toBe(expected);
    expect(write(view)).toBe(`${SEARCH}&${expected}`);
  });

  it('reads a shared link back into the same filters', () => {
    const view = read(`${SEARCH}&time=0600-1159&airlines=IR,W5&price=100-200&stops=2&type=system&duration=60-90&airports=THR&tickets=all&sort=fastest`);
    expect(view).toEqual({
      filters: {
        time: { from: 360, to: 719 }, airlines: ['IR', 'W5'], price: { from: 100, to: 200 }, stops: '2', type: '2',
        duration: { from: 60, to: 90 }, airports: ['THR'], tickets: TICKETS_ALL,
      },
      sort: SortOption.Fastest,
    });
  });

  it.each([
    ['time=2500-2600'], ['time=0600'], ['time=06:00-11:59'], ['time=0600-1160'], ['price=300-100'], ['price=-5-10'],
    ['price=abc'], ['duration=1.5-3'], ['stops=0'], ['stops=one'], ['stops=12'], ['type=3'], ['type=1'], ['tickets=yes'],
    ['sort=random'], ['sort=2'], ['airlines=,,'], ['airlines=<script>'], ['airports=TOOLONG'],
  ])('ignores the bad value %s and keeps the default', (query) => {
    expect(read(`${SEARCH}&${query}`)).toEqual({ filters: DEFAULT_FILTERS, sort: DEFAULT_SORT });
  });

  it('keeps the good values beside a bad one', () => {
    expect(read('price=9-1&stops=1&airlines=IR,!!').filters).toEqual({ ...DEFAULT_FILTERS, stops: '1', airlines: ['IR'] });
  });

  const range = (max: number) => fc.tuple(fc.integer({ min: 0, max }), fc.integer({ min: 0, max }))
    .map(([a, b]) => ({ from: Math.min(a, b), to: Math.max(a, b) }));
  const code = fc.stringMatching(/^[A-Z0-9]{2,3}$/);
  const view: fc.Arbitrary<ResultsView> = fc.record({
    filters: fc.record({
      time: fc.option(fc.record({ from: fc.integer({ min: 0, max: 1439 }), to: fc.integer({ min: 0, max: 1439 }) }), { nil: null }),
      airlines: fc.uniqueArray(code, { maxLength: 4 }),
      price: fc.option(range(900_000_000_000), { nil: null }),
      stops: fc.constantFrom('0', '1', '2', '3'),
      type: fc.constantFrom('0', '1', '2'),
      duration: fc.option(range(3000), { nil: null }),
      airports: fc.uniqueArray(code, { maxLength: 4 }),
      tickets: fc.constantFrom('existsTickets', TICKETS_ALL),
    }),
    sort: fc.constantFrom(...Object.values(SortOption)),
  });

  it('round-trips every valid view, whatever search parameters surround it', () => {
    fc.assert(fc.property(view, fc.constantFrom('', SEARCH, `${SEARCH}&rqs=x1y2z`), (v, query) => {
      const written = writeResultsView(new URLSearchParams(query), v);
      expect(readResultsView(written)).toEqual(v);
      // Writing what was read changes nothing, and the search itself is untouched.
      expect(writeResultsView(written, readResultsView(written)).toString()).toBe(written.toString());
      for (const [key, value] of new URLSearchParams(query)) expect(written.get(key)).toBe(value);
    }));
  });
});

describe('search key and outbound step', () => {
  it('is the same whatever the view, rqs or parameter order', () => {
    const a = searchKeyOf('/flight/THR-MHD/', new URLSearchParams(`${SEARCH}&stops=1&sort=latest&rqs=abcde&outbound=p1`));
    const b = searchKeyOf('/flight/THR-MHD', new URLSearchParams('cabintype=economy&departing=1405-01-10&adults=2&children=0&infants=0'));
    expect(a).toBe(b);
  });

  it('differs when the search differs', () => {
    const a = searchKeyOf('/flight/THR-MHD/', new URLSearchParams(SEARCH));
    expect(searchKeyOf('/flight/THR-MHD/', new URLSearchParams(SEARCH.replace('1405-01-10', '1405-01-11')))).not.toBe(a);
    expect(searchKeyOf('/flight/THR-KIH/', new URLSearchParams(SEARCH))).not.toBe(a);
  });

  it('reads the chosen outbound of the return-leg step', () => {
    expect(readOutboundId(new URLSearchParams('outbound=p-42'))).toBe('p-42');
    expect(readOutboundId(new URLSearchParams('outbound='))).toBeNull();
    expect(readOutboundId(new URLSearchParams(SEARCH))).toBeNull();
  });
});

describe('unfiltered links', () => {
  it('read as DEFAULT_FILTERS itself, so the stores see no filter', () => {
    expect(read(SEARCH).filters).toBe(DEFAULT_FILTERS);
    expect(read('stops=x&sort=latest').filters).toBe(DEFAULT_FILTERS);
    expect(read('stops=1').filters).not.toBe(DEFAULT_FILTERS);
  });
});
