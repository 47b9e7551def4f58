import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mfe-admin',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
  },
});
