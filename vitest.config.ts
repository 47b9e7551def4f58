import { defineConfig } from 'vitest/config';
import { ONE_DATABASE_SERVICES } from './vitest.node';

/**
 * The services whose test files share one test database and run one file at a time
 * (vitest.node.ts, `ONE_DATABASE_SERVICES`). `npm test` runs them in a vitest of their own
 * (TIRE_TEST_PART=one-database) beside one for the rest (TIRE_TEST_PART=rest); plain
 * `npx vitest run` runs both, one group after the other.
 */
const ONE_DATABASE = ONE_DATABASE_SERVICES.map((service) => `services/${service}`);
const EVERY_PROJECT = ['packages/*', 'services/*', 'bff', 'shell', 'mfe-*', 'scripts', 'shell/vitest.isolated.config.ts', 'mfe-shop/vitest.isolated.config.ts'];
const PROJECTS_OF_PART: Record<string, string[]> = {
  'one-database': ONE_DATABASE,
  rest: [...EVERY_PROJECT, ...ONE_DATABASE.map((folder) => `!${folder}`)],
};

/** Unit and integration tests of every workspace; browser tests live in e2e/ and run separately. */
export default defineConfig({
  test: {
    // vitest's default on two cores is one worker: most test files wait on PostgreSQL, Redis,
    // child processes and timers, so two keep the cores busier without starving the timing tests.
    maxWorkers: 2,
    projects: PROJECTS_OF_PART[process.env.TIRE_TEST_PART ?? ''] ?? EVERY_PROJECT,
  },
});
