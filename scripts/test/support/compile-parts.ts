import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { dirOf, PARTS, ROOT } from './compiled-platform.js';

/**
 * Global setup of the scripts' tests: every Node part compiled to dist/ once, before any file
 * starts a compiled platform (compile-server empties dist/ first, so two files compiling at once
 * would pull each other's build away).
 */
export default function compileParts() {
  for (const part of PARTS) {
    execFileSync(process.execPath, [path.join(ROOT, 'packages/service-kit/compile-server.mjs')], { cwd: dirOf(part), stdio: 'pipe' });
  }
}
