import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mfe-account',
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['test/**/*.test.{ts,tsx}'],
    testTimeout: 15_000,
  },
});
