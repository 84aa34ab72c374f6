/**
 * Load for the cluster's fault phases: a few clients looping through nginx until told to stop,
 * counting every answer that is not a success (with its status) and every request that failed outright.
 */
import { addDays, tehranToday } from '../../server/time/calendar';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

export interface LoadFigures {
  requests: number;
  failures: number;
  /** What the failures were: an HTTP status or an error's code, with counts. */
  failed: Record<string, number>;
  seconds: number;
  perSecond: number;
}

/** A traveller's mix: flight search (POST), visa prices, hotel destinations and the home page. */
export function travellerMix(withPages: boolean): LoadRequest[] {
  const day = addDays(tehranToday(new Date()), 3);
  const search = JSON.stringify({ adults: 1, children: 0, infants: 0, segments: [{ origin: 'THR', destination: 'MHD', departureDate: day }] });
  return [
    { method: 'POST', path: '/api/flight-catalog/FlightCatalog/Available', body: search },
    { method: 'GET', path: '/api/visa/Visa/GetBasePrices' },
    { method: 'GET', path: '/api/hotel-catalog/HotelCatalog/GetDestinations?q=%D8%AA%D9%87%D8%B1%D8%A7%D9%86' },
    ...(withPages ? [{ method: 'GET' as const, path: '/' }] : []),
  ];
}

export function steadyLoad(base: string, requests: LoadRequest[], clients = 16) {
  let running = true;
  let count = 0;
  const failed: Record<string, number> = {};
  const fail = (why: string) => void (failed[why] = (failed[why] ?? 0) + 1);
  const started = Date.now();
  const client = async (n: number) => {
    for (let i = n; running; i++) {
      const r = requests[i % requests.length]!;
      count++;
      try {
        const res = await fetch(`${base}${r.path}`, { method: r.method, body: r.body, headers: r.body ? { 'content-type': 'application/json' } : {}, signal: AbortSignal.timeout(30_000) });
        await res.arrayBuffer();
        if (res.status >= 400) fail(`${r.method} ${r.path.split('?')[0]} → ${res.status}`);
      } catch (error) {
        fail(`${r.method} ${r.path.split('?')[0]} → ${(error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name}`);
      }
    }
  };
  const loops = Array.from({ length: clients }, (_, n) => client(n));
  return {
    /** Stops after the requests in flight finish; answers the figures. */
    async stop(): Promise<LoadFigures> {
      running = false;
      await Promise.all(loops);
      const seconds = (Date.now() - started) / 1000;
      const failures = Object.values(failed).reduce((a, b) => a + b, 0);
      return { requests: count, failures, failed, seconds, perSecond: count / seconds };
    },
  };
}
