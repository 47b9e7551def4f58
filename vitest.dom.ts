import path from 'node:path';
import { configDefaults, defineProject } from 'vitest/config';

/**
 * The one configuration of the frontends' component tests (happy-dom). Generous time limits:
 * these tests wait for what a user would see, and CI machines with two cores can be slow.
 *
 * happy-dom rather than jsdom: the same 322 tests take about a sixth less CPU (134 against 158
 * CPU-s, all DOM projects, this 2-core machine). Three files keep jsdom (`@vitest-environment`
 * at their top): two whose forms' selects happy-dom shows differently from jsdom and Chromium, and
 * the axe check, whose structural rules were verified in jsdom.
 *
 * Files share their worker's DOM and module cache (`isolate: false`): a fresh environment and
 * a fresh import of React, the router and the mock server for every file cost more CPU than the
 * tests themselves. Each test renders into a cleaned document (testing-library's cleanup), and
 * `restoreMocks` undoes spies. A file that replaces a module with `vi.mock` needs a fresh
 * import of it: such files go in `isolated`, their own project with a worker each.
 */
export function domProject(name: string, options: { include?: string[]; exclude?: string[]; setupFiles?: string[]; isolate?: boolean } = {}) {
  return defineProject({
    // react-router-dom 7 is react-router re-exported: one module, so the test kit's router
    // (@tire/mocks/testing) and the pages' hooks share one context whichever name they import.
    resolve: { alias: [{ find: /^react-router-dom$/, replacement: 'react-router' }] },
    test: {
      name,
      environment: 'happy-dom',
      include: options.include ?? ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      exclude: [...configDefaults.exclude, ...(options.exclude ?? [])],
      isolate: options.isolate ?? false,
      setupFiles: [path.join(__dirname, 'test-setup-dom.ts'), ...(options.setupFiles ?? [])],
      testTimeout: 20_000,
      restoreMocks: true,
    },
  });
}
