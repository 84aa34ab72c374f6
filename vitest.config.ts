import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three projects: pure logic and the server run in Node; components and stores in jsdom.
export default defineConfig({
  plugins: [react()],
  test: {
    // Two workers on these two-core machines: vitest's default (cores - 1) left one core idle
    // while the server suites wait on PGlite and PostgreSQL (measured: 35 s → 28 s on six suites).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'domain', environment: 'node', include: ['tests/unit/{domain,contract,lint}/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/unit/server/**/*.test.ts'],
          globalSetup: ['tests/unit/server/pglite-snapshot.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Every test signs in from 127.0.0.1: the per-address cap on sign-in codes is raised, as
          // in the e2e server (tests/e2e/global-setup.ts); the cap's own test sets its limit.
          env: { OTP_ADDRESS_LIMIT: '100000' },
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/unit/{app,api,design-system,screens,stores}/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup-dom.ts'],
          // The files share a worker's modules (the design system, the stores): importing them for every
          // file was three quarters of this project's time (217 s → 45 s). Each file still starts on a
          // fresh page (setup-dom.ts resets it after each file).
          isolate: false,
          // Three failed at 5 s in a CI run with the machine loaded (each takes under 1 s alone).
          testTimeout: 20_000,
          css: { modules: { classNameStrategy: 'non-scoped' } },
        },
      },
    ],
  },
});
