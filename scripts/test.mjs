// `npm test`: every test. Unit and integration tests (vitest, on the real PostgreSQL and Redis,
// each suite in a database of its own), the scale test (scripts/scale-test.ts), then the browser tests in Debian's Chromium against the
// whole platform started on test ports.
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { ensureDependencies } from './lib/ensure-deps.mjs';
import { runOnSupportedNode } from './lib/ensure-node.mjs';
import { ensureInfrastructure } from './lib/ensure-infra.mjs';
import { buildApps, compileNodeParts, generatePrismaClients, PARTS_COMPILED } from './lib/platform.mjs';
import { paint, printStepTimes, run, runAsync, runQuietAsync, step } from './lib/run.mjs';

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

/**
 * The unit and integration tests with the static checks beside them. The services whose files
 * share one test database run in a vitest of their own, one file at a time, beside a second vitest
 * for every other project (vitest.config.ts, TIRE_TEST_PART); the first one's output is kept and
 * printed in one block when it ends, the second's streams.
 */
async function unitTests(testEnv) {
  const checks = staticChecks();
  const rest = runAsync('npx', ['vitest', 'run'], { env: { ...testEnv, TIRE_TEST_PART: 'rest' } });
  const oneDatabase = runQuietAsync('npx', ['vitest', 'run'], { env: { ...testEnv, TIRE_TEST_PART: 'one-database' } }).then((output) =>
    console.log(`${paint(1, '\n✓ The services whose tests share one database')}\n${output.trimEnd()}`),
  );
  const results = await Promise.allSettled([checks, rest, oneDatabase]);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/** The shell and the remotes built for production, then checked against the shared-singleton policy and the size budgets. */
async function buildRemotes() {
  await buildApps();
  const remotes = await runQuietAsync('node', ['scripts/check-remotes.mjs']);
  console.log(`${paint(1, '\n✓ Production builds; remote checks (shared singletons, size budgets)')}\n${remotes.trimEnd()}`);
}

// The whole run builds the remote-deployment test's variants in the background meanwhile (e2e/support/remote-variants.ts).
const browserTests = () => run('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts'], { env: { NODE_ENV: 'test', E2E_PREBUILD_REMOTE_VARIANTS: '1' } });
const scaleTest = () => run('npx', ['tsx', 'scripts/scale-test.ts']);

async function main() {
  runOnSupportedNode();
  step('Checking npm packages, PostgreSQL, Redis and Chromium');
  ensureDependencies();
  await ensureInfrastructure();
  if (only !== 'unit') ensureChromium();
  await generatePrismaClients();
  // Once for the whole run: the scripts' tests, the scale test and the browser tests all start the
  // compiled parts, and skip their own compile when this is set (compileNodeParts).
  await compileNodeParts();
  process.env[PARTS_COMPILED] = '1';
  const testEnv = {
    NODE_ENV: 'test',
    DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/tire_test',
    REDIS_URL: 'redis://127.0.0.1:6379/1',
  };
  if (only !== 'e2e') {
    // The production builds (about a core for half a minute) fit beside the unit tests, which
    // leave part of a core idle while they wait on PostgreSQL, Redis and timers. The scale test and
    // the browser tests each load both cores and time what they check: they run alone.
    step(`Unit and integration tests (vitest) with the static checks${only ? '' : ', and beside them the production builds'}`);
    const results = await Promise.allSettled([unitTests(testEnv), ...(only ? [] : [buildRemotes()])]);
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    step('Scale test: two BFFs and two of every service behind HAProxy');
    scaleTest();
  }
  if (only !== 'unit') {
    if (only) {
      step('Production builds and remote checks');
      await buildRemotes();
    }
    step('Browser tests (playwright-core driving Chromium)');
    browserTests();
  }
  printStepTimes();
  console.log(paint(32, '\n✔ All tests passed'));
}

main().catch((error) => {
  printStepTimes();
  console.error(paint(31, `\n✖ ${error.message}`));
  process.exit(1);
});
