import { defineConfig } from 'vitest/config';

/** Browser tests: one platform for the whole run (global setup), files one after another. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: __dirname,
    include: ['tests/**/*.e2e.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    reporters: ['default'],
  },
});
