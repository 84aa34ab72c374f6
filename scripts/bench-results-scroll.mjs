#!/usr/bin/env node
// Scroll smoothness of the results list with 2,000 proposals, in the system Chromium.
// Builds the app (unless STATIC_DIR is given), starts the real server with a widened supplier
// (scripts/bench-results-server.ts), opens a one-way THR→MHD search a week ahead with every
// ticket shown, then scrolls the whole list frame by frame and reports frame times, long tasks,
// frames with an uncovered (blank) viewport and how many rows were in the DOM.
//
//   npm run bench:results                     desktop 1280 px, a static control page, a phone width (375 px)
//   BENCH_PHONE_CPU=4 npm run bench:results   the phone run with the CPU slowed 4×
//   BENCH_PROPOSALS=5000 STATIC_DIR=/tmp/dist npm run bench:results
import { spawn, execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath, CHROMIUM_ARGS } from './lib/chromium.mjs';

const PROPOSALS = Number(process.env.BENCH_PROPOSALS ?? 2000);
const PORT = Number(process.env.BENCH_PORT ?? 8103);
const STEP_PX = Number(process.env.BENCH_STEP_PX ?? 120);

let staticDir = process.env.STATIC_DIR;
if (!staticDir) {
  staticDir = mkdtempSync(path.join(tmpdir(), 'bench-results-dist-'));
  console.log(`building the app into ${staticDir}…`);
  execSync(`npx vite build --outDir ${staticDir} --emptyOutDir --logLevel error`, { stdio: 'inherit' });
  execSync(`npx vite build --ssr src/entry-server.tsx --outDir ${staticDir}-ssr --emptyOutDir --logLevel error`, { stdio: 'inherit' });
}

const server = spawn('npx', ['tsx', 'scripts/bench-results-server.ts'], {
  env: { ...process.env, PORT: String(PORT), STATIC_DIR: staticDir, BENCH_PROPOSALS: String(PROPOSALS), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-results-db-')) },
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
});
await new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('the bench server did not start in 120 s')), 120_000);
  server.stdout.on('data', (chunk) => {
    if (String(chunk).includes('bench server')) {
      clearTimeout(timer);
      resolve();
    }
  });
  server.on('exit', (code) => reject(new Error(`the bench server exited (${code})`)));
});

/** A Jalali date a week from today in Tehran, for the URL (YYYY-MM-DD). */
function jalaliWeekAhead() {
  const day = new Date(Date.now() + 7 * 86_400_000);
  const parts = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', { timeZone: 'Asia/Tehran', year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(day);
  const get = (type) => parts.find((p) => p.type === type).value.padStart(2, '0');
  return `${get('year')}-${get('month')}-${get('day')}`;
}
const searchPath = `/flight/THR-MHD/?adults=1&departing=${jalaliWeekAhead()}&tickets=all`;

/** Runs in the page: scrolls the list to its end one step per frame and measures every frame. */
async function scrollWholeList([step, checkCoverage]) {
  const list = document.querySelector('[data-testid=results-list]');
  const rowsNow = () => list.querySelectorAll('[role=listitem]');
  const longTasks = [];
  const observer = new PerformanceObserver((entries) => longTasks.push(...entries.getEntries().map((e) => e.duration)));
  observer.observe({ type: 'longtask' });
  window.scrollTo(0, 0);
  const frames = [];
  let maxRows = 0;
  let blankFrames = 0;
  let last = performance.now();
  const covered = () => {
    const box = list.getBoundingClientRect();
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, innerHeight);
    if (bottom <= top) return true;
    const rows = [...rowsNow()].map((r) => r.getBoundingClientRect()).filter((r) => r.bottom > top && r.top < bottom)
      .sort((a, b) => a.top - b.top);
    let reach = top;
    for (const r of rows) {
      if (r.top > reach + 2) return false;
      reach = Math.max(reach, r.bottom);
    }
    return reach >= bottom - 2;
  };
  await new Promise((resolve) => {
    const tick = (now) => {
      frames.push(now - last);
      last = now;
      maxRows = Math.max(maxRows, rowsNow().length);
      if (checkCoverage && !covered()) blankFrames++;
      if (window.scrollY + innerHeight >= document.documentElement.scrollHeight - 2) return resolve();
      window.scrollBy(0, step);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await new Promise((r) => setTimeout(r, 100));
  observer.disconnect();
  frames.shift(); // the first delta is from before the loop
  return {
    frames, maxRows, blankFrames, longTasks,
    scrollHeight: document.documentElement.scrollHeight,
    domNodes: document.getElementsByTagName('*').length,
    // Each drawn row says the size of the whole list.
    rowCount: Number(rowsNow()[0]?.getAttribute('aria-setsize') ?? 0),
  };
}

const METRICS = ['ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration', 'TaskDuration'];
async function mainThreadTotals(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(metrics.filter((m) => METRICS.includes(m.name)).map((m) => [m.name, m.value]));
}
/** Seconds of main-thread work between two readings, as milliseconds per frame. */
const perFrame = (a, b, frames) => Object.fromEntries(METRICS.map((k) => [k, ((b[k] - a[k]) * 1000) / Math.max(1, frames)]));

/**
 * The machine's own floor: the same scroll over a static page of plain rows as tall as the list,
 * so frame times can be read against what this (possibly busy) machine does with no app at all.
 */
async function control(browser, height) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.setContent(`<div data-testid="results-list" aria-rowcount="0">${'<div style="height:190px;border:1px solid #ccc;margin:8px;font:16px sans-serif">ردیف ساده</div>'.repeat(Math.round(height / 208))}</div>`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const before = await mainThreadTotals(cdp);
  // Every row is drawn here, so the coverage check (a loop over the rows) is left out.
  const result = await page.evaluate(scrollWholeList, [STEP_PX, false]);
  const work = perFrame(before, await mainThreadTotals(cdp), result.frames.length);
  const sorted = [...result.frames].sort((a, b) => a - b);
  console.log(`\ncontrol: static page of plain rows, ${result.scrollHeight} px (this machine with no app)`);
  console.log(`  frame time                median ${ms(pct(sorted, 0.5))}, p95 ${ms(pct(sorted, 0.95))}, p99 ${ms(pct(sorted, 0.99))}, max ${ms(sorted.at(-1))}`);
  console.log(`  frames over 16.7 / 33 ms  ${result.frames.filter((f) => f > 16.7).length} / ${result.frames.filter((f) => f > 33.4).length} of ${result.frames.length}`);
  console.log(`  main thread per frame     script ${ms(work.ScriptDuration)}, layout ${ms(work.LayoutDuration)}, all tasks ${ms(work.TaskDuration)}`);
  await page.close();
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))];
const ms = (n) => `${n.toFixed(1)} ms`;

