import { defineConfig } from 'vitest/config';

/** Unit and integration tests of every workspace; browser tests live in e2e/ and run separately. */
export default defineConfig({
  test: {
    projects: ['packages/*', 'services/*', 'bff', 'shell', 'mfe-*', 'scripts'],
  },
});
