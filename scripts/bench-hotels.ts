/**
 * Load test of the hotel search (`npm run bench:hotels`): POST HotelCatalog/Search for Mashhad,
 * the largest catalogue, next week for three nights and one room of two adults, with wrk (else
 * autocannon) at 100 connections for 10 s on an in-process server (127.0.0.1, a free port) on PGlite and, with
 * DATABASE_URL, on PostgreSQL, once asking for brotli as browsers do and once for plain JSON.
 * Target on each: p99 ≤ 30 ms as browsers ask.
 */
import { performance } from 'node:perf_hooks';
import { addDays, tehranToday } from '../server/time/calendar';
import { benchStores, loadAsBrowsersAsk, loadBareControl, startBenchServer, type BenchStore } from './lib/bench-server';

const TARGET_P99_MS = 30;

async function bench(store: BenchStore): Promise<string[]> {
  const server = await startBenchServer(store);
  const base = `${server.base}/api/hotel-catalog/HotelCatalog`;
  const today = tehranToday(new Date());

  const picker = (await (await fetch(`${base}/GetDestinations?q=MHD`)).json()) as { data: { cities: { cityId: number }[] } };
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

  const { browser } = await loadAsBrowsersAsk('Search', searchUrl, body);
  // Once a run: the machine does not change between the stores.
  if (store === benchStores()[0]) await loadBareControl(searchUrl, body);
  await server.close();

  const ok = browser.latency.p99 <= TARGET_P99_MS && browser.errors === 0;
  console.log(`${store}: Search as browsers ask ${browser.requests.average.toFixed(0)} req/s, p99 ${browser.latency.p99} ms (target ≤ ${TARGET_P99_MS} ms) ${ok ? 'ok' : 'MISSED'}`);
  return ok ? [] : [`${store}: hotel search p99 ${browser.latency.p99} ms${browser.errors ? `, ${browser.errors} failed` : ''}`];
}

const missed: string[] = [];
for (const store of benchStores()) missed.push(...(await bench(store)));
if (!process.env.DATABASE_URL) console.log('PostgreSQL not measured: DATABASE_URL is not set');
if (missed.length) console.log(`\nMISSED:\n  ${missed.join('\n  ')}`);
process.exit(missed.length ? 1 : 0);
