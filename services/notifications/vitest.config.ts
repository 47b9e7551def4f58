import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'notifications',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The contact tests' database, created and migrated once.
    globalSetup: ['test/support/global-setup.ts'],
    env: { NODE_ENV: 'test' },
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
