#!/usr/bin/env node
// The visual review (issue 31). After the story tests, every story whose screenshot differs from its
// committed baseline (or has none yet) left its new screenshot in tests/visual/__received__; this
// builds one HTML report of them with reg-cli (reg-viz's reporter): baseline, new and difference side
// by side, a slider and a blink view per story. The report folder holds its images, so it can be
// opened where it lies or kept whole by CI.
//   node scripts/visual-report.mjs           build the report (nothing to show: removes the old one)
//   node scripts/visual-report.mjs --accept  the reviewed screenshots become the baselines
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const RECEIVED = 'tests/visual/__received__';
const BASELINES = 'tests/visual/__image_snapshots__';
const REPORT = 'tests/visual/report';

const received = existsSync(RECEIVED) ? readdirSync(RECEIVED).filter((name) => name.endsWith('.png')) : [];

if (process.argv.includes('--accept')) {
  for (const name of received) copyFileSync(path.join(RECEIVED, name), path.join(BASELINES, name));
  rmSync(RECEIVED, { recursive: true, force: true });
  rmSync(REPORT, { recursive: true, force: true });
  console.log(received.length
    ? `${received.length} new baseline(s) in ${BASELINES}:\n  ${received.join('\n  ')}\nReview them in git diff and commit them.`
    : 'Nothing to accept: no story differed from its baseline in the last run.');
  process.exit(0);
}

rmSync(REPORT, { recursive: true, force: true });
if (received.length === 0) {
  console.log('visual report: every screenshot matches its baseline.');
  process.exit(0);
}
for (const dir of ['actual', 'expected', 'diff']) mkdirSync(path.join(REPORT, dir), { recursive: true });
for (const name of received) {
  copyFileSync(path.join(RECEIVED, name), path.join(REPORT, 'actual', name));
  if (existsSync(path.join(BASELINES, name))) copyFileSync(path.join(BASELINES, name), path.join(REPORT, 'expected', name));
}
// Paths relative to the report, so its images travel with it. Any pixel counts here: the story test
// already decided these differ beyond its tolerance.
const run = spawnSync('npx', ['reg-cli', 'actual', 'expected', 'diff', '-R', 'index.html', '-J', 'reg.json', '-I', '-M', '0', '-C', '2'],
  { cwd: REPORT, stdio: ['ignore', 'ignore', 'inherit'] });
if (run.status !== 0) {
  console.error(`visual report: reg-cli failed (exit ${run.status})`);
  process.exit(1);
}
const result = JSON.parse(readFileSync(path.join(REPORT, 'reg.json'), 'utf8'));
const listed = (label, items) => (items.length ? [`  ${label}: ${items.length}`, ...items.map((item) => `    ${item}`)] : []);
console.log([
  `visual report: ${path.resolve(REPORT, 'index.html')}`,
  ...listed('changed', result.failedItems ?? []),
  ...listed('new (no baseline yet)', result.newItems ?? []),
  ...listed('same to reg-cli (under one pixel of difference)', result.passedItems ?? []),
  '  Review it; to take these screenshots as the new baselines: npm run visual:accept',
].join('\n'));
