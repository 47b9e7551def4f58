import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take something away from the one platform every browser test uses: Redis stopped,
 * the booking remote's live version changed, every /api call hammered with hostile input. They run
 * one at a time after the others; the others share the platform two files at a time (most of a
 * browser test is waiting on the platform and the browser, not the CPU).
 */
const ALONE = ['tests/redis-outage.e2e.test.ts', 'tests/remote-deployment.e2e.test.ts', 'tests/hostile-input.e2e.test.ts'];

/**
 * The route audits (one test each, 30 to 60 s: some 23 pages, each with axe) start first. Without
 * timings of an earlier run (a clean clone has none) vitest starts the largest files first, and
 * these files of a few lines came last: the final one ran with the other worker idle.
 */
const LONG_FIRST = /\/every-route-[^/]+\.e2e\.test\.ts$/;
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const long = (file: TestSpecification) => LONG_FIRST.test(file.moduleId);
    return [...sorted.filter(long), ...sorted.filter((file) => !long(file))];
  }
}

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
    sequence: { sequencer: LongFilesFirst },
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
