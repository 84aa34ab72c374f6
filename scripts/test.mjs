#!/usr/bin/env node
// `npm test`: typecheck, lint, unit (domain also under other time zones), build + size budget,
// Storybook test-runner (render, play, axe, screenshots) and Playwright e2e, all in the system
// Chromium. Runs every step even after a failure, prints a summary, exits non-zero if any failed.
// `node scripts/test.mjs storybook|e2e|unit|cluster [--update-snapshots] [pattern…]` runs one group (with
// patterns, only the story files or e2e specs whose paths match them).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';

const args = process.argv.slice(2);
const [only, ...patterns] = args.filter((a) => !a.startsWith('-'));
const updateSnapshots = args.includes('--update-snapshots') || args.includes('-u');
const results = [];
const started = Date.now();
mkdirSync('test-results', { recursive: true });

function run(cmd, cmdArgs, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** A step that runs tests: passed/failed come from the runner's JSON report. */
async function testStep(name, cmd, cmdArgs, report, count, env) {
  rmSync(report, { force: true });
  const t0 = Date.now();
  const code = await run(cmd, cmdArgs, env);
  const json = readJson(report);
  const { failedTitles = [], ...counted } = json ? count(json) : { passed: 0, failed: 0 };
  // A runner that crashed before reporting still fails the step.
  if (code !== 0 && counted.failed === 0) counted.failed = 1;
  results.push({ name, ...counted, failedTitles, ok: code === 0, seconds: (Date.now() - t0) / 1000 });
}

/** A check that is not a test suite (typecheck, lint, budget): one pass or one fail. */
async function checkStep(name, cmd, cmdArgs, env) {
  results.push(await check(name, cmd, cmdArgs, env));
}

async function check(name, cmd, cmdArgs, env) {
  const t0 = Date.now();
  const code = await run(cmd, cmdArgs, env);
  return { name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, ok: code === 0, seconds: (Date.now() - t0) / 1000 };
}

// The summary names what failed: CI keeps only the end of the log.
const jestCounts = (j) => ({
  passed: j.numPassedTests ?? 0,
  failed: (j.numFailedTests ?? 0) + (j.numRuntimeErrorTestSuites ?? 0),
  failedTitles: (j.testResults ?? []).flatMap((file) => {
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed').map((a) => `${file.name}: ${a.fullName}`);
    return failed.length || file.status !== 'failed' ? failed : [`${file.name}: ${String(file.message).split('\n')[0]}`];
  }),
});
const playwrightCounts = (j) => ({
  passed: (j.stats?.expected ?? 0) + (j.stats?.flaky ?? 0),
  failed: j.stats?.unexpected ?? 0,
  failedTitles: failedSpecs(j.suites ?? []),
});
function failedSpecs(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).filter((spec) => !spec.ok).map((spec) => `${spec.file}: ${spec.title} (${firstError(spec)})`),
    ...failedSpecs(suite.suites ?? []),
  ]);
}
/** Terminal colour codes, which the runners leave in their messages. */
const COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
function firstError(spec) {
  const result = spec.tests?.flatMap((t) => t.results ?? []).find((r) => r.error);
  return (result?.error?.message ?? 'no message').replace(COLOURS, '').split('\n')[0].slice(0, 200);
}

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

async function unit() {
  await testStep('unit (vitest)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/unit.json'],
    'test-results/unit.json', jestCounts, { TZ: 'Asia/Tehran' });
  for (const tz of ['UTC', 'America/Los_Angeles']) {
    const report = `test-results/domain-${tz.replace('/', '-')}.json`;
    await testStep(`domain under TZ=${tz}`, 'npx', ['vitest', 'run', '--project', 'domain', '--reporter=dot', '--reporter=json', `--outputFile.json=${report}`],
      report, jestCounts, { TZ: tz });
  }
}

