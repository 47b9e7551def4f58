// `npm test`: every test. Unit and integration tests (vitest, on the real PostgreSQL and Redis,
// each suite in a database of its own), the scale test (scripts/scale-test.ts), then the browser tests in Debian's Chromium against the
// whole platform started on test ports.
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { ensureDependencies } from './lib/ensure-deps.mjs';
import { runOnSupportedNode } from './lib/ensure-node.mjs';
import { ensureInfrastructure } from './lib/ensure-infra.mjs';
import { buildApps } from './lib/platform.mjs';
import { paint, printStepTimes, run, runQuiet, step } from './lib/run.mjs';

const only = process.argv[2]; // "unit" or "e2e" runs one half

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
    step('Linting: import boundaries and React hooks (eslint.config.mjs); formatting (Prettier)');
    run('npm', ['run', 'lint', '--silent']);
    run('npm', ['run', 'format:check', '--silent']);
    step('Auditing the production dependencies (npm audit)');
    run('node', ['scripts/audit.mjs']);
    step('Type-checking every workspace');
    run('node', ['scripts/typecheck.mjs']);
    step('Unit and integration tests (vitest)');
    run('npx', ['vitest', 'run'], { env: testEnv });
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
