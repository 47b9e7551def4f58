import { nodeProject } from '../vitest.node';

/** The platform scripts' own tests (the supervisor of `npm start`, the compiled parts, traces). */
export default nodeProject('scripts', { globalSetup: ['test/support/compile-parts.ts'] });
