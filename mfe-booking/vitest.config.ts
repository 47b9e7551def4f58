import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mfe-booking',
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    testTimeout: 15_000,
  },
});
