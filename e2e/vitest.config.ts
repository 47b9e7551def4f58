import { defineConfig } from 'vitest/config';

/**
 * Files that take something away from the one platform every browser test uses: Redis stopped,
 * the booking remote's live version changed, every /api call hammered with hostile input. They run
 * one at a time after the others; the others share the platform two files at a time (most of a
 * browser test is waiting on the platform and the browser, not the CPU).
 */
const ALONE = ['tests/redis-outage.e2e.test.ts', 'tests/remote-deployment.e2e.test.ts', 'tests/hostile-input.e2e.test.ts'];

/** Browser tests: one platform for the whole run (global setup, started once for both groups). */
const common = {
  root: __dirname,
  globalSetup: ['./support/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 180_000,
  // Files share their worker's module cache: playwright-core, pg, axe and the platform's scripts
  // are imported once per worker instead of once per file, and so is Chromium (support/browser.ts;
  // each file opens its own contexts). The other state support modules keep is the audit's admin
  // session (route-audit.ts), reused on purpose.
  isolate: false,
};

export default defineConfig({
  test: {
    reporters: ['default'],
    projects: [
      {
        test: {
          ...common,
          name: 'e2e',
          include: ['tests/**/*.e2e.test.ts'],
          exclude: ALONE,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...common,
          name: 'e2e-alone',
          include: ALONE,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
