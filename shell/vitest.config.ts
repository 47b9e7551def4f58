import { domProject } from '../vitest.dom';

/** Files that replace a module with vi.mock: each in a fresh worker (vitest.isolated.config.ts). */
export const MOCKING_FILES = ['test/lazy-chunk-retry.test.tsx'];

export default domProject('shell', { include: ['test/**/*.test.{ts,tsx}'], exclude: MOCKING_FILES, setupFiles: ['test/setup.ts'] });
