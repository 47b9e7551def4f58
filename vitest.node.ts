import { defineProject } from 'vitest/config';

/**
 * The one configuration of the Node workspaces' tests (services, BFF, packages, scripts).
 *
 * Files share their worker's module cache (`isolate: false`): importing express, Prisma, pino and
 * the contracts afresh for every file cost the suite more CPU than the tests themselves. A test
 * file therefore leaves no module state behind: servers, clients and timers are closed in its
 * afterAll, and settings are passed to factories instead of read once at import.
 */
export function nodeProject(
  name: string,
  options: {
    /** A service's test database, created and migrated once per run. */
    globalSetup?: string[];
    /**
     * Files that use the one test database (and empty it between tests) run one at a time: in
     * a group of their own after the others (`groupOrder`), as vitest runs a group's projects
     * with one number of workers. `npm test` runs that group in a second vitest process beside
     * the first (scripts/test.mjs).
     */
    oneDatabase?: boolean;
    env?: Record<string, string>;
    testTimeout?: number;
  } = {},
) {
  return defineProject({
    test: {
      name,
      environment: 'node',
      include: ['test/**/*.test.ts'],
      env: options.env,
      globalSetup: options.globalSetup,
      fileParallelism: !options.oneDatabase,
      sequence: { groupOrder: options.oneDatabase ? 1 : 0 },
      isolate: false,
      testTimeout: options.testTimeout ?? 30_000,
      hookTimeout: 60_000,
    },
  });
}

/**
 * The services (folders under services/) whose test files share one test database: the one list
 * both this file and the root vitest.config.ts (which runs them in a process of their own) read.
 */
export const ONE_DATABASE_SERVICES = ['reservations', 'catalogue', 'payments', 'accounts'];

/** A service's tests: its own test database, quiet logs unless LOG_LEVEL says otherwise. */
export const serviceProject = (folder: string, name = folder) =>
  nodeProject(name, {
    globalSetup: ['test/support/global-setup.ts'],
    oneDatabase: ONE_DATABASE_SERVICES.includes(folder),
    env: { NODE_ENV: 'test', LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
  });
