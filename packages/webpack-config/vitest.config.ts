import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@tire/webpack-config',
    environment: 'node',
    include: ['test/**/*.test.ts'],
  },
});
