// The whole platform as a list of parts, and how to prepare and start them. Used by `npm start`
// (profile "dev") and by the browser tests (profile "e2e": other ports, its own database).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseUrlAs, DATABASE_SERVICES, serviceRole } from './database-roles.mjs';
import { localPassword } from './ensure-infra.mjs';
import { REDIS_PARTS, redisUrlAs, redisUserName } from './redis-users.mjs';
import { localTeamToken, tokenDigest } from './remote-releases.mjs';
import { inParallel, ROOT, run, runQuiet, runQuietAsync, step } from './run.mjs';
import { generateServiceKeys, KEY_PARTS } from './service-keys.mjs';
import { createSupervisor } from './supervisor.mjs';

export const REMOTES = [
  { name: 'booking', app: 'mfe-booking', port: 3001 },
  { name: 'shop', app: 'mfe-shop', port: 3002 },
  { name: 'account', app: 'mfe-account', port: 3003 },
  { name: 'admin', app: 'mfe-admin', port: 3004 },
];
export const SERVICES = [
  { name: 'reservations', port: 4001 },
  { name: 'catalogue', port: 4002 },
  { name: 'payments', port: 4003 },
  { name: 'accounts', port: 4004 },
  { name: 'notifications', port: 4005 },
];
/** A Node part's folder: the BFF's, or a service's under services/. */
export const partFolder = (part) => path.join(ROOT, part === 'bff' ? 'bff' : path.join('services', part));
const APPS = ['shell', ...REMOTES.map((remote) => remote.app)];
export const ADMIN_EMAIL = 'admin@rengaspalvelu.example';
/** The browser tests' scoped clock of the reminder loop (e2e/support/reminder-clock.ts). */
export const REMINDER_TEST_CLOCK_FILE = path.join(ROOT, '.run', 'e2e-reminder-clock.json');

/**
 * The browser tests' settings: they watch holds expire and refunds complete, so the background
 * loops run every second there.
 */
const E2E_SETTINGS = {
  SEND_CODE_LIMIT_PER_EMAIL: '50',
  HOLD_SWEEP_INTERVAL_MS: '1000',
  // The reminder loop runs every second, and its clock can be moved for named addresses
  // (e2e/support/reminder-clock.ts; RESERVATIONS_TEST_CLOCK_FILE is refused in production).
  REMINDER_INTERVAL_MS: '1000',
  RESERVATIONS_TEST_CLOCK_FILE: REMINDER_TEST_CLOCK_FILE,
  WAITLIST_INTERVAL_MS: '1000',
  MONEY_NOTIFY_INTERVAL_MS: '1000',
  REFUND_WORKER_INTERVAL_MS: '1000',
  // `npm start` runs the product's real abuse limits (what a person tries locally is what
  // production enforces). The browser tests' hundreds of bookings, payments and lookups
  // all come from 127.0.0.1, so only this test profile raises the per-client limits
  // (each is tested on its own in bff/test/abuse-limits.test.ts and the services' tests).
  TRACK_RATE_LIMIT: '100000',
  BOOKING_RATE_LIMIT: '100000',
  ORDER_RATE_LIMIT: '100000',
  PAYMENT_RATE_LIMIT: '100000',
  CONTACT_RATE_LIMIT: '100000',
  AVAILABILITY_RATE_LIMIT: '100000',
  MAX_UNPAID_HOLDS: '100000',
  // Every sign-up, sign-in and "my bookings" link of the run comes from 127.0.0.1: past the
  // 30 code e-mails a client may ask for in 15 minutes, the last files' sign-ups were refused.
  SEND_CODE_LIMIT_PER_IP: '100000',
  VERIFY_CODE_LIMIT_PER_IP: '100000',
  // The canary judge decides on a handful of browsers, every second; every beacon is counted.
  CANARY_MIN_SAMPLE: '5',
  CANARY_JUDGE_INTERVAL_MS: '1000',
  BEACON_RATE_LIMIT: '100000',
};

