/**
 * `npm run test:cluster`: the server as a cluster member, proven with real parts. nginx (Debian's
 * package) in front of three server processes on PostgreSQL, Redis and an S3-compatible store
 * (s3rver), all started here; then through nginx: the three starting at once on an empty database,
 * a booking whose bank return lands on another process, a live update across processes, a visa
 * upload read through another process, throughput with one process and with three, a process
 * killed mid-load, and a rolling restart of every process under load. Prints requests, failures
 * and throughput; exits 1 when a check fails. Without nginx, PostgreSQL or Redis it says which is
 * missing and exits 0 (CLUSTER_REQUIRED=1 makes that a failure, as .ci/run sets it).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { CONNECTIONS, DURATION, load } from './lib/bench-server';
import { Journeys, type JourneyResult } from './cluster/journeys';
import { steadyLoad, travellerMix, type LoadFigures } from './cluster/load';
import { missingParts, startCluster, type Cluster } from './cluster/topology';

const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const PROCESSES = 3;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const missing = await missingParts(adminUrl, redisUrl);
/** The counts `npm test` reads (scripts/test.mjs). */
function report(passed: number, failed: number) {
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/cluster.json', JSON.stringify({ passed, failed }));
}

if (missing) {
  const required = process.env.CLUSTER_REQUIRED === '1';
  console.log(`test:cluster skipped: ${missing}${required ? ' (CLUSTER_REQUIRED=1: a failure)' : ''}`);
  report(0, required ? 1 : 0);
  process.exit(required ? 1 : 0);
}

const results: { name: string; ok: boolean; detail: string }[] = [];
async function check(name: string, run: () => Promise<JourneyResult | string>) {
  const t0 = Date.now();
  try {
    const r = await run();
    const detail = typeof r === 'string' ? r : r.detail;
    results.push({ name, ok: true, detail });
    console.log(`ok    ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s): ${detail}`);
  } catch (error) {
    results.push({ name, ok: false, detail: (error as Error).message });
    console.log(`FAIL  ${name}: ${(error as Error).message}`);
  }
}

const describe = (f: LoadFigures) => `${f.requests} requests, ${f.failures} failed${f.failures ? ` (${Object.entries(f.failed).map(([k, v]) => `${k} ×${v}`).join(', ')})` : ''}, ${f.perSecond.toFixed(0)} req/s over ${f.seconds.toFixed(1)} s`;

const t0 = Date.now();
let cluster: Cluster | undefined;
await check(`${PROCESSES} processes start at once on an empty PostgreSQL database`, async () => {
  cluster = await startCluster({ adminUrl, redisUrl, processes: PROCESSES });
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ n: number; distinct: number }>('select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations');
  await client.end();
  const applied = cluster.processes.flatMap((p) => p.lines.filter((l) => /applied \d+ migration|migrations? applied/i.test(l)));
  if (rows[0]!.n !== rows[0]!.distinct) throw new Error(`a migration was recorded twice (${rows[0]!.n} rows, ${rows[0]!.distinct} distinct)`);
  return `all ready behind nginx in ${((Date.now() - t0) / 1000).toFixed(1)} s; ${rows[0]!.n} migrations recorded once each${applied.length ? ` (${applied.length} process logged applying them)` : ''}`;
});
if (!cluster) {
  report(0, 1);
  process.exit(1);
}
const c = cluster;
const journeys = new Journeys(c);

await check('booking: the bank return lands on another process', () => journeys.bookingAcrossProcesses());
await check('live: an update raised on one process reaches a socket on another', () => journeys.liveAcrossProcesses());
await check('visa: a document uploaded on one process is read on another', () => journeys.visaAcrossProcesses());

