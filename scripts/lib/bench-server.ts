/**
 * What the API load tests share: an in-process server (127.0.0.1, a free port) on in-memory PGlite
 * and, when DATABASE_URL is set, on a throwaway PostgreSQL database too; and a load run (wrk, or
 * autocannon) that prints one line and counts every failure.
 */
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { brotliCompressSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { buildServer } from '../../server/app';
import { BROTLI_OPTIONS } from '../../server/http/compression';
import { openDatabase, type Database } from '../../server/db';
import { hasWrk, wrkLoad } from './wrk-load';

/** A load run's figures (autocannon's shape; wrk's are read into it). */
export interface LoadResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<LoadResult>;

// autocannon ships no types; this is the one call we make.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
export const DURATION = Number(process.env.BENCH_DURATION ?? 10);
/**
 * Seconds of the same load before sampling starts: a fresh process's first seconds are V8 compiling
 * the hot path (p99 27–37 ms in a cold 10 s run, 21–23 ms in the next ones on the same process),
 * and a server in service has long passed them. 3 s still left Available on PostgreSQL, the second
 * server of the run, at 27–29 ms; after 10 s it is within a run or two of the warm figure.
 * BENCH_WARMUP=0 measures the cold start.
 */
export const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);

export type BenchStore = 'PGlite' | 'PostgreSQL';

/** PGlite always; PostgreSQL too when DATABASE_URL is set (a database of its own, dropped after). */
export function benchStores(): BenchStore[] {
  return process.env.DATABASE_URL ? ['PGlite', 'PostgreSQL'] : ['PGlite'];
}

/** A throwaway database: in-memory PGlite, or a fresh database on DATABASE_URL's server, dropped at close. */
export async function openBenchDatabase(store: BenchStore): Promise<Database> {
  if (store === 'PGlite') return openDatabase({});
  const adminUrl = process.env.DATABASE_URL!;
  const name = `bench_${randomUUID().replace(/-/g, '')}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(query);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return { ...database, close: async () => {
    await database.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } };
}

/** Starts the server on a store; answers its base URL and a way to stop it. */
export async function startBenchServer(store: BenchStore = 'PGlite') {
  const database = await openBenchDatabase(store);
  const app = await buildServer({ database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const how = GENERATOR === 'wrk'
    ? 'wrk, connections opened before the load'
    : 'autocannon (wrk is not installed: apt-get install wrk), connections opened with the load';
  console.log(`\n${store}: ${how}, ${CONNECTIONS} connections, ${DURATION} s each after ${WARMUP} s of warm-up, 127.0.0.1:${port}`);
  return {
    base: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** One autocannon run; `errors` in the answer counts non-2xx answers and timeouts too. */
export async function load(title: string, width: number, options: Record<string, unknown>): Promise<LoadResult> {
  // One worker thread fires the requests, so the server keeps the main event loop to itself.
  const warmup = WARMUP > 0 ? { warmup: { connections: CONNECTIONS, duration: WARMUP } } : {};
  return report(title, width, await autocannon({ connections: CONNECTIONS, duration: DURATION, workers: 1, ...warmup, ...options }));
}

/** Prints a run's line; the answer's `errors` counts non-2xx answers and timeouts too. */
function report(title: string, width: number, result: LoadResult): LoadResult {
  const failures = result.non2xx + result.errors + result.timeouts;
  console.log(`${title.padEnd(width)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   max ${result.latency.max} ms   ${result.requests.total} requests${failures ? `, ${failures} failed` : ''}`);
  return { ...result, errors: failures };
}

/** The load generator of the API benches: wrk on kept connections when installed, else autocannon. */
export const GENERATOR = hasWrk() ? 'wrk' : 'autocannon';

/**
 * One load run of the API benches (bench:api, bench:hotels): wrk on connections opened before the
 * load (scripts/lib/wrk-load.ts says why), or autocannon where wrk is not installed, whose figures
 * then carry its own limits (one JavaScript thread; its connections opened with the load).
 */
export async function benchLoad(title: string, width: number, options: { url: string; method?: string; headers?: Record<string, string>; body?: string }): Promise<LoadResult> {
  if (GENERATOR === 'autocannon') return load(title, width, options);
  return report(title, width, await wrkLoad({ ...options, connections: CONNECTIONS, seconds: DURATION, warmupSeconds: WARMUP }));
}

/**
 * A JSON POST loaded twice: asking for brotli as browsers do (the server keeps it ready per answer;
 * the targets apply to this figure), then for plain JSON (the raw answer's cost, for comparison).
 */
export async function loadAsBrowsersAsk(name: string, url: string, body: string): Promise<{ browser: LoadResult; plain: LoadResult }> {
  const post = (title: string, headers: Record<string, string>) =>
    benchLoad(title, 22, { url, method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  const browser = await post(`${name} (br)`, { 'accept-encoding': 'gzip, deflate, br' });
  const plain = await post(`${name} (plain JSON)`, {});
  return { browser, plain };
}

/**
 * The machine's control, as /about-us/ is Lighthouse's: a bare node:http server in this process
 * answering every request with the app's own answer (its bytes, type and encoding), under the same
 * load. What the app adds is the gap between the two lines; what the machine allows is this one.
 */
export async function loadBareControl(url: string, body: string): Promise<LoadResult> {
  const sample = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' }, body });
  // Brotli as the app compresses its answers, as browsers are answered.
  const answer = brotliCompressSync(Buffer.from(await sample.arrayBuffer()), BROTLI_OPTIONS);
  const headers = { 'content-type': sample.headers.get('content-type') ?? 'application/json', 'content-encoding': 'br', vary: 'Accept-Encoding' };
  const bare = createServer((request, response) => {
    request.resume().on('end', () => response.writeHead(200, { ...headers, 'content-length': answer.length }).end(answer));
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const { port } = bare.address() as AddressInfo;
  try {
    return await benchLoad('control: bare node:http', 22, { url: `http://127.0.0.1:${port}/`, method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' }, body });
  } finally {
    await new Promise((resolve) => bare.close(resolve));
  }
}
