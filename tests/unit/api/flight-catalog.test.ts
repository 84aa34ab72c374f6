import { describe, expect, it } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createApi } from '../../../src/api';
import { createHttp } from '../../../src/api/http';

/** An axios adapter that records each request and answers `{ data: <echo of the path>, meta: {} }`. */
function fakeServer(answer: (config: InternalAxiosRequestConfig) => unknown = (config) => ({ path: config.url })) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    return { data: { data: answer(config), meta: {} }, status: 200, statusText: 'OK', headers: {}, config };
  };
  const http = createHttp((instance) => {
    instance.defaults.adapter = adapter;
  });
  return { seen, api: createApi({ api: '/api/', account: '/account/' }, http) };
}

const body = (config: InternalAxiosRequestConfig) => JSON.parse(String(config.data)) as unknown;

describe('flight-catalog API module (SPEC §7)', () => {
  it('posts each call to its path under the API base and unwraps the envelope', async () => {
    const { seen, api } = fakeServer();
    const search = { adults: 1, segments: [{ origin: 'THR', destination: 'MHD', departureDate: '2030-01-02' }] };
    await expect(api.flightCatalog.available(search)).resolves.toEqual({ path: '/api/flight-catalog/FlightCatalog/Available' });
    await api.flightCatalog.getAvailableRequest({ requestId: 'r1' });
    await api.flightCatalog.flightDetail({ requestId: 'r1', proposalId: 'p1' });
    await api.flightCatalog.plpProposalDetails();
    await api.flightCatalog.calendarPrices({ origin: 'THR', destination: 'MHD', fromDate: '2030-01-01', toDate: '2030-01-07' });
    expect(seen.map((c) => [c.method, c.url])).toEqual([
      ['post', '/api/flight-catalog/FlightCatalog/Available'],
      ['post', '/api/flight-catalog/FlightCatalog/GetAvailableRequest'],
      ['post', '/api/flight-catalog/FlightCatalog/FlightDetail'],
      ['post', '/api/flight-catalog/FlightCatalog/GetPlpProposalDetails'],
      ['post', '/api/flight-catalog/FlightCalendar/CalendarPrices'],
    ]);
    expect(body(seen[0]!)).toEqual(search);
    expect(body(seen[2]!)).toEqual({ requestId: 'r1', proposalId: 'p1' });
    expect(body(seen[3]!)).toEqual({});
  });

  it('passes an abort signal through, so a newer search can cancel an older one', async () => {
    const { seen, api } = fakeServer();
    const controller = new AbortController();
    await api.flightCatalog.available({ segments: [] }, { signal: controller.signal });
    expect(seen[0]!.signal).toBe(controller.signal);
  });
});

describe('flight-reservation API module: details and rules (SPEC §7)', () => {
  it('posts to Proposals and FareRules under flight-reservation', async () => {
    const { seen, api } = fakeServer((config) => (config.url!.endsWith('GetRouteRules') ? [] : { ok: config.url }));
    const ref = { requestId: 'r1', proposalId: 'p1' };
    await api.flightReservation.flightDetails({ ...ref, returningRequestId: 'r2', returningProposalId: 'p2' });
    await expect(api.flightReservation.routeRules(ref)).resolves.toEqual([]);
    await expect(api.flightReservation.fareRules(ref)).resolves.toEqual({ ok: '/api/flight-reservation/FareRules/GetFareRules' });
    expect(seen.map((c) => c.url)).toEqual([
      '/api/flight-reservation/Proposals/GetFlightDetails',
      '/api/flight-reservation/FareRules/GetRouteRules',
      '/api/flight-reservation/FareRules/GetFareRules',
    ]);
    expect(body(seen[0]!)).toEqual({ ...ref, returningRequestId: 'r2', returningProposalId: 'p2' });
  });
});