const figures: string[] = [];
await check(`throughput: flight search through nginx, ${CONNECTIONS} connections, ${DURATION} s`, async () => {
  const [search] = travellerMix(false);
  const options = { method: 'POST', headers: { 'content-type': 'application/json' }, body: search!.body };
  // Warm every process first (JIT, search caches), so both figures are of warm processes.
  await load('warm-up', 14, { url: `${c.url}${search!.path}`, ...options, duration: 5 });
  const one = await load('one process', 14, { url: `${c.singleUrl}${search!.path}`, ...options });
  const three = await load(`${PROCESSES} processes`, 14, { url: `${c.url}${search!.path}`, ...options });
  figures.push(`one process: ${one.requests.average.toFixed(0)} req/s, p99 ${one.latency.p99} ms, ${one.requests.total} requests, ${one.errors} failed`);
  figures.push(`${PROCESSES} processes: ${three.requests.average.toFixed(0)} req/s, p99 ${three.latency.p99} ms, ${three.requests.total} requests, ${three.errors} failed`);
  if (one.errors + three.errors > 0) throw new Error(`${one.errors + three.errors} requests failed`);
  return figures.join('; ');
});

const mix = travellerMix(existsSync(path.resolve('dist-ssr')));
await check('a process killed (SIGKILL) under load', async () => {
  const victim = c.processes[1]!;
  const running = steadyLoad(c.url, mix.filter((r) => r.method === 'GET'), 8);
  await sleep(3_000);
  await victim.stop('SIGKILL');
  await sleep(5_000);
  const f = await running.stop();
  figures.push(`SIGKILL of ${victim.name} under GET load: ${describe(f)}`);
  await victim.start();
  // nginx moves a GET whose process refused or dropped it, but not one whose answer had begun
  // (a streamed page): at most the requests in flight on the killed process can be lost.
  if (f.failures > 8 / c.processes.length + 1) throw new Error(describe(f));
  return `${describe(f)} (answers already under way on ${victim.name} when it died); ${victim.name} started again`;
});

await check('a rolling restart of every process under load', async () => {
  const running = steadyLoad(c.url, mix, 8);
  await sleep(2_000);
  const steps: string[] = [];
  for (const p of c.processes) {
    const t = Date.now();
    const exit = await p.stop('SIGTERM');
    const drained = Date.now() - t;
    await p.start();
    steps.push(`${p.name} drained in ${drained} ms (exit ${exit}), back in ${Date.now() - t} ms`);
  }
  await sleep(2_000);
  const f = await running.stop();
  figures.push(`rolling restart under the mixed load: ${describe(f)}`);
  // Not one: a leaving process leaves idle kept-alive connections for nginx to close (http/drain.ts).
  if (f.failures > 0) throw new Error(`${describe(f)}; ${steps.join('; ')}`);
  return `${describe(f)}; ${steps.join('; ')}`;
});

await check('metrics: every process answers /metrics in Prometheus text', async () => {
  const sample = /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{[^}]*\})? -?(\d+(\.\d+)?(e[+-]?\d+)?|NaN|\+Inf|-Inf)$/;
  const sums: Record<string, number> = {};
  for (const p of c.processes) {
    const text = await (await fetch(`${p.url}/metrics`)).text();
    const bad = text.split('\n').filter((l) => l && !l.startsWith('#') && !sample.test(l));
    if (bad.length) throw new Error(`${p.name}: ${bad.length} lines are not Prometheus samples, e.g. ${bad[0]}`);
    for (const m of text.matchAll(/^(http_requests_total|live_redis_events_total\{outcome="(?:published|received)"\}|job_runs_total)(?:\{[^}]*\})? (\d+)/gm)) {
      const name = m[1]!.replace(/\{.*/, '') + (m[1]!.includes('published') ? ' published' : m[1]!.includes('received') ? ' received' : '');
      sums[name] = (sums[name] ?? 0) + Number(m[2]);
    }
  }
  if (!sums.http_requests_total) throw new Error('no requests counted');
  return `summed over the processes since their last start: ${Object.entries(sums).map(([k, v]) => `${k} ${v}`).join(', ')}`;
});

await c.close();
const failed = results.filter((r) => !r.ok);
console.log(`\ntest:cluster: ${results.length - failed.length} passed, ${failed.length} failed in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
for (const f of figures) console.log(`  ${f}`);
report(results.length - failed.length, failed.length);
process.exit(failed.length ? 1 : 0);
