import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'bff',
    environment: 'node',
    // The rate-limit test shares Redis db 1 with other suites; keys carry a per-run prefix.
    env: { NODE_ENV: 'test', LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
    testTimeout: 15_000,
  },
});
