import { domProject } from '../vitest.dom';

/** Files that replace a module with vi.mock: each in a fresh worker (vitest.isolated.config.ts). */
export const MOCKING_FILES = ['test/tire-shop-page.test.tsx', 'test/stripe-card-form.test.tsx'];

export default domProject('mfe-shop', { exclude: MOCKING_FILES, setupFiles: ['./test/setup.ts'] });
