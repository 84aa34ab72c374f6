import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AvailableResponse } from '../../../src/contract';
import { DEFAULT_FILTERS, ProductType, SortOption, TripType } from '../../../src/domain';
import {
  AVAILABLE, CALENDAR, deferred, DETAIL, FakeError, FLIGHT_DETAIL, ONE_WAY, ONE_WAY_URL, ROUND_TRIP, ROUND_TRIP_URL, searchRoot,
} from './FlightSearch.fixtures';

afterEach(() => {
  vi.useRealTimers();
});

const ids = (list: readonly { ProposalId: string }[]) => list.map((p) => p.ProposalId);

describe('FlightSearchStore: a search (SPEC §4)', () => {
  it('reads the URL, calls Available and shows the outbound list, cheapest first, without sold-out seats', async () => {
    const { root, seen } = searchRoot({ [AVAILABLE]: () => ONE_WAY });
    const searching = root.flightSearch.search(ONE_WAY_URL);
    expect(root.flightSearch.status).toBe('searching');
    await searching;
    const { flightSearch, flightConfiguration } = root;
    expect(flightSearch.status).toBe('ready');
    expect(seen[0]!.body).toEqual({
      adults: 1, children: 0, infants: 0, cabinType: 1, flightType: 1, productType: 'DomesticFlight',
      segments: [{ origin: 'THR', originType: 'AirportCode', destination: 'MHD', destinationType: 'AirportCode', departureDate: '2026-11-28' }],
    });
    expect(flightConfiguration.flightType).toBe(TripType.OneWay);
    expect(flightConfiguration.productType).toBe(ProductType.DomesticFlight);
    expect(flightConfiguration.requestId).toBe(ONE_WAY.requestId);
    expect(flightConfiguration.availableStartMs).not.toBeNull();
    expect(flightConfiguration.availableEndMs).not.toBeNull();
    const prices = flightSearch.visible.map((p) => p.TotalPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(flightSearch.visible.every((p) => p.Seat > 0 && !p.isReturning)).toBe(true);
    expect(flightSearch.visible).toHaveLength(4);
  });

  it('derives a round trip from a returning date and product type from the route', async () => {
    const { root, seen } = searchRoot({ [AVAILABLE]: () => ROUND_TRIP });
    await root.flightSearch.search(ROUND_TRIP_URL.replace('/flight/', '/international-flight/').replace('MHD', 'IST'));
    expect(root.flightConfiguration.flightType).toBe(TripType.RoundTrip);
    expect(root.flightConfiguration.productType).toBe(ProductType.InternationalFlight);
    expect((seen[0]!.body as { segments: unknown[]; productType: string }).segments).toHaveLength(2);
    expect((seen[0]!.body as { productType: string }).productType).toBe('InternationalFlight');
  });

  it('applies the filters and sort of the URL, and a new search clears them (SPEC §4)', async () => {
    const { root } = searchRoot({ [AVAILABLE]: () => ONE_WAY });
    await root.flightSearch.search(`${ONE_WAY_URL}&type=system&sort=latest`);
    expect(root.filters.filters.type).toBe('2');
    expect(root.filters.sort).toBe(SortOption.Latest);
    expect(root.flightSearch.visible.every((p) => !p.IsCharter)).toBe(true);
    root.filters.saveFilters();
    await root.flightSearch.search(ONE_WAY_URL.replace('09-07', '09-08'));
    expect(root.filters.filters).toBe(DEFAULT_FILTERS);
    expect(root.filters.sort).toBe(SortOption.Cheapest);
    expect(root.filters.saved).toBeNull();
  });

  it('does not search again when only the view or rqs changed', async () => {
    const { root, seen } = searchRoot({ [AVAILABLE]: () => ONE_WAY });
    await root.flightSearch.search(ONE_WAY_URL);
    await root.flightSearch.search(`${ONE_WAY_URL}&stops=1&rqs=abcde`);
    expect(seen).toHaveLength(1);
    await root.flightSearch.retry(ONE_WAY_URL);
    expect(seen).toHaveLength(2);
  });

  it('shows a bad URL as a Persian error without calling the server', async () => {
    const { root, seen } = searchRoot({ [AVAILABLE]: () => ONE_WAY });
    await root.flightSearch.search('/flight/THR-THR/?departing=1405-09-07');
    expect(root.flightSearch.status).toBe('error');
    expect(root.flightSearch.error).toContain('مبدأ و مقصد نباید یکی باشند');
    expect(root.flightSearch.errorKind).toBe('invalid');
    expect(seen).toHaveLength(0);
    // Both legs of a round trip in the past: the sentence is said once.
    await root.flightSearch.search('/flight/THR-MHD/?departing=1300-01-01&returning=1300-01-05');
    expect(root.flightSearch.error).toBe('تاریخ پرواز گذشته است.');
    // What it asked for stays, for the form that mends it.
    expect(root.flightSearch.draft).toMatchObject({ segments: [{ origin: 'THR', destination: 'MHD' }, { origin: 'MHD', destination: 'THR' }] });
    await root.flightSearch.search(ONE_WAY_URL);
    expect(root.flightSearch.draft).toBeNull();
  });

  it('shows the server’s Persian field message on a 400, and a Persian sentence on other failures', async () => {
    const bad = searchRoot({ [AVAILABLE]: () => { throw new FakeError(400, { 'segments[0].origin': ['فرودگاه مبدأ پیدا نشد.'] }); } });
    await bad.root.flightSearch.search(ONE_WAY_URL);
    expect(bad.root.flightSearch.status).toBe('error');
    expect(bad.root.flightSearch.error).toBe('فرودگاه مبدأ پیدا نشد.');
    // A 400 is the search's own fault: only changing it helps. A 503 may pass on a retry.
    expect(bad.root.flightSearch.errorKind).toBe('invalid');
    const down = searchRoot({ [AVAILABLE]: () => { throw new FakeError(503); } });
    await down.root.flightSearch.search(ONE_WAY_URL);
    expect(down.root.flightSearch.error).toMatch(/دوباره تلاش کنید/);
    expect(down.root.flightSearch.errorKind).toBe('failed');
  });

  it('ignores (and aborts) an older search when a newer one starts', async () => {
    const slow = deferred<AvailableResponse>();
    const reached = deferred<void>();
    let call = 0;
    let firstSignal: AbortSignal | undefined;
    const { root } = searchRoot({
      [AVAILABLE]: (_body, config) => {
        call++;
        if (call === 1) {
          firstSignal = config.signal as AbortSignal;
          reached.resolve();
          return slow.promise;
        }
        return ONE_WAY;
      },
    });
    const first = root.flightSearch.search(ROUND_TRIP_URL);
    await reached.promise;
    const second = root.flightSearch.search(ONE_WAY_URL);
    await second;
    expect(firstSignal?.aborted).toBe(true);
    slow.resolve(ROUND_TRIP);
    await first;
    expect(root.flightSearch.response).toBe(ONE_WAY);
    expect(root.flightSearch.response?.returningRequestId).toBeNull();
    expect(root.flightConfiguration.flightType).toBe(TripType.OneWay);
  });

  it('keeps the searching state at least 200 ms, and no longer than that for a fast answer (SPEC §9)', async () => {
    vi.useFakeTimers();
    const { root } = searchRoot({ [AVAILABLE]: () => ONE_WAY }, { minSearchingMs: 200 });
    const done = root.flightSearch.search(ONE_WAY_URL);
    await vi.advanceTimersByTimeAsync(150);
    expect(root.flightSearch.status).toBe('searching');
    await vi.advanceTimersByTimeAsync(60);
    expect(root.flightSearch.status).toBe('ready');
    await done;
  });
});

describe('FlightSearchStore: the round trip in two steps (SPEC §4)', () => {
  it('stores the outbound, saves its filters and shows the returning list with fresh ones', async () => {
    const { root } = searchRoot({ [AVAILABLE]: () => ROUND_TRIP });
    await root.flightSearch.search(ROUND_TRIP_URL);
    expect(root.flightSearch.visible.every((p) => !p.isReturning)).toBe(true);
    root.filters.setFilter('type', '1');
    root.filters.setSort(SortOption.Earliest);
    const outbound = root.flightSearch.visible[0]!;

    expect(root.flightSearch.choose(outbound)).toBe('returning-step');
    expect(root.order.proposal).toBe(outbound);
    expect(root.flightConfiguration.isReturning).toBe(true);
    expect(root.filters.filters).toBe(DEFAULT_FILTERS);
    expect(root.flightSearch.visible.length).toBeGreaterThan(0);
    expect(root.flightSearch.visible.every((p) => p.isReturning)).toBe(true);

    root.flightSearch.backToOutbound();
    expect(root.flightConfiguration.isReturning).toBe(false);
    expect(root.filters.filters.type).toBe('1');
    expect(root.filters.sort).toBe(SortOption.Earliest);
    expect(root.order.proposal).toBeNull();

    root.flightSearch.choose(outbound);
    const back = root.flightSearch.visible[0]!;
    expect(root.flightSearch.choose(back)).toBe('done');
    expect(root.order.proposal).toBe(outbound);
    expect(root.order.proposalReturning).toBe(back);
  });

  it('completes a one-way choice at once', async () => {
    const { root } = searchRoot({ [AVAILABLE]: () => ONE_WAY });
    await root.flightSearch.search(ONE_WAY_URL);
    const chosen = root.flightSearch.visible[1]!;
    expect(root.flightSearch.choose(chosen)).toBe('done');
    expect(root.order.proposal).toBe(chosen);
    expect(root.flightConfiguration.isReturning).toBe(false);
  });

  it('reopens the return-leg step from a URL with the chosen outbound, its filters applying to the returning list', async () => {
    const { root } = searchRoot({ [AVAILABLE]: () => ROUND_TRIP });
    const outbound = ROUND_TRIP.proposals.find((p) => !p.isReturning && p.Seat > 0)!;
    await root.flightSearch.search(`${ROUND_TRIP_URL}&type=charter&outbound=${encodeURIComponent(outbound.ProposalId)}`);
    expect(root.flightConfiguration.isReturning).toBe(true);
    expect(root.order.proposal).toEqual(outbound);
    expect(root.filters.filters.type).toBe('1');
    expect(ids(root.flightSearch.visible)).toEqual(ids(ROUND_TRIP.proposals.filter((p) => p.isReturning && p.IsCharter && p.Seat > 0)));
    root.flightSearch.backToOutbound();
    expect(root.filters.filters).toBe(DEFAULT_FILTERS);
  });
});

describe('FlightSearchStore: details and calendar prices', () => {
  it('loads a proposal’s detail once, and hands it to the order when chosen', async () => {
    const { root, seen } = searchRoot({ [AVAILABLE]: () => ONE_WAY, [DETAIL]: () => FLIGHT_DETAIL });
    await root.flightSearch.search(ONE_WAY_URL);
    const p = root.flightSearch.visible[0]!;
    await root.flightSearch.loadDetail(p);
    await root.flightSearch.loadDetail(p);
    expect(seen.filter((s) => s.url === DETAIL)).toHaveLength(1);
    expect(seen.find((s) => s.url === DETAIL)!.body).toEqual({ requestId: p.RequestId, proposalId: p.ProposalId });
    expect(root.flightSearch.details[p.ProposalId]!.status).toBe('ready');
    root.flightSearch.choose(p);
    expect(root.order.flightDetail).toBe(FLIGHT_DETAIL);
  });

  it('asks ±3 days around the day on screen (never before today) and merges the prices by route', async () => {
    const { root, seen } = searchRoot({
      [AVAILABLE]: () => ROUND_TRIP,
      [CALENDAR]: (body) => {
        const { fromDate } = body as { fromDate: string };
        return [{ date: fromDate, price: 25_000_000, cheapest: true }];
      },
    });
    await root.flightSearch.search(ROUND_TRIP_URL);
    await root.flightSearch.loadStripPrices();
    expect(seen.at(-1)!.body).toMatchObject({ origin: 'THR', destination: 'MHD', fromDate: '2026-11-25', toDate: '2026-12-01', cabinType: 1 });
    expect(root.flightSearch.pricesOf(root.flightSearch.currentSegment)).toEqual({ '2026-11-25': 25_000_000 });
    root.flightSearch.choose(root.flightSearch.visible[0]!);
    await root.flightSearch.loadStripPrices();
    expect(seen.at(-1)!.body).toMatchObject({ origin: 'MHD', destination: 'THR', fromDate: '2026-11-28', toDate: '2026-12-04' });
    const early = root.flightSearch.currentSegment!;
    await root.flightSearch.loadCalendarPrices(early, '2026-11-01', '2026-11-22');
    expect(seen.at(-1)!.body).toMatchObject({ fromDate: '2026-11-20', toDate: '2026-11-22' });
  });
});
