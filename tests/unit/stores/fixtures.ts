import type { ProposalLike } from '../../../src/domain';
import { createApi } from '../../../src/api';
import { memoryStorage, RootStore, type BrowserEnv } from '../../../src/stores';

/** 2026-11-20 12:00 Tehran. */
export const NOW = Date.parse('2026-11-20T12:00:00+03:30');

export function testEnv(overrides: Partial<BrowserEnv> = {}): BrowserEnv {
  let n = 0;
  return {
    storage: memoryStorage(),
    now: () => NOW,
    randomUUID: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    ...overrides,
  };
}

export const freshRoot = (env: BrowserEnv = testEnv()) => new RootStore(createApi(), env);

export function proposal(over: Partial<ProposalLike> & { airline?: string; departs?: string } = {}): ProposalLike {
  const { airline = 'IR', departs = '2026-11-25T08:00:00+03:30', ...rest } = over;
  return {
    isReturning: false,
    FlightGroups: [{
      DepartureTime: departs,
      Duration: 80,
      MarketingAirlineCode: airline,
      MarketingAirlineName: airline,
      FlightLegs: [{ Origin: 'THR', OriginFa: 'تهران', Destination: 'MHD', DestinationFa: 'مشهد' }],
    }],
    TotalPrice: 20_000_000,
    Prices: [{ TotalPrice: 20_000_000 }],
    Seat: 5,
    Sort: 1,
    IsCharter: false,
    TotalDurationMinutes: 80,
    ...rest,
  };
}
