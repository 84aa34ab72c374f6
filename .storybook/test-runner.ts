import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext, waitForPageReady } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import { DEFAULT_VIEWPORT, VIEWPORTS, type ViewportName } from './viewports.ts';

const snapshotsDir = path.resolve('tests/visual/__image_snapshots__');
const diffDir = path.resolve('tests/visual/__diff_output__');
/** A story's new screenshot when it differs from its baseline (or has none): the visual report's input. */
const receivedDir = path.resolve('tests/visual/__received__');

/** Per story: render, play, axe with zero violations, then a screenshot against its committed baseline. */
const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page, context) {
    const story = await getStoryContext(page, context);
    // Story-level globals arrive as storyGlobals; project-level ones as globals.
    type ViewportGlobals = { viewport?: { value?: string } } | undefined;
    const globals = ((story as { storyGlobals?: ViewportGlobals }).storyGlobals?.viewport
      ? (story as { storyGlobals?: ViewportGlobals }).storyGlobals
      : story.globals) as ViewportGlobals;
    const name = (story.parameters.viewport?.defaultViewport ?? globals?.viewport?.value ?? DEFAULT_VIEWPORT) as ViewportName;
    const size = VIEWPORTS[name] ?? VIEWPORTS[DEFAULT_VIEWPORT];
    await page.setViewportSize({ width: parseInt(size.styles.width, 10), height: parseInt(size.styles.height, 10) });
    await injectAxe(page);
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    await waitForPageReady(page);
    // Load every face (Arabic, Latin and Latin-ext subsets), not only those already asked for,
    // so a screenshot never catches a fallback font under load.
    await page.evaluate(async () => {
      await Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined)));
      await document.fonts.ready;
    });

    // The canvas fits the viewport the story claims: nothing makes a phone scroll sideways.
    const overflow = await page.evaluate(() => ({ wide: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    if (overflow.wide > overflow.viewport) throw new Error(`the story is ${overflow.wide} px wide in a ${overflow.viewport} px viewport`);

    if (!story.parameters.a11y?.disable) {
      await checkA11y(page, '#storybook-root', {
        detailedReport: true,
        detailedReportOptions: { html: true },
        axeOptions: story.parameters.a11y?.options,
      });
    }

    const fullscreen = story.parameters.layout === 'fullscreen';
    const target = fullscreen ? page : page.locator('#storybook-root');
    const image = await target.screenshot({ animations: 'disabled', caret: 'hide' });
    // The baseline's very bytes are its picture: nothing to decode and compare (most stories, most runs).
    const baseline = path.join(snapshotsDir, `${context.id}.png`);
    if (existsSync(baseline) && readFileSync(baseline).equals(image)) return;
    try {
      expect(image).toMatchImageSnapshot({
        // In this process: the default spawns a Node process for every comparison.
        runInProcess: true,
        customSnapshotsDir: snapshotsDir,
        customDiffDir: diffDir,
        customSnapshotIdentifier: context.id,
        failureThreshold: 0.001,
        failureThresholdType: 'percent',
      });
    } catch (mismatch) {
      // Kept for scripts/visual-report.mjs, which shows it beside its baseline for a person to review.
      mkdirSync(receivedDir, { recursive: true });
      writeFileSync(path.join(receivedDir, `${context.id}.png`), image);
      throw mismatch;
    }
  },
};

export default config;
