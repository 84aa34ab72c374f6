#!/usr/bin/env node
// Opens every docs page of a built Storybook (the MDX guides, Tokens, each component's page) as a
// designer would, and fails a page on a rendering error, an uncaught error, or an axe violation in
// the page's content (issue 31: the stories were tested, the docs pages never were).
// It also holds the catalogue to reading in Persian: every paragraph of prose, a component's
// description, each story's and each prop's are Persian; and a phone or tablet story is framed at its
// device's width.
// Usage: node scripts/test-docs-pages.mjs <storybook-url> <report.json> [title part…]
// The report is { passed, failed, failedTitles } for scripts/test.mjs's summary.
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumPath, CHROMIUM_ARGS } from './lib/chromium.mjs';

const [base, report, ...only] = process.argv.slice(2);
if (!base || !report) {
  console.error('usage: node scripts/test-docs-pages.mjs <storybook-url> <report.json>');
  process.exit(2);
}
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const PARALLEL = 2;

const index = await (await fetch(`${base}/index.json`)).json();
const pages = Object.values(index.entries).filter((entry) => entry.type === 'docs'
  && (only.length === 0 || only.some((part) => entry.title.includes(part))));

/** What on a rendered docs page is not in Persian, or does not fit the viewport it claims. */
function readingProblems() {
  const content = document.querySelector('#storybook-docs .sbdocs-content');
  const persian = (text) => {
    const fa = (text.match(/[\u0600-\u06FF]/g) ?? []).length;
    const latin = (text.match(/[A-Za-z]/g) ?? []).length;
    return fa > 0 && fa >= latin;
  };
  const short = (text) => text.trim().replace(/\s+/g, ' ').slice(0, 60);
  const out = [];
  // Prose: the page's paragraphs and list items; not stories, tables, the pages' own widgets (Mantine's
  // Text), nor code inside a sentence (a path or a prop name is Latin by right).
  for (const el of content.querySelectorAll('p, li')) {
    if (el.closest('.docs-story, pre, table, .docblock-source, [data-viewport-frame], .mantine-Text-root')) continue;
    if (el.querySelector('p')) continue;
    const prose = el.cloneNode(true);
    for (const code of prose.querySelectorAll('code')) code.remove();
    const text = prose.textContent ?? '';
    if (text.trim() && !persian(text)) out.push(`not Persian: «${short(text)}»`);
  }
  if (document.querySelector('#storybook-docs h2#stories') || content.querySelector('.docblock-argstable')) {
    // A component's page: its description, each story's (what the state means), each prop's.
    const description = content.querySelector('h1.sbdocs-title + p');
    if (!description) out.push('component has no description');
    for (const anchor of content.querySelectorAll(':scope > .sb-anchor[id^="anchor--"]:not([id^="anchor--primary--"])')) {
      if (!anchor.querySelector(':scope > p')) out.push(`story without a description: ${anchor.querySelector('h3')?.textContent}`);
    }
    for (const row of content.querySelectorAll('.docblock-argstable tbody tr')) {
      const cells = row.querySelectorAll(':scope > td');
      if (cells.length < 3) continue; // a section's heading row
      const said = cells[1].querySelector(':scope > div:first-child')?.textContent ?? '';
      if (!persian(said)) out.push(`prop ${cells[0].textContent.replace('*', '')} has no Persian description`);
    }
  }
  for (const holder of content.querySelectorAll('[data-viewport-frame]')) {
    const frame = holder.querySelector('iframe');
    const claimed = Number(frame.getAttribute('width'));
    // The frame's width is checked here; what it draws is the story's own test, at the same width
    // (the test-runner fails a story wider than its viewport). Frames load lazily, as a designer scrolls.
    if (frame.clientWidth !== claimed) out.push(`${frame.title}: framed ${frame.clientWidth} px wide, not ${claimed}`);
    const doc = frame.contentDocument?.documentElement;
    if (doc?.querySelector('#storybook-root > *') && doc.scrollWidth > doc.clientWidth) {
      out.push(`${frame.title}: ${doc.scrollWidth} px wide in a ${doc.clientWidth} px viewport`);
    }
  }
  return out;
}

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
      // A page with framed phone stories loads the preview once per frame: slow on a loaded machine.
      await page.waitForLoadState('networkidle', { timeout: 90_000 });
      await page.evaluate(() => document.fonts.ready);
      // Stories settle (measure, lay out their fonts) a moment after the page is idle.
      await page.waitForTimeout(300);
      problems.push(...await page.evaluate(readingProblems));
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
    let problems = await check(context, entry);
    // A page that did not finish loading in time is opened once more (a machine under load); one that
    // rendered and broke a rule is not.
    if (problems.some((p) => p.startsWith('did not finish') || p.includes('Story Store'))) problems = await check(context, entry);
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
