// A long session in one tab (issue 18): a dozen searches and navigations, then the last search's
// time against the first, with what the tab holds (listeners, DOM nodes, JS heap) before and after.
//
//   node scripts/bench-session.mjs [base-url]     (default: starts the built app's server itself)
//
// Needs `npm run build` first when it starts the server. Every timed search is a client-side
// navigation (the date strip's next/previous day) on the international route IKA → IST.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { toJalaali } from 'jalaali-js';
import { chromiumPath, CHROMIUM_ARGS } from './lib/chromium.mjs';

const STEPS = Number(process.env.BENCH_STEPS ?? 12);
/** BENCH_TRACE=1: the tab's listeners after every step, to find what accumulates. */
let trace;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'safar-bench-session-'));
  const child = spawn('npx', ['tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'ignore',
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  // The first start creates and seeds the database: minutes on a busy 2-core machine.
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    base,
    stop() {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Jalali YYYY-MM-DD of today + days (Tehran's day is close enough for a date two weeks out). */
function jalaliIn(days) {
  const d = new Date(Date.now() + days * 86_400_000);
  const j = toJalaali(d.getFullYear(), d.getMonth() + 1, d.getDate());
  return `${j.jy}-${String(j.jm).padStart(2, '0')}-${String(j.jd).padStart(2, '0')}`;
}

/** Results on screen: the searching bar gone and the sort bar (or "no flights") there. */
async function resultsReady(page) {
  await page.waitForFunction(() => !document.querySelector('[aria-label="پیشرفت جستجو"]')
    && Boolean(document.querySelector('[aria-label="مرتب‌سازی"]') || document.querySelector('[data-reason]')), null, { timeout: 120_000, polling: 50 });
}

async function timed(page, label, action) {
  const started = performance.now();
  await action();
  await resultsReady(page);
  const ms = Math.round(performance.now() - started);
  const held = process.env.BENCH_TRACE ? ` (listeners ${(await metrics(trace)).listeners})` : '';
  console.log(`  ${label.padEnd(34)} ${String(ms).padStart(6)} ms${held}`);
  return ms;
}

async function metrics(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  const m = Object.fromEntries(list.map((x) => [x.name, x.value]));
  return { listeners: m.JSEventListeners, nodes: m.Nodes, heapMb: Math.round(m.JSHeapUsedSize / 1e5) / 10 };
}

const given = process.argv[2];
const server = given ? null : await startServer();
const base = given ?? server.base;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
  const cdp = await page.context().newCDPSession(page);
  trace = cdp;
  await cdp.send('Performance.enable');
  const next = () => page.getByRole('button', { name: 'روز بعد' }).click();
  const previous = () => page.getByRole('button', { name: 'روز قبل' }).click();

  console.log(`bench-session: ${base}, ${STEPS} steps in one tab`);
  await page.goto(`${base}/international-flight/IKA-IST/?adults=1&departing=${jalaliIn(14)}`);
  await resultsReady(page);
  const before = await metrics(cdp);

  const times = [await timed(page, '1 search (next day)', next)];
  const steps = [
    ['details drawer, closed', async () => {
      await page.getByRole('button', { name: /جزئیات/ }).first().click();
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }],
    ['search (previous day)', previous],
    ['home, then Back to results', async () => {
      await page.locator('header a[href="/"]').first().click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.goBack();
    }],
    ['search (next day)', next],
    ['Back (search again)', () => page.goBack()],
    ['Forward (search again)', () => page.goForward()],
    ['search (next day)', next],
    ['search (previous day)', previous],
  ];
  for (let i = 2; i < STEPS; i += 1) {
    const [label, action] = steps[(i - 2) % steps.length];
    times.push(await timed(page, `${i} ${label}`, action));
  }
  times.push(await timed(page, `${STEPS} search (next day)`, next));
  const after = await metrics(cdp);

  const [first, last] = [times[0], times.at(-1)];
  console.log(`\nfirst search ${first} ms, last search ${last} ms (×${(last / first).toFixed(2)})`);
  console.log(`listeners ${before.listeners} → ${after.listeners}, DOM nodes ${before.nodes} → ${after.nodes}, JS heap ${before.heapMb} → ${after.heapMb} MB`);
} finally {
  await browser.close();
  server?.stop();
}
