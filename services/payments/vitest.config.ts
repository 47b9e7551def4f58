import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'payments',
    environment: 'node',
    env: { NODE_ENV: 'test' },
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Every file uses the one test database and empties it between tests.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
