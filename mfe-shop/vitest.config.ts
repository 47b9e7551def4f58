import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mfe-shop',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
  },
});
