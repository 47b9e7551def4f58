import { defineConfig } from 'vitest/config';

/** The platform scripts' own tests (the supervisor of `npm start`). */
export default defineConfig({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
