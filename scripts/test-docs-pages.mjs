#!/usr/bin/env node
// Opens every docs page of a built Storybook (the MDX guides, Tokens, each component's page) as a
// designer would, and fails a page on a rendering error, an uncaught error, or an axe violation in
// the page's content (issue 31: the stories were tested, the docs pages never were).
// Usage: node scripts/test-docs-pages.mjs <storybook-url> <report.json>
// The report is { passed, failed, failedTitles } for scripts/test.mjs's summary.
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumPath, CHROMIUM_ARGS } from './lib/chromium.mjs';

const [base, report] = process.argv.slice(2);
if (!base || !report) {
  console.error('usage: node scripts/test-docs-pages.mjs <storybook-url> <report.json>');
  process.exit(2);
}
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const PARALLEL = 2;

const index = await (await fetch(`${base}/index.json`)).json();
const pages = Object.values(index.entries).filter((entry) => entry.type === 'docs');

/** One docs page: what went wrong on it, or nothing. */
async function check(context, entry) {
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`error: ${error.message.split('\n')[0]}`));
  page.on('console', (message) => {
    // A failed request is reported below with its address.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(`console: ${message.text().split('\n')[0].slice(0, 200)}`);
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) problems.push(`${response.status()}: ${response.url()}`);
  });
  try {
    await page.goto(`${base}/iframe.html?viewMode=docs&id=${entry.id}`, { waitUntil: 'load' });
    // Rendered: its content is in, or Storybook shows the error it caught.
    await page.waitForFunction(() => document.querySelector('#storybook-docs .sbdocs-content')
      || document.body.classList.contains('sb-show-errordisplay'), undefined, { timeout: 30_000 });
    if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))) {
      const shown = await page.locator('#error-message').innerText().catch(() => '');
      problems.push(`did not render: ${shown.split('\n')[0] || 'Storybook shows an error'}`);
    } else {
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      // Stories settle (measure, lay out their fonts) a moment after the page is idle.
      await page.waitForTimeout(300);
      await page.addScriptTag({ path: AXE });
      const violations = await page.evaluate(async () => {
        // WCAG A and AA; not axe's best practices on landmarks and heading order, which a page
        // showing the same component several times (its stories) breaks by design. Storybook's own
        // props table and controls are Storybook's markup and colours, not the catalogue's.
        const result = await window.axe.run(
          { include: ['#storybook-docs .sbdocs-content'], exclude: ['#storybook-docs .docblock-argstable'] },
          // Target size is checked per story, where each stands alone; here stories sit side by side and
          // axe measured one story's buttons against the next one's (a different page failed each run).
          {
            resultTypes: ['violations'],
            runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
            rules: { 'target-size': { enabled: false } },
          },
        );
        return result.violations.map((v) => `${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(' ')}`);
      });
      for (const v of violations) problems.push(`axe: ${v}`);
    }
  } catch (error) {
    problems.push(`did not finish: ${String(error.message).split('\n')[0]}`);
  } finally {
    await page.close();
  }
  return problems;
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fa-IR' });
const failedTitles = [];
let passed = 0;
const queue = [...pages];
await Promise.all(Array.from({ length: PARALLEL }, async () => {
  for (let entry = queue.shift(); entry; entry = queue.shift()) {
    const problems = await check(context, entry);
    const title = `${entry.title} › ${entry.name}`;
    if (problems.length === 0) {
      passed++;
      console.log(`  ok    ${title}`);
    } else {
      failedTitles.push(`${title}: ${problems[0]}`);
      console.log(`  FAIL  ${title}\n        ${problems.join('\n        ')}`);
    }
  }
}));
await browser.close();
console.log(`docs pages: ${passed} passed, ${failedTitles.length} failed of ${pages.length}`);
writeFileSync(report, JSON.stringify({ passed, failed: failedTitles.length, failedTitles }));
process.exit(failedTitles.length ? 1 : 0);
