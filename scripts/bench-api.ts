/**
 * Load test of the reference API (`npm run bench:api`): POST Available for Tehran → Mashhad
 * tomorrow and GET /api/health, each with wrk (else autocannon) at 100 connections for 10 s, one after the
 * other in the same run, on an in-process server (127.0.0.1, a free port), on PGlite and, with
 * DATABASE_URL, on PostgreSQL; Available once asking for brotli as browsers do and once for plain
 * JSON. Targets on each, as browsers ask: Available p99 ≤ 25 ms and at least 25 % of health's
 * throughput.
 */
import { performance } from 'node:perf_hooks';
import { addDays, tehranToday } from '../server/time/calendar';
import { benchLoad, benchStores, loadAsBrowsersAsk, loadBareControl, startBenchServer, type BenchStore } from './lib/bench-server';

const TARGET_P99_MS = 25;
const TARGET_RATIO = 0.25;

const body = JSON.stringify({
  adults: 1, children: 0, infants: 0, cabinType: 1, flightType: 1, productType: 'DomesticFlight',
  segments: [{ origin: 'THR', originType: 'CityCode', destination: 'MHD', destinationType: 'CityCode', departureDate: addDays(tehranToday(new Date()), 1) }],
});

async function bench(store: BenchStore): Promise<string[]> {
  const server = await startBenchServer(store);
  const availableUrl = `${server.base}/api/flight-catalog/FlightCatalog/Available?timestamp=1`;
  const post = (payload: string) => fetch(availableUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload });

  // The first search of a route and day builds its inventory; the rest are served from that.
  const coldStart = performance.now();
  const firstJson = (await (await post(body)).json()) as { data: { proposals: unknown[] } };
  const coldMs = performance.now() - coldStart;
  const warmStart = performance.now();
  await (await post(body.replace(/\d{4}-\d{2}-\d{2}/, addDays(tehranToday(new Date()), 2)))).arrayBuffer();
  const warmMs = performance.now() - warmStart;
  console.log(`Available THR→MHD: ${firstJson.data.proposals.length} proposals; uncached search ${coldMs.toFixed(1)} ms on a cold process, ${warmMs.toFixed(1)} ms warm`);

  const health = await benchLoad('health', 22, { url: `${server.base}/api/health?timestamp=1` });
  const { browser } = await loadAsBrowsersAsk('Available', availableUrl, body);
  // Once a run: the machine does not change between the stores.
  if (store === benchStores()[0]) await loadBareControl(availableUrl, body);
  await server.close();

  const ratio = browser.requests.average / health.requests.average;
  const missed: string[] = [];
  if (browser.latency.p99 > TARGET_P99_MS) missed.push(`${store}: Available p99 ${browser.latency.p99} ms > ${TARGET_P99_MS} ms`);
  if (ratio < TARGET_RATIO) missed.push(`${store}: Available at ${(ratio * 100).toFixed(0)} % of health's throughput < ${TARGET_RATIO * 100} %`);
  if (browser.errors > 0) missed.push(`${store}: ${browser.errors} Available requests failed`);
  console.log(`${store}: Available as browsers ask ${browser.requests.average.toFixed(0)} req/s, p99 ${browser.latency.p99} ms (target ≤ ${TARGET_P99_MS}), ${(ratio * 100).toFixed(0)} % of health (target ≥ ${TARGET_RATIO * 100} %) ${missed.length ? 'MISSED' : 'ok'}`);
  return missed;
}

const missed: string[] = [];
for (const store of benchStores()) missed.push(...(await bench(store)));
if (!process.env.DATABASE_URL) console.log('PostgreSQL not measured: DATABASE_URL is not set');
if (missed.length) console.log(`\nMISSED:\n  ${missed.join('\n  ')}`);
process.exit(missed.length ? 1 : 0);
