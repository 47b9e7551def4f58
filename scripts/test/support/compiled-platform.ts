import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import type { ServiceName } from '@tire/service-kit';
import { testServiceKeyEnv } from '@tire/service-kit/testing/service-keys';
import { freePort } from '../../lib/free-port.mjs';
import { migrateAndSeed, partFolder } from '../../lib/platform.mjs';
import { waitForHttp } from '../../lib/run.mjs';

/**
 * The five services and the BFF, compiled to dist/ by the global setup (compile-parts.ts), and
 * started with node as their containers start them (`node --import @tire/service-kit/telemetry
 * dist/main.js`), on a fresh database migrated and seeded from dist/migrate.js and dist/seed.js.
 * Each part reads its own service-token key from its settings, as in a deployment: the test keys
 * (testing/service-keys.ts), so the test itself can sign as any part.
 */
export const SERVICES = ['reservations', 'catalogue', 'payments', 'accounts', 'notifications'] as const satisfies readonly ServiceName[];
const PARTS = ['bff', ...SERVICES] as const;

export interface CompiledPlatform {
  env: NodeJS.ProcessEnv;
  bffUrl: string;
  running: Map<string, { child: ChildProcess; log: string[] }>;
  /** Every part's log so far, as one text. */
  logOf(part: string): string;
  kill(): void;
}

/**
 * Every part any file started, killed when the test worker exits: a beforeAll that times out
 * never hands its platform to the afterAll that would stop it.
 */
const everyChild = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of everyChild) if (child.exitCode === null) child.kill('SIGKILL');
});

export async function startCompiledPlatform(database: string, extraEnv: (part: string) => NodeJS.ProcessEnv = () => ({})): Promise<CompiledPlatform> {
  const admin = new pg.Client({ connectionString: 'postgresql://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();

  const ports = Object.fromEntries(await Promise.all(PARTS.map(async (part) => [part, await freePort()])));
  const prefix = `${database}-${process.pid}`;
  const bffUrl = `http://127.0.0.1:${ports.bff}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATABASE_URL: `postgresql://postgres@127.0.0.1:5432/${database}`,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/1',
    BULLMQ_PREFIX: prefix,
    SESSION_PREFIX: `${prefix}:sess:`,
    RATE_LIMIT_PREFIX: `${prefix}:rl`,
    REMOTES_JSON: '{"remotes":[]}',
    ALLOWED_ORIGINS: bffUrl,
    BFF_PORT: String(ports.bff),
    ...Object.fromEntries(SERVICES.map((service) => [`${service.toUpperCase()}_PORT`, String(ports[service])])),
    ...Object.fromEntries(SERVICES.map((service) => [`${service.toUpperCase()}_URL`, `http://127.0.0.1:${ports[service]}`])),
  };

  migrateAndSeed({ compiled: true, quiet: true, envOf: () => env });
  const running = new Map<string, { child: ChildProcess; log: string[] }>();
  for (const part of [...SERVICES, 'bff']) {
    const child = spawn(process.execPath, ['--enable-source-maps', '--import', '@tire/service-kit/telemetry', 'dist/main.js'], {
      cwd: partFolder(part),
      env: { ...env, ...testServiceKeyEnv(part as ServiceName), ...extraEnv(part) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    everyChild.add(child);
    const log: string[] = [];
    child.stdout!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    running.set(part, { child, log });
  }
  const platform: CompiledPlatform = {
    env,
    bffUrl,
    running,
    logOf: (part) => running.get(part)?.log.join('') ?? '',
    kill: () => {
      for (const { child } of running.values()) if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
  try {
    await waitForHttp(`${bffUrl}/health/ready`, { timeoutMs: 30_000 });
  } catch (error) {
    platform.kill();
    throw new Error(`${(error as Error).message}\n${[...running.keys()].map((part) => `--- ${part}\n${platform.logOf(part).slice(-1_500)}`).join('\n')}`);
  }
  return platform;
}
