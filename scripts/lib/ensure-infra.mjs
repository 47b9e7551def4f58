// PostgreSQL and Redis must listen on 127.0.0.1:5432 and :6379. Start them when installed but stopped;
// say clearly what is missing otherwise. Then each part's own access to them (ensureServiceAccess):
// a PostgreSQL role per service, a Redis user per part, with passwords kept in .run/ (git-ignored).
import { spawnSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATABASE_ROLES, ensureServiceRoles, serviceRole } from './database-roles.mjs';
import { ensureRedisUsers, REDIS_PARTS, redisPrefixes, redisUserName } from './redis-users.mjs';
import { commandExists, isPortOpen, ROOT, run, sleep, step } from './run.mjs';

async function waitForPort(port, seconds) {
  for (let i = 0; i < seconds * 4; i++) {
    if (await isPortOpen(port)) return true;
    await sleep(250);
  }
  return false;
}

async function ensurePostgres() {
  if (await isPortOpen(5432)) return;
  step('PostgreSQL is not running: starting it');
  if (commandExists('pg_ctlcluster') && fs.existsSync('/etc/postgresql')) {
    const [version] = fs.readdirSync('/etc/postgresql');
    run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
  } else if (commandExists('pg_ctl') && process.env.PGDATA) {
    run('pg_ctl', ['start', '-D', process.env.PGDATA, '-w']);
  } else {
    throw new Error(
      'PostgreSQL is not installed on this machine (nothing on 127.0.0.1:5432 and no pg_ctlcluster). ' +
        'Install it (e.g. apt-get install postgresql) or use docker-compose.yml.',
    );
  }
  if (!(await waitForPort(5432, 30))) throw new Error('PostgreSQL did not start listening on 127.0.0.1:5432');
}

async function ensureRedis() {
  if (await isPortOpen(6379)) return;
  step('Redis is not running: starting it');
  if (!commandExists('redis-server')) {
    throw new Error(
      'Redis is not installed on this machine (nothing on 127.0.0.1:6379 and no redis-server). ' +
        'Install it (e.g. apt-get install redis-server) or use docker-compose.yml.',
    );
  }
  await startRedisServer();
}

/**
 * Starts a Redis server (no persistence) and waits until it listens: the machine's on 6379, or one
 * of a run's own (the browser tests' on 16379, which their Redis-outage test may stop without
 * signing out anyone else's sessions).
 */
export async function startRedisServer(port = 6379) {
  const dir = port === 6379 && fs.existsSync('/var/lib/redis') ? '/var/lib/redis' : '/tmp';
  run('redis-server', ['--daemonize', 'yes', '--bind', '127.0.0.1', '-::1', '--port', String(port), '--save', '', '--appendonly', 'no', '--dir', dir]);
  if (!(await waitForPort(port, 15))) throw new Error(`Redis did not start listening on 127.0.0.1:${port}`);
}

/** Stops a Redis server started by startRedisServer, dropping what it held. */
export function stopRedisServer(port) {
  spawnSync('redis-cli', ['-p', String(port), 'shutdown', 'nosave'], { stdio: 'ignore' });
}

export async function ensureInfrastructure() {
  await ensurePostgres();
  await ensureRedis();
}

/** The secret every local password is derived from: made once per checkout, in .run/ (git-ignored). */
const LOCAL_SECRET_FILE = path.join(ROOT, '.run', 'local-access.secret');

function localSecret() {
  try {
    return fs.readFileSync(LOCAL_SECRET_FILE, 'utf8').trim();
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(LOCAL_SECRET_FILE), { recursive: true });
  try {
    // 'wx': of two starts at once, one writes and both read the same secret.
    fs.writeFileSync(LOCAL_SECRET_FILE, randomBytes(32).toString('hex') + '\n', { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(LOCAL_SECRET_FILE, 'utf8').trim();
}

/**
 * The local password of a PostgreSQL role or Redis user (`postgres:tire_reservations`,
 * `redis:tire_e2e_bff`): the same at every start of this checkout, different for each name, never
 * written anywhere but the environment of the part it belongs to.
 */
export function localPassword(name) {
  return createHmac('sha256', localSecret()).update(name).digest('hex').slice(0, 40);
}

/**
 * Each part's own access on the local servers, idempotently (what `prepareDatabase` runs before
 * migrating): the database when missing; a role per service owning its schema (an older database
 * whose schemas postgres owns is handed over: deploy/postgres/service-roles.sql); a Redis user per
 * part named after the database (`tire_bff`, `tire_e2e_bff`), allowed only its own keys for the
 * prefixes `env` sets. The local Redis' default user stays as it is (the unit tests use it).
 */
export async function ensureServiceAccess({ databaseUrl, redisUrl, database, env = {} }) {
  const { default: pg } = await import('pg');
  const admin = new URL(databaseUrl);
  const server = new URL(admin);
  server.pathname = '/postgres';
  server.search = '';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!found.rowCount)
      await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`).catch((error) => {
        if (error.code !== '42P04') throw error;
      });
  } finally {
    await client.end();
  }
  admin.search = '';
  const owner = new pg.Client({ connectionString: admin.toString() });
  await owner.connect();
  try {
    const passwords = Object.fromEntries(DATABASE_ROLES.map((service) => [service, localPassword(`postgres:${serviceRole(service)}`)]));
    await ensureServiceRoles(owner, { passwords });
  } finally {
    await owner.end();
  }

  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    const users = Object.fromEntries(
      REDIS_PARTS.map((part) => {
        const name = redisUserName(database, part);
        return [part, { name, password: localPassword(`redis:${name}`) }];
      }),
    );
    await ensureRedisUsers(redis, users, redisPrefixes(env));
  } finally {
    redis.disconnect();
  }
}

// `node scripts/lib/ensure-infra.mjs access`: the same, for platform.mjs' prepareDatabase, which is
// synchronous (its callers run the parts right after it). The request comes in TIRE_ACCESS (JSON).
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'access') {
  ensureServiceAccess(JSON.parse(process.env.TIRE_ACCESS ?? '{}')).catch((error) => {
    console.error(`Could not set up the parts' own PostgreSQL roles and Redis users: ${error.message}`);
    process.exit(1);
  });
}
