/**
 * Load test of the reference API (`npm run bench:api`): POST Available for Tehran → Mashhad
 * tomorrow and GET /api/health, each with autocannon at 100 connections for 10 s, one after the
 * other in the same run, on an in-process server (in-memory PGlite, 127.0.0.1, a free port).
 * Targets: Available p99 ≤ 50 ms and at least 25 % of health's throughput.
 */
import { performance } from 'node:perf_hooks';
import { addDays, tehranToday } from '../server/time/calendar';
import { load, startBenchServer } from './lib/bench-server';

const TARGET_P99_MS = 50;
const TARGET_RATIO = 0.25;

const server = await startBenchServer();
const { base } = server;

const body = JSON.stringify({
  adults: 1, children: 0, infants: 0, cabinType: 1, flightType: 1, productType: 'DomesticFlight',
  segments: [{ origin: 'THR', originType: 'CityCode', destination: 'MHD', destinationType: 'CityCode', departureDate: addDays(tehranToday(new Date()), 1) }],
});
const availableUrl = `${base}/api/flight-catalog/FlightCatalog/Available?timestamp=1`;

// The first search of a route and day builds its inventory; the rest are served from that.
const coldStart = performance.now();
const first = await fetch(availableUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
const coldMs = performance.now() - coldStart;
const firstJson = (await first.json()) as { data: { proposals: unknown[] } };
const otherDay = body.replace(/\d{4}-\d{2}-\d{2}/, addDays(tehranToday(new Date()), 2));
const warmStart = performance.now();
await (await fetch(availableUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: otherDay })).arrayBuffer();
const warmMs = performance.now() - warmStart;
console.log(`Available THR→MHD: ${firstJson.data.proposals.length} proposals; uncached search ${coldMs.toFixed(1)} ms on a cold process, ${warmMs.toFixed(1)} ms warm`);

const health = await load('health', 10, { url: `${base}/api/health?timestamp=1` });
const available = await load('Available', 10, { url: availableUrl, method: 'POST', headers: { 'content-type': 'application/json' }, body });

const ratio = available.requests.average / health.requests.average;
const p99ok = available.latency.p99 <= TARGET_P99_MS;
const ratioOk = ratio >= TARGET_RATIO;
console.log(`Available/health throughput: ${(ratio * 100).toFixed(0)} % (target ≥ ${TARGET_RATIO * 100} %) ${ratioOk ? 'ok' : 'MISSED'}`);
console.log(`Available p99: ${available.latency.p99} ms (target ≤ ${TARGET_P99_MS} ms) ${p99ok ? 'ok' : 'MISSED'}`);

await server.close();
process.exit(p99ok && ratioOk ? 0 : 1);
