import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createApi } from '../../../src/api';
import { createHttp } from '../../../src/api/http';
import type { AvailableResponse, FlightDetailResponse } from '../../../src/contract';
import { RootStore } from '../../../src/stores';
import roundTrip from '../screens/flights/available-round-trip.json';
import detail from '../screens/flights/flight-detail.json';
import { testEnv } from './fixtures';

/** A real Available answer (THR⇄MHD, 2026-11-28 and 12-01), trimmed to 5 outbound and 2 returning proposals. */
export const ROUND_TRIP = roundTrip as AvailableResponse;
export const FLIGHT_DETAIL = detail as FlightDetailResponse;
/** The same search one way: the outbound list alone. */
export const ONE_WAY: AvailableResponse = {
  ...ROUND_TRIP,
  returningRequestId: null,
  search: { ...ROUND_TRIP.search, flightType: 1, segments: ROUND_TRIP.search.segments.slice(0, 1) },
  proposals: ROUND_TRIP.proposals.filter((p) => !p.isReturning),
};

// 1405-09-07 is 2026-11-28, 1405-09-10 is 2026-12-01 (tests run on 2026-11-20).
export const ONE_WAY_URL = '/flight/THR-MHD/?adults=1&departing=1405-09-07';
export const ROUND_TRIP_URL = '/flight/THR-MHD/?adults=1&departing=1405-09-07&returning=1405-09-10';

export class FakeError {
  constructor(readonly status: number, readonly errors: Record<string, string[]> = {}) {}
}
type Handler = (body: unknown, config: InternalAxiosRequestConfig) => unknown;

/** The real API modules over a fake backend: "path" → handler; an unknown path is a 404. */
export function fakeBackend(routes: Record<string, Handler>) {
  const seen: { url: string; body: unknown }[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const url = String(config.url);
    const body = typeof config.data === 'string' && config.data ? JSON.parse(config.data) as unknown : config.data;
    seen.push({ url, body });
    const reply = (status: number, data: unknown) => {
      const response = { data, status, statusText: String(status), headers: {}, config };
      if (status >= 400) throw Object.assign(new Error(`status ${status}`), { isAxiosError: true, response, config });
      return response;
    };
    const handler = routes[url];
    if (!handler) return reply(404, { data: null, meta: {} });
    try {
      const data = await handler(body, config);
      return reply(200, { data, meta: {} });
    } catch (error) {
      if (error instanceof FakeError) return reply(error.status, { data: null, meta: { errors: error.errors } });
      throw error;
    }
  };
  const http = createHttp((instance) => {
    instance.defaults.adapter = adapter;
  });
  http.setHooks({ onOtherError: () => {}, onBadRequest: () => {} });
  return { api: createApi({ api: '/api/', account: '/account/' }, http), seen };
}

export const AVAILABLE = '/api/flight-catalog/FlightCatalog/Available';
export const DETAIL = '/api/flight-catalog/FlightCatalog/FlightDetail';
export const CALENDAR = '/api/flight-catalog/FlightCalendar/CalendarPrices';

/** A root store over the fake backend; the searching state's minimum is off unless asked for. */
export function searchRoot(routes: Record<string, Handler>, { minSearchingMs = 0 } = {}) {
  const backend = fakeBackend(routes);
  const root = new RootStore(backend.api, testEnv());
  root.flightSearch.minSearchingMs = minSearchingMs;
  return { root, seen: backend.seen };
}

/** A promise with its resolve handle, to answer a call when the test says so. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
