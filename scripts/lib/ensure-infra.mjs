// PostgreSQL and Redis must listen on 127.0.0.1:5432 and :6379. Start them when installed but stopped;
// say clearly what is missing otherwise.
import fs from 'node:fs';
import { commandExists, isPortOpen, run, sleep, step } from './run.mjs';

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

/** Starts the machine's Redis on 6379 (no persistence) and waits until it listens. */
export async function startRedisServer() {
  const dir = fs.existsSync('/var/lib/redis') ? '/var/lib/redis' : '/tmp';
  run('redis-server', ['--daemonize', 'yes', '--bind', '127.0.0.1', '-::1', '--port', '6379', '--save', '', '--appendonly', 'no', '--dir', dir]);
  if (!(await waitForPort(6379, 15))) throw new Error('Redis did not start listening on 127.0.0.1:6379');
}

export async function ensureInfrastructure() {
  await ensurePostgres();
  await ensureRedis();
}