async function run(browser, { name, width, height, cpu }) {
  const context = await browser.newContext({ viewport: { width, height }, locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  let answerBytes = 0;
  let answerMs = 0;
  page.on('requestfinished', async (req) => {
    if (!req.url().includes('FlightCatalog/Available')) return;
    answerBytes = (await (await req.response())?.body())?.length ?? 0;
    answerMs = req.timing().responseEnd;
  });
  const started = Date.now();
  await page.goto(`http://127.0.0.1:${PORT}${searchPath}`);
  await page.waitForSelector('[data-testid=results-list] [role=listitem]', { timeout: 120_000 });
  const firstResultsMs = Date.now() - started;
  await page.evaluate(() => document.fonts.ready);

  // A sort change over the whole list: click to the next painted frame.
  const sortMs = await page.evaluate(async () => {
    const radio = [...document.querySelectorAll('input[type=radio]')].find((r) => r.closest('label, div')?.textContent?.includes('زودترین'));
    const select = document.querySelector('select');
    const t0 = performance.now();
    if (radio && radio.offsetParent !== null) radio.click();
    else if (select) {
      select.value = [...select.options].find((o) => o.textContent.includes('زودترین'))?.value ?? select.value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return performance.now() - t0;
  });

  await cdp.send('Performance.enable');
  const before = await mainThreadTotals(cdp);
  const result = await page.evaluate(scrollWholeList, [STEP_PX, true]);
  const work = perFrame(before, await mainThreadTotals(cdp), result.frames.length);
  const sorted = [...result.frames].sort((a, b) => a - b);
  const over = (limit) => result.frames.filter((f) => f > limit).length;
  const longTotal = result.longTasks.reduce((a, b) => a + b, 0);
  console.log(`\n${name} (${width}×${height}${cpu > 1 ? `, CPU ×${cpu}` : ''})`);
  console.log(`  proposals in the list     ${result.rowCount} (Available answer ${(answerBytes / 1024).toFixed(0)} kB in ${answerMs.toFixed(0)} ms)`);
  console.log(`  first results on screen   ${firstResultsMs} ms after navigation`);
  console.log(`  sort change (2 frames)    ${ms(sortMs)}`);
  console.log(`  scrolled                  ${result.scrollHeight} px in ${result.frames.length} frames of ${STEP_PX} px`);
  console.log(`  frame time                median ${ms(pct(sorted, 0.5))}, p95 ${ms(pct(sorted, 0.95))}, p99 ${ms(pct(sorted, 0.99))}, max ${ms(sorted.at(-1))}`);
  console.log(`  frames over 16.7 / 33 ms  ${over(16.7)} / ${over(33.4)} of ${result.frames.length}`);
  console.log(`  main thread per frame     script ${ms(work.ScriptDuration)}, layout ${ms(work.LayoutDuration)}, style ${ms(work.RecalcStyleDuration)}, all tasks ${ms(work.TaskDuration)}`);
  console.log(`  long tasks (>50 ms)       ${result.longTasks.length}, ${ms(longTotal)} in all, longest ${ms(Math.max(0, ...result.longTasks))}`);
  console.log(`  frames with a blank gap   ${result.blankFrames}`);
  console.log(`  rows in the DOM           at most ${result.maxRows}; ${result.domNodes} elements on the page at the end`);
  await context.close();
  return { name, ...result, sorted, firstResultsMs, sortMs };
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  console.log(`results list: ${searchPath}`);
  const desktop = await run(browser, { name: 'desktop', width: 1280, height: 800, cpu: 1 });
  await control(browser, desktop.scrollHeight);
  const phoneCpu = Number(process.env.BENCH_PHONE_CPU ?? 1);
  await run(browser, { name: 'phone', width: 375, height: 812, cpu: phoneCpu });
} finally {
  await browser.close();
  process.kill(-server.pid, 'SIGTERM');
}
