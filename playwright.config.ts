import { defineConfig } from '@playwright/test';
// @ts-expect-error plain ESM helper shared with the test script
import { chromiumPath, CHROMIUM_ARGS } from './scripts/lib/chromium.mjs';

// global-setup starts the real server on a free port with a throwaway DATA_DIR and sets E2E_BASE_URL.
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // Two workers share two cores with the server: a results page can take several seconds to hydrate,
  // and a journey through four pages that takes 11 s on a quiet machine passed 30 s in a loaded CI run.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
});
