import { compileNodeParts } from '../../lib/platform.mjs';

/**
 * Global setup of the scripts' tests: every Node part compiled to dist/ once (unless `npm
 * test` already did), before any file starts a compiled platform (compile-server empties dist/
 * first, so two files compiling at once would pull each other's build away).
 */
export default async function compileParts() {
  await compileNodeParts();
}
