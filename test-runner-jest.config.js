import { getJestConfig } from '@storybook/test-runner';

// The system Chromium (no browser download on these machines); CHROME_PATH overrides.
const base = getJestConfig();

export default {
  ...base,
  testEnvironmentOptions: {
    ...base.testEnvironmentOptions,
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
        headless: true,
        args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--font-render-hinting=none'],
      },
    },
  },
};
