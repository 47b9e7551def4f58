import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'notifications',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    env: { NODE_ENV: 'test' },
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