async function storybook() {
  // STORYBOOK_DIR lets two people build and test Storybook at once on one machine.
  const outDir = process.env.STORYBOOK_DIR || 'storybook-static';
  await checkStep('storybook build', 'npx', ['storybook', 'build', '--quiet', '-o', outDir]);
  if (!existsSync(`${outDir}/index.html`)) return;
  const port = await freePort();
  const server = spawn('npx', ['http-server', outDir, '-p', String(port), '-a', '127.0.0.1', '-s', '-c-1'], { stdio: 'ignore', detached: true });
  try {
    await waitFor(`http://127.0.0.1:${port}/index.json`);
    const report = `test-results/storybook-${outDir.replace(/\W+/g, '_')}.json`;
    rmSync('tests/visual/__received__', { recursive: true, force: true });
    const runnerArgs = ['test-storybook', '--url', `http://127.0.0.1:${port}`, '--maxWorkers=2'];
    if (process.env.CI) runnerArgs.push('--ci');
    if (updateSnapshots) runnerArgs.push('-u');
    // --outputFile takes its path as the next word; the patterns go after the pair.
    runnerArgs.push('--json', '--outputFile', report, ...patterns);
    await testStep('storybook (render, play, axe, screenshots)', 'npx', runnerArgs, report, jestCounts);
    // Screenshots that differ from their baselines, side by side for a person (scripts/visual-report.mjs).
    if (existsSync('tests/visual/__received__')) spawnSync('node', ['scripts/visual-report.mjs'], { stdio: 'inherit' });
    // The docs pages (guides, Tokens, each component's page), which the runner does not open.
    if (patterns.length === 0) {
      const docsReport = `test-results/docs-pages-${outDir.replace(/\W+/g, '_')}.json`;
      await testStep('storybook docs pages (render, axe)', 'node', ['scripts/test-docs-pages.mjs', `http://127.0.0.1:${port}`, docsReport], docsReport, (j) => j);
    }
  } finally {
    process.kill(-server.pid, 'SIGTERM');
  }
}

async function e2e() {
  await checkStep('app build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
  await checkStep('server renderer build', 'npm', ['run', '--silent', 'build:ssr']);
  await checkStep('initial JS budget (npm run size)', 'node', ['scripts/size.mjs', '--no-build']);
  await testStep('e2e (playwright)', 'npx', ['playwright', 'test', ...patterns], 'test-results/e2e.json', playwrightCounts);
}

/** nginx in front of three server processes on PostgreSQL, Redis and S3 (skipped, saying why, where one is missing). */
async function cluster() {
  await testStep('cluster (nginx, 3 processes, PostgreSQL, Redis, S3)', 'npx', ['tsx', 'scripts/test-cluster.ts'], 'test-results/cluster.json', (j) => j);
}

async function waitFor(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

try {
  if (!only || only === 'storybook' || only === 'e2e') ensureChromium();
} catch (error) {
  console.error(`\n${error.message}`);
  process.exit(1);
}

if (!only) {
  // Side by side: each of the three is one process on one core (measured: 93 s one after another).
  results.push(...await Promise.all([
    check('typecheck (tsc --noEmit)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']),
    check('lint (eslint, import zones)', 'npx', ['eslint', '--max-warnings=0', '.']),
    check('style lint (stylelint: colours from the theme)', 'npx', ['stylelint', '--max-warnings=0', 'src/**/*.css']),
  ]));
}
if (!only || only === 'unit') await unit();
if (!only || only === 'storybook') await storybook();
if (!only || only === 'e2e') await e2e();
if (!only || only === 'cluster') await cluster();

console.log('\nSummary');
for (const r of results) {
  console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name}: ${r.passed} passed, ${r.failed} failed (${r.seconds.toFixed(1)} s)`);
  for (const title of (r.failedTitles ?? []).slice(0, 10)) console.log(`         ✗ ${title}`);
}
if (existsSync('tests/visual/report/index.html')) {
  console.log(`  visual report of the changed screenshots: ${path.resolve('tests/visual/report/index.html')} (accept: npm run visual:accept)`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const allOk = results.length > 0 && results.every((r) => r.ok);
console.log(`  total time ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`tests: ${passed} passed, ${allOk ? 0 : Math.max(failed, 1)} failed`);
process.exit(allOk ? 0 : 1);