/** Ports, database and Redis of a profile. The e2e profile shifts every port by 10000. */
export function profileConfig(profile = 'dev') {
  const offset = profile === 'e2e' ? 10000 : 0;
  const database = profile === 'e2e' ? 'tire_e2e' : 'tire';
  // The browser tests run on a Redis server of their own (started by their global setup), so what
  // they do to it (stop it, in the Redis-outage test) leaves `npm start`'s sessions alone.
  const redis = profile === 'e2e' ? { port: 16379, db: 2 } : { port: 6379, db: 0 };
  const bffPort = 8080 + offset;
  const remotes = REMOTES.map((remote) => ({ ...remote, port: remote.port + offset }));
  const services = SERVICES.map((service) => ({ ...service, port: service.port + offset }));
  const baseUrl = `http://localhost:${bffPort}`;
  const mail = { smtpPort: 1025 + offset, webPort: 1080 + offset };
  // `npm start` signs in "with Google" at a local development OpenID provider, unless a real one
  // is configured (OIDC_ISSUER...). The browser tests start their own (e2e/support/global-setup.ts).
  const oidc = profile === 'dev' && !process.env.OIDC_ISSUER ? { port: 4999, issuer: 'http://localhost:4999' } : null;
  const env = {
    DATABASE_URL: process.env.DATABASE_URL && profile === 'dev' ? process.env.DATABASE_URL : `postgresql://postgres@127.0.0.1:5432/${database}`,
    REDIS_URL: `redis://127.0.0.1:${redis.port}/${redis.db}`,
    BFF_PORT: String(bffPort),
    PUBLIC_URL: baseUrl,
    ALLOWED_ORIGINS: `${baseUrl},http://127.0.0.1:${bffPort}`,
    // The administrator of a local platform (see README); production sets its own list.
    ADMIN_EMAILS: process.env.ADMIN_EMAILS ?? ADMIN_EMAIL,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(mail.smtpPort),
    ...(oidc ? { OIDC_ISSUER: oidc.issuer, OIDC_CLIENT_ID: 'tire-bff', OIDC_CLIENT_SECRET: 'tire-bff-local-secret', OIDC_DEVELOPMENT_PROVIDER: '1' } : {}),
    ...(profile === 'e2e' ? E2E_SETTINGS : {}),
  };
  for (const service of services) {
    env[`${service.name.toUpperCase()}_PORT`] = String(service.port);
    env[`${service.name.toUpperCase()}_URL`] = `http://127.0.0.1:${service.port}`;
  }
  // The browser tests run the Node parts as their containers do: compiled (compileNodeParts), on plain node.
  const compiled = profile === 'e2e';
  return { profile, baseUrl, bffPort, remotes, services, env, database, mail, oidc, redisPort: redis.port, compiled };
}

