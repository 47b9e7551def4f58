import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@tire/calendar',
    environment: 'node',
    include: ['test/**/*.test.ts'],
  },
});
