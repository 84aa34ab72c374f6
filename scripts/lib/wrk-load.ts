/**
 * A load run with wrk (Debian's `wrk`, C: one thread drives 100 connections at 8,000 answers a
 * second where autocannon's JavaScript thread tops out near 3,000 on a 20 KB answer) on connections
 * opened before the load starts, as a load balancer's kept-alive upstream connections are.
 *
 * Why not open them with the load: Node 20's libuv (1.46) accepts one connection per event-loop
 * turn, so when 100 connections open at once on a busy process, the last waits for ~100 turns
 * (half a second to a second) before its first request is read. That is connection setup, not an
 * answer's latency, yet it put every run's p99 at 140–300 ms, a bare Node server's too. Here each
 * connection's first request waits a second (wrk's `delay`), so all are accepted by an idle server
 * first; wrk times a request from its write, so the wait is not counted.
 */
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadResult } from './bench-server';

/** Whether wrk is installed (apt-get install wrk). */
export function hasWrk(): boolean {
  return spawnSync('wrk', ['--version']).error === undefined;
}

const OPEN_FIRST_MS = 1000;

/** Lua for wrk: the request, the first request of each connection held back, and the figures as JSON. */
function script(method: string, headers: Record<string, string>, connections: number, hold: boolean): string {
  const lines = [
    `wrk.method = ${JSON.stringify(method)}`,
    ...Object.entries(headers).map(([k, v]) => `wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`),
    'wrk.body = os.getenv("WRK_BODY")',
  ];
  if (hold) {
    lines.push('local held = 0', 'function delay()', `  if held < ${connections} then held = held + 1 return ${OPEN_FIRST_MS} end`, '  return 0', 'end');
  }
  lines.push(
    'function done(summary, latency, requests)',
    '  local e = summary.errors',
    '  io.write(string.format("\\nWRK_JSON {\\"total\\":%d,\\"p50\\":%f,\\"p99\\":%f,\\"max\\":%f,\\"status\\":%d,\\"socket\\":%d,\\"timeout\\":%d}\\n",',
    '    summary.requests, latency:percentile(50) / 1000, latency:percentile(99) / 1000, latency.max / 1000, e.status, e.connect + e.read + e.write, e.timeout))',
    'end',
  );
  return lines.join('\n');
}

/**
 * `seconds` of load on `connections` kept connections, after `warmupSeconds` of the same load on
 * others (V8 compiling the hot path). One wrk thread: the other core is the server's.
 */
export async function wrkLoad(options: {
  url: string; method?: string; headers?: Record<string, string>; body?: string;
  connections: number; seconds: number; warmupSeconds: number;
}): Promise<LoadResult> {
  const { url, method = 'GET', headers = {}, body = '', connections, seconds, warmupSeconds } = options;
  const dir = mkdtempSync(path.join(tmpdir(), 'wrk-'));
  try {
    // Not a synchronous call: the server under load may be in this very process.
    const run = async (hold: boolean, duration: number) => {
      const file = path.join(dir, hold ? 'sample.lua' : 'warmup.lua');
      writeFileSync(file, script(method, headers, connections, hold));
      const { stdout } = await promisify(execFile)('wrk', ['-t1', `-c${connections}`, `-d${duration}s`, '--timeout', '10s', '-s', file, url], {
        env: { ...process.env, WRK_BODY: body }, encoding: 'utf8',
      });
      return stdout;
    };
    if (warmupSeconds > 0) await run(false, warmupSeconds);
    // The held second is added to the run, so the load itself lasts `seconds`.
    const out = await run(true, seconds + OPEN_FIRST_MS / 1000);
    const json = /WRK_JSON (\{.*\})/.exec(out)?.[1];
    if (!json) throw new Error(`wrk printed no figures:\n${out}`);
    const r = JSON.parse(json) as { total: number; p50: number; p99: number; max: number; status: number; socket: number; timeout: number };
    const round = (ms: number) => Math.round(ms * 10) / 10;
    return {
      requests: { average: r.total / seconds, total: r.total },
      latency: { p50: round(r.p50), p99: round(r.p99), max: round(r.max) },
      non2xx: r.status,
      errors: r.socket,
      timeouts: r.timeout,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
