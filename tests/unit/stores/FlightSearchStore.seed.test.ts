import { describe, expect, it } from 'vitest';
import type { CalendarDay } from '../../../src/contract';
import { addDays } from '../../../src/domain';
import { AVAILABLE, CALENDAR, ONE_WAY, ONE_WAY_URL, ROUND_TRIP, ROUND_TRIP_URL, searchRoot } from './FlightSearch.fixtures';

// The strip's days around 2026-11-28 (ONE_WAY_URL's day), as the server sends them along.
const STRIP: CalendarDay[] = [-3, -2, -1, 0, 1, 2, 3].map((n) => ({ date: addDays('2026-11-28', n), price: n === 1 ? null : 10_000_000 + n, cheapest: n === 2 }));
const seedOf = (results = ONE_WAY, stripPrices = STRIP) => ({ results, stripPrices });

describe('FlightSearchStore.seed: a results page rendered with its answer', () => {
  it('shows the URL’s search at once, as a search would, and the same search asks nothing again', async () => {
    const { root, seen } = searchRoot({ [AVAILABLE]: () => ONE_WAY, [CALENDAR]: () => [] });
    root.flightSearch.seed(ONE_WAY_URL, seedOf());
    expect(root.flightSearch.status).toBe('ready');
    expect(root.flightConfiguration.requestId).toBe(ONE_WAY.requestId);
    expect(root.flightSearch.visible).toHaveLength(4);
    // The screen's first effect: the search on screen is this URL's.
    await root.flightSearch.search(`${ONE_WAY_URL}&sort=3`);
    // The strip's days are known: no CalendarPrices either.
    await root.flightSearch.loadStripPrices();
    expect(seen).toEqual([]);
    expect(root.flightSearch.pricesOf(root.flightSearch.currentSegment)['2026-11-29']).toBeNull();
  });

  it('keeps the price insight the page came with: the slot above the list asks nothing', async () => {
    const { root, seen } = searchRoot({});
    const insight = { verdict: 'low' as const, price: 9_000_000, typicalLow: 10_000_000, typicalHigh: 12_000_000, daysAhead: 3, basis: 'fares' as const, samples: 29 };
    root.flightSearch.seed(ONE_WAY_URL, { ...seedOf(), insight });
    await root.fareWatch.loadInsight(ONE_WAY.requestId);
    expect(root.fareWatch.insights.get(ONE_WAY.requestId)).toEqual({ status: 'ready', value: insight, error: null });
    expect(seen).toEqual([]);
  });

  it('reads the view from the URL, and a shared return-leg step lands on it', () => {
    const { root } = searchRoot({});
    const outbound = ROUND_TRIP.proposals.find((p) => !p.isReturning)!;
    root.flightSearch.seed(`${ROUND_TRIP_URL}&outbound=${outbound.ProposalId}`, seedOf(ROUND_TRIP));
    expect(root.flightSearch.isReturningStep).toBe(true);
    expect(root.flightSearch.chosenOutbound?.ProposalId).toBe(outbound.ProposalId);
    expect(root.flightSearch.visible.every((p) => p.isReturning)).toBe(true);
  });

  it('asks for the strip’s days it was not given', async () => {
    const { root, seen } = searchRoot({ [CALENDAR]: () => [] });
    root.flightSearch.seed(ONE_WAY_URL, seedOf(ONE_WAY, STRIP.slice(0, 4)));
    await root.flightSearch.loadStripPrices();
    expect(seen.map((s) => s.url)).toEqual([CALENDAR]);
  });

  it('changes nothing for a URL that is not a search, or once a search ran', async () => {
    const { root } = searchRoot({ [AVAILABLE]: () => ROUND_TRIP });
    root.flightSearch.seed('/flight/THR-THR/?adults=1&departing=1405-09-07', seedOf());
    expect(root.flightSearch.status).toBe('idle');
    await root.flightSearch.search(ROUND_TRIP_URL);
    root.flightSearch.seed(ONE_WAY_URL, seedOf());
    expect(root.flightSearch.response).toBe(ROUND_TRIP);
  });

  it('puts a signed-in traveller’s seeded search into their history through Available, once, keeping its answer', async () => {
    const { root, seen } = searchRoot({ [AVAILABLE]: () => ({ ...ONE_WAY, proposals: [] }) });
    root.auth.setTokens({ accessToken: 'a', refreshToken: 'r', refreshExpiresAtMs: Date.now() + 86_400_000 });
    root.flightSearch.seed(ONE_WAY_URL, seedOf());
    await root.flightSearch.recordSeededSearch();
    await root.flightSearch.recordSeededSearch();
    expect(seen.map((s) => s.url)).toEqual([AVAILABLE]);
    expect(seen[0]!.body).toMatchObject({ flightType: 1, segments: [{ origin: 'THR', destination: 'MHD', departureDate: '2026-11-28' }] });
    expect(root.flightSearch.visible).toHaveLength(4);
  });

  it('asks nothing for an anonymous traveller', async () => {
    const { root, seen } = searchRoot({ [AVAILABLE]: () => ONE_WAY });
    root.flightSearch.seed(ONE_WAY_URL, seedOf());
    await root.flightSearch.recordSeededSearch();
    expect(seen).toEqual([]);
  });
});
