import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@tire/reservations',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Every file uses the one test database and empties it between tests.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
