// `npm test`: every test. Unit and integration tests (vitest, on the real PostgreSQL and Redis,
// each suite in a database of its own), the scale test (scripts/scale-test.ts), then the browser tests in Debian's Chromium against the
// whole platform started on test ports.
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { ensureDependencies } from './lib/ensure-deps.mjs';
import { runOnSupportedNode } from './lib/ensure-node.mjs';
import { ensureInfrastructure } from './lib/ensure-infra.mjs';
import { buildApps } from './lib/platform.mjs';
import { paint, printStepTimes, run, runAsync, runQuiet, runQuietAsync, step } from './lib/run.mjs';

const only = process.argv[2]; // "unit" or "e2e" runs one half

/**
 * Lint (import boundaries, React hooks), Prettier, the dependency audit and the type-check, one
 * after another (beside the tests, one more process than there are cores at the most, so the
 * tests that time what they measure are not starved); each one's output is shown when it ends,
 * with how long it took. Rejects naming what failed.
 */
async function staticChecks() {
  const checks = [
    ['Type-check', 'node', ['scripts/typecheck.mjs']],
    ['Lint (eslint.config.mjs)', 'npm', ['run', 'lint', '--silent']],
    ['Formatting (Prettier)', 'npm', ['run', 'format:check', '--silent']],
    ['Production dependencies (npm audit)', 'node', ['scripts/audit.mjs']],
  ];
  const failed = [];
  for (const [name, command, args] of checks) {
    const started = Date.now();
    const seconds = () => ((Date.now() - started) / 1000).toFixed(0);
    try {
      const output = await runQuietAsync(command, args);
      console.log(paint(1, `\n✓ ${name} (${seconds()} s)`) + (output.trim() ? `\n${output.trimEnd()}` : ''));
    } catch {
      console.log(paint(31, `\n✗ ${name} (${seconds()} s): its output is above`));
      failed.push(name);
    }
  }
  if (failed.length) throw new Error(`static checks failed: ${failed.join(', ')}`);
}

async function main() {
  runOnSupportedNode();
  step('Checking npm packages, PostgreSQL, Redis and Chromium');
  ensureDependencies();
  await ensureInfrastructure();
  if (only !== 'unit') ensureChromium();
  runQuiet('npm', ['run', 'generate', '--workspaces', '--if-present', '--silent']);
  const testEnv = {
    NODE_ENV: 'test',
    DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/tire_test',
    REDIS_URL: 'redis://127.0.0.1:6379/1',
  };
  if (only !== 'e2e') {
    step('Unit and integration tests (vitest), and beside them the static checks: lint, Prettier, npm audit, type-check');
    // The static checks need about one core for a minute; the tests leave that much idle while
    // they wait on PostgreSQL, Redis and timers. Each check prints its output in one block when it ends.
    const checks = staticChecks();
    const tests = runAsync('npx', ['vitest', 'run'], { env: testEnv });
    const [checked, tested] = await Promise.allSettled([checks, tests]);
    if (checked.status === 'rejected') throw checked.reason;
    if (tested.status === 'rejected') throw tested.reason;
    step('Scale test: two BFFs and two of every service behind HAProxy');
    run('npx', ['tsx', 'scripts/scale-test.ts']);
  }
  if (only !== 'unit') {
    step('Building the shell and the remotes (production)');
    await buildApps();
    step('Checking the remotes: shared singletons against the policy and the shell, size budgets');
    run('node', ['scripts/check-remotes.mjs']);
    step('Browser tests (playwright-core driving Chromium)');
    run('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts'], { env: { NODE_ENV: 'test' } });
  }
  printStepTimes();
  console.log(paint(32, '\n✔ All tests passed'));
}

main().catch((error) => {
  printStepTimes();
  console.error(paint(31, `\n✖ ${error.message}`));
  process.exit(1);
});
