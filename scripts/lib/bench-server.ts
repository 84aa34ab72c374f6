/**
 * What the API load tests share: an in-process server (in-memory PGlite, 127.0.0.1, a free port)
 * and an autocannon run that prints one line and counts every failure.
 */
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { buildServer } from '../../server/app';
import { openDatabase } from '../../server/db';

export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;

// autocannon ships no types; this is the one call we make.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
export const DURATION = Number(process.env.BENCH_DURATION ?? 10);

/** Starts the server; answers its base URL, its port and a way to stop it. */
export async function startBenchServer() {
  const database = await openDatabase({});
  const app = await buildServer({ database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION} s each, 127.0.0.1:${port}`);
  return {
    base: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** One autocannon run; `errors` in the answer counts non-2xx answers and timeouts too. */
export async function load(title: string, width: number, options: Record<string, unknown>): Promise<AutocannonResult> {
  // One worker thread fires the requests, so the server keeps the main event loop to itself.
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, workers: 1, ...options });
  const failures = result.non2xx + result.errors + result.timeouts;
  console.log(`${title.padEnd(width)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   ${result.requests.total} requests${failures ? `, ${failures} failed` : ''}`);
  return { ...result, errors: failures };
}
