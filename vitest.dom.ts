import path from 'node:path';
import { defineProject } from 'vitest/config';

/**
 * The one configuration of the frontends' component tests (jsdom). Generous time limits: these
 * tests wait for what a user would see, and CI machines with two cores can be slow.
 */
export function domProject(name: string, options: { include?: string[]; setupFiles?: string[] } = {}) {
  return defineProject({
    // react-router-dom 7 is react-router re-exported: one module, so the test kit's router
    // (@tire/mocks/testing) and the pages' hooks share one context whichever name they import.
    resolve: { alias: [{ find: /^react-router-dom$/, replacement: 'react-router' }] },
    test: {
      name,
      environment: 'jsdom',
      include: options.include ?? ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      setupFiles: [path.join(__dirname, 'test-setup-dom.ts'), ...(options.setupFiles ?? [])],
      testTimeout: 20_000,
      restoreMocks: true,
    },
  });
}