/** Newest modification time of the files under the given paths. */
function newestMtime(paths) {
  let newest = 0;
  const visit = (target) => {
    if (!fs.existsSync(target)) return;
    const stat = fs.statSync(target);
    if (stat.isDirectory()) {
      const base = path.basename(target);
      if (base === 'node_modules' || base === 'dist' || base.startsWith('.')) return;
      for (const entry of fs.readdirSync(target)) visit(path.join(target, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

/**
 * Builds the shell and the remotes whose sources changed since their last build (or all, when
 * forced), as many at once as the machine has cores: one webpack build keeps about one core busy.
 */
export async function buildApps({ force = false } = {}) {
  // Everything a build reads besides the app itself; packages/mocks feeds the standalone pages.
  const shared = ['packages/platform', 'packages/ui', 'packages/contracts', 'packages/webpack-config', 'packages/mocks'].map((p) => path.join(ROOT, p));
  await inParallel(APPS, os.availableParallelism(), async (app) => {
    const stamp = path.join(ROOT, app, 'dist', '.build-stamp');
    const sourcesTime = newestMtime([path.join(ROOT, app), ...shared]);
    if (!force && fs.existsSync(stamp) && fs.statSync(stamp).mtimeMs >= sourcesTime) {
      console.log(`  ${app}: up to date`);
      return;
    }
    const started = Date.now();
    await runQuietAsync('npm', ['run', 'build', '-w', app, '--silent']);
    fs.writeFileSync(stamp, new Date().toISOString());
    console.log(`  ${app}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
}

/** The PostgreSQL role a part connects as: a service's own; the BFF's is the remotes registry's. */
const databaseRoleOf = (part) => (DATABASE_SERVICES.includes(part) ? part : part === 'bff' ? 'registry' : undefined);

/**
 * What each Node part connects as: a service's DATABASE_URL names its own role (owner of its
 * schema only), a part's REDIS_URL its own Redis user (its own keys only: no service reaches the
 * BFF's sessions). The BFF's DATABASE_URL names the registry's role (its only tables); payments gets no REDIS_URL.
 * `config.env` keeps the superuser's and the default user's, for the scripts and the tests' own checks.
 */
export function accessOf(config) {
  /** @type {Record<string, { DATABASE_URL?: string; REDIS_URL?: string }>} */
  const access = {};
  for (const part of KEY_PARTS) {
    access[part] = {
      DATABASE_URL: databaseRoleOf(part)
        ? databaseUrlAs(config.env.DATABASE_URL, serviceRole(databaseRoleOf(part)), localPassword(`postgres:${serviceRole(databaseRoleOf(part))}`))
        : undefined,
      REDIS_URL: REDIS_PARTS.includes(part)
        ? redisUrlAs(config.env.REDIS_URL, redisUserName(config.database, part), localPassword(`redis:${redisUserName(config.database, part)}`))
        : undefined,
    };
  }
  return access;
}

/**
 * Each part's own access (ensure-infra.mjs: the database, a role per service owning its schema, an
 * older database's schemas handed over, a Redis user per part), idempotently. Also what puts the
 * Redis users back after a local Redis restarted: it keeps no ACL file, as production's Redis does.
 */
export function ensureAccess(config) {
  // The prefixes the parts will use decide the Redis users' key patterns (the parts see process.env too).
  const effective = { ...process.env, ...config.env };
  const prefixes = Object.fromEntries(
    ['SESSION_PREFIX', 'RATE_LIMIT_PREFIX', 'BULLMQ_PREFIX'].filter((key) => effective[key] !== undefined).map((key) => [key, effective[key]]),
  );
  const request = { databaseUrl: config.env.DATABASE_URL, redisUrl: config.env.REDIS_URL, database: config.database, env: prefixes };
  run(process.execPath, [path.join(ROOT, 'scripts', 'lib', 'ensure-infra.mjs'), 'access'], { env: { TIRE_ACCESS: JSON.stringify(request) } });
}

/**
 * Each part's own access (ensure-infra.mjs: the database, a role per service owning its schema, an
 * older database's schemas handed over, a Redis user per part); then every service's migrations
 * and seeds, run as that service's role (migrateAndSeed).
 */
export async function prepareDatabase(config, { seed = true } = {}) {
  await generatePrismaClients();
  ensureAccess(config);
  const access = accessOf(config);
  migrateAndSeed({ compiled: config.compiled, seed, envOf: (part) => ({ ...config.env, ...access[part] }) });
}

/**
 * What each part's container runs before it starts, on one database: every service's migrations,
 * then the seeds of those that have one (reference data), then the BFF's remotes-registry tables.
 * `envOf(part)` gives the part's settings (its own role). `compiled` runs dist/ on node, else src/
 * under tsx; `quiet` shows a script's output only when it fails. One after another: indexes built
 * CONCURRENTLY wait for every open transaction of the database, so two services migrating at once
 * can deadlock. Used by `npm start`, the browser tests, the scale test and the compiled parts' tests.
 */
export function migrateAndSeed({ envOf, compiled = false, seed = true, quiet = false }) {
  const runScript = (part, script) => {
    const folder = partFolder(part);
    if (!fs.existsSync(path.join(folder, 'src', `${script}.ts`))) return;
    const { command, args } = nodeEntry({ compiled }, script);
    (quiet ? runQuiet : run)(command, args, { cwd: folder, env: envOf(part) });
  };
  for (const script of seed ? ['migrate', 'seed'] : ['migrate']) for (const service of SERVICES) runScript(service.name, script);
  runScript('bff', 'migrate');
}

/** The folders of the Node parts: every service and the BFF. */
const NODE_PART_FOLDERS = [...SERVICES.map((service) => partFolder(service.name)), partFolder('bff')];

/**
 * Set by `npm test` once it has compiled the parts, before the tests that start them (the scripts'
 * tests, the scale test, the browser tests): nothing a test run does changes a part's sources, so
 * each of them skips its own compile instead of doing the same work again.
 */
export const PARTS_COMPILED = 'TIRE_NODE_PARTS_COMPILED';

/**
 * Compiles every Node part (packages/service-kit/compile-server.mjs: src/main.ts, migrate.ts and
 * seed.ts each to one dist/ module), two at a time: what a container runs, and what a platform
 * of `compiled` parts (the browser tests', the scale test's, the scripts' tests') starts. About a
 * second each; nothing when `npm test` has already compiled them (PARTS_COMPILED).
 */
export async function compileNodeParts() {
  if (process.env[PARTS_COMPILED] === '1') return;
  const compiler = path.join(ROOT, 'packages', 'service-kit', 'compile-server.mjs');
  await inParallel(NODE_PART_FOLDERS, 2, (cwd) => runQuietAsync(process.execPath, [compiler], { cwd }));
}

/**
 * How a Node part's entry point (main, migrate, seed) runs: from its TypeScript under tsx
 * (`npm start`, where a change needs no build), or compiled (config.compiled: dist/, plain node)
 * as its container runs it, which also starts it in half the CPU. The server takes the
 * telemetry module first (traces when OTEL_EXPORTER_OTLP_ENDPOINT is set).
 */
function nodeEntry(config, entry) {
  const telemetry = entry === 'main' ? ['--import', '@tire/service-kit/telemetry'] : [];
  return config.compiled
    ? { command: process.execPath, args: ['--enable-source-maps', ...telemetry, `dist/${entry}.js`] }
    : { command: tsx, args: [...telemetry, `src/${entry}.ts`] };
}

/**
 * The services' Prisma clients (generated into each service's src/generated/prisma), made again
 * only where the schema or the installed packages are newer than the client: `npm test` and the
 * browser tests' setup both ask, and a fresh clone has none.
 */
export async function generatePrismaClients() {
  const installed = fs.statSync(path.join(ROOT, 'node_modules', '.package-lock.json')).mtimeMs;
  const stale = SERVICES.map((service) => path.join(ROOT, 'services', service.name)).filter((dir) => {
    const schema = path.join(dir, 'prisma', 'schema.prisma');
    if (!fs.existsSync(schema)) return false;
    const client = path.join(dir, 'src', 'generated', 'prisma', 'client.ts');
    return !fs.existsSync(client) || fs.statSync(client).mtimeMs < Math.max(installed, fs.statSync(schema).mtimeMs);
  });
  await inParallel(stale, 2, (dir) => runQuietAsync(path.join(ROOT, 'node_modules', '.bin', 'prisma'), ['generate'], { cwd: dir }));
}

/** The settings by which the BFF knows each team's registry token on this machine, and where remotes may load from. */
function registryEnv(config) {
  return {
    REGISTRY_TEAM_TOKENS: JSON.stringify(Object.fromEntries(config.remotes.map((remote) => [remote.name, tokenDigest(localTeamToken(remote.name))]))),
    // Locally also each remote's development server (`npm run dev -w <remote>`, its port + 100), for override links.
    REMOTE_ORIGINS: config.remotes
      .flatMap((remote) => [remote.port, ...(config.profile === 'dev' ? [remote.port + 100] : [])])
      .flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`])
      .join(','),
  };
}

/**
 * Publishes the four remotes as they were built (each an immutable release at its origin's
 * /v/<version>/) and makes each the default: `npm start` and the browser tests need no step more.
 * The same build again is the same version: nothing new is written.
 */
export async function publishRemotes(config) {
  const { publishRemote } = await import('../remote.mjs');
  for (const remote of config.remotes) {
    const answer = await publishRemote(remote.name, { origin: `http://localhost:${remote.port}`, deploy: true, build: false, registryUrl: config.baseUrl });
    console.log(`  ${remote.app}: ${answer.version} ${answer.outcome === 'published' ? 'published' : 'already published'}`);
  }
}

const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');

/**
 * The long-running parts: services, the BFF (with the shell) and one static origin per remote.
 * Each service and the BFF gets its own service-token key, made for this start (service-keys.mjs).
 */
export function partsOf(config) {
  const keys = generateServiceKeys();
  // Each part's own PostgreSQL role and Redis user, as prepareDatabase set them up.
  const access = accessOf(config);
  const parts = config.services.map((service) => ({
    name: service.name,
    ...nodeEntry(config, 'main'),
    cwd: partFolder(service.name),
    // Traces name their part (used when OTEL_EXPORTER_OTLP_ENDPOINT is set).
    env: { ...config.env, ...access[service.name], ...keys.envOf(service.name), OTEL_SERVICE_NAME: service.name },
    health: `http://127.0.0.1:${service.port}/health/live`,
    ready: `http://127.0.0.1:${service.port}/health/ready`,
    metrics: `127.0.0.1:${service.port}`,
  }));
  parts.push({
    name: 'bff',
    ...nodeEntry(config, 'main'),
    cwd: partFolder('bff'),
    env: { ...config.env, ...access.bff, ...keys.envOf('bff'), ...registryEnv(config), OTEL_SERVICE_NAME: 'bff' },
    health: `http://127.0.0.1:${config.bffPort}/health/live`,
    ready: `http://127.0.0.1:${config.bffPort}/health/ready`,
    metrics: `127.0.0.1:${config.bffPort}`,
  });
  for (const remote of config.remotes) parts.push(remotePart(config, remote));
  // The mail catcher: every e-mail the platform sends lands here, readable on a web page.
  parts.push({
    name: 'maildev',
    command: path.join(ROOT, 'node_modules', '.bin', 'maildev'),
    args: ['--smtp', String(config.mail.smtpPort), '--web', String(config.mail.webPort), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1'],
    cwd: ROOT,
    env: {},
    health: `http://127.0.0.1:${config.mail.webPort}/api/email`,
  });
  if (config.oidc) {
    parts.push({
      name: 'oidc-dev',
      command: tsx,
      args: ['dev/run-local-oidc-provider.ts'],
      cwd: path.join(ROOT, 'bff'),
      env: { OIDC_PROVIDER_PORT: String(config.oidc.port), OIDC_REDIRECT_URI: `${config.baseUrl}/api/login/callback` },
      health: `http://127.0.0.1:${config.oidc.port}/.well-known/openid-configuration`,
    });
  }
  return parts;
}

function remotePart(config, remote, dir = path.join(ROOT, remote.app)) {
  return {
    name: remote.app,
    command: process.execPath,
    args: [path.join(ROOT, 'packages', 'webpack-config', 'serve-static.cjs')],
    cwd: dir,
    // A static origin: no database and no Redis.
    env: { ...config.env, DATABASE_URL: undefined, REDIS_URL: undefined, PORT: String(remote.port) },
    health: `http://127.0.0.1:${remote.port}/health`,
  };
}

/**
 * Starts parts under the supervisor (scripts/lib/supervisor.mjs) and waits until each answers its
 * health check; from then on a part that exits is reported and restarted with backoff.
 * Returns handles to stop them (stopAll restarts nothing) and to read each part's readiness.
 */
export async function startParts(parts, { logStream, report } = {}) {
  const supervisor = createSupervisor(parts, { logStream, report });
  await supervisor.startAll();
  return {
    running: supervisor.running,
    stopAll: supervisor.stopAll,
    stop: supervisor.stop,
    start: supervisor.start,
    health: supervisor.health,
    supervisor,
  };
}

export { step };
