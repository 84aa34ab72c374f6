/**
 * Load test of the hotel search (`npm run bench:hotels`): POST HotelCatalog/Search for Mashhad,
 * the largest catalogue, next week for three nights and one room of two adults, with autocannon
 * at 100 connections for 10 s on an in-process server (in-memory PGlite, 127.0.0.1, a free port),
 * once asking for brotli as browsers do and once for plain JSON. Target: p99 ≤ 50 ms as browsers ask.
 */
import { performance } from 'node:perf_hooks';
import { addDays, tehranToday } from '../server/time/calendar';
import { load, startBenchServer, type AutocannonResult } from './lib/bench-server';

const TARGET_P99_MS = 50;

const server = await startBenchServer();
const base = `${server.base}/api/hotel-catalog/HotelCatalog`;
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

const search = (title: string, headers: Record<string, string>): Promise<AutocannonResult> =>
  load(title, 18, { url: searchUrl, method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

// Browsers ask for brotli, which the server keeps ready per search; the plain run shows the raw JSON's cost.
const browser = await search('Search (br)', { 'accept-encoding': 'gzip, deflate, br' });
await search('Search (plain JSON)', {});
const p99ok = browser.latency.p99 <= TARGET_P99_MS && browser.errors === 0;
console.log(`Search p99 as browsers ask: ${browser.latency.p99} ms (target ≤ ${TARGET_P99_MS} ms) ${p99ok ? 'ok' : 'MISSED'}`);

await server.close();
process.exit(p99ok ? 0 : 1);
