import fs from 'node:fs';
import pg from 'pg';
import { startRedisServer, stopRedisServer } from '../../scripts/lib/ensure-infra.mjs';
import { compileNodeParts, partsOf, prepareDatabase, publishRemotes, startParts } from '../../scripts/lib/platform.mjs';
import { startLocalOidcProvider } from '../../bff/dev/local-oidc-provider.js';
import { e2e, PLATFORM_LOG as logFile } from './platform.js';
import { resetReminderClock } from './reminder-clock.js';
import { prebuildRemoteVariants } from './remote-variants.js';

/**
 * Both groups of browser tests (e2e/vitest.config.ts) name this setup, so either runs alone; in
 * one run the platform starts once, for both (global setups share the runner's process).
 */
const started = Symbol.for('tire.e2e.platform');
type Teardown = () => Promise<void>;

export default async function setup(): Promise<Teardown> {
  const shared = globalThis as { [started]?: Promise<Teardown> };
  if (shared[started]) {
    await shared[started];
    return async () => undefined;
  }
  shared[started] = startPlatform();
  return shared[started];
}

/** A fresh database and Redis db, then the whole platform on the e2e ports; its logs go to .run/e2e-platform.log. */
async function startPlatform(): Promise<Teardown> {
  // The Node parts run compiled, as in their containers (config.compiled): built meanwhile.
  const compiling = compileNodeParts();
  // A real OpenID provider stands in for Google; the BFF is configured for it as for Google.
  const oidc = await startLocalOidcProvider({
    port: e2e.oidcPort,
    redirectUri: `${e2e.baseUrl}/api/login/callback`,
    account: e2e.oidcAccount,
    // Any other login name is a new customer of its own (tests that need a fresh Google account).
    anyAccount: true,
  });
  const config = {
    ...e2e,
    env: { ...e2e.env, OIDC_ISSUER: oidc.issuer, OIDC_CLIENT_ID: oidc.clientId, OIDC_CLIENT_SECRET: oidc.clientSecret, OIDC_DEVELOPMENT_PROVIDER: '1' },
  };
  const admin = new pg.Client({ connectionString: 'postgresql://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${config.database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${config.database}`);
  await admin.end();
  // The browser tests' own Redis server: a fresh one, stopped when they end.
  stopRedisServer(config.redisPort);
  await startRedisServer(config.redisPort);

  await compiling;
  await prepareDatabase(config);
  // No reminder clock left moved by an earlier run that stopped half-way.
  resetReminderClock();
  const logStream = fs.createWriteStream(logFile);
  const platform = await startParts(partsOf(config), { logStream }).catch((error: Error) => {
    throw new Error(`${error.message}\n--- platform log (${logFile}) ---\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`);
  });
  await publishRemotes(config);
  const variantsBuild = prebuildRemoteVariants();

  return async () => {
    variantsBuild?.stop();
    await platform.stopAll();
    await oidc.close();
    stopRedisServer(config.redisPort);
    logStream.end();
  };
}
