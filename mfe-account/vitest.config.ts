import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mfe-account',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
  },
});
