/**
 * Load test of the hotel search (`npm run bench:hotels`): POST HotelCatalog/Search for Mashhad,
 * the largest catalogue, next week for three nights and one room of two adults, with autocannon
 * at 100 connections for 10 s on an in-process server (in-memory PGlite, 127.0.0.1, a free port),
 * once asking for brotli as browsers do and once for plain JSON. Target: p99 ≤ 50 ms as browsers ask.
 */
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { buildServer } from '../server/app';
import { openDatabase } from '../server/db';
import { addDays, tehranToday } from '../server/time/calendar';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;

// autocannon ships no types; this is the one call we make.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const TARGET_P99_MS = 50;

const database = await openDatabase({});
const app = await buildServer({ database });
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as AddressInfo;
const base = `http://127.0.0.1:${port}/api/hotel-catalog/HotelCatalog`;
const today = tehranToday(new Date());

const picker = (await (await fetch(`${base}/GetDestinations?q=MHD`)).json()) as { data: { cities: { cityId: number; hotelCount: number }[] } };
const city = picker.data.cities[0]!;
const stay = (checkIn: string) => JSON.stringify({ cityId: city.cityId, checkIn, checkOut: addDays(checkIn, 3), rooms: [{ adults: 2, childAges: [] }] });
const body = stay(addDays(today, 7));
const searchUrl = `${base}/Search?timestamp=1`;
const post = (payload: string) => fetch(searchUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload });

// The first search of a stay prices every hotel; the rest of the day it is served from that.
const coldStart = performance.now();
const first = (await (await post(body)).json()) as { data: { hotels: unknown[] } };
const coldMs = performance.now() - coldStart;
const warmStart = performance.now();
await (await post(stay(addDays(today, 8)))).arrayBuffer();
const warmMs = performance.now() - warmStart;
console.log(`Search Mashhad, 3 nights: ${first.data.hotels.length} hotels; uncached search ${coldMs.toFixed(1)} ms on a cold process, ${warmMs.toFixed(1)} ms warm`);

async function load(title: string, headers: Record<string, string>): Promise<AutocannonResult> {
  // One worker thread fires the requests, so the server keeps the main event loop to itself.
  const result = await autocannon({ url: searchUrl, method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body, connections: CONNECTIONS, duration: DURATION, workers: 1 });
  const failures = result.non2xx + result.errors + result.timeouts;
  console.log(`${title.padEnd(18)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   ${result.requests.total} requests${failures ? `, ${failures} failed` : ''}`);
  return { ...result, errors: failures };
}

console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION} s each, 127.0.0.1:${port}`);
// Browsers ask for brotli, which the server keeps ready per search; the plain run shows the raw JSON's cost.
const browser = await load('Search (br)', { 'accept-encoding': 'gzip, deflate, br' });
await load('Search (plain JSON)', {});
const p99ok = browser.latency.p99 <= TARGET_P99_MS && browser.errors === 0;
console.log(`Search p99 as browsers ask: ${browser.latency.p99} ms (target ≤ ${TARGET_P99_MS} ms) ${p99ok ? 'ok' : 'MISSED'}`);

await app.close();
await database.close();
process.exit(p99ok ? 0 : 1);
