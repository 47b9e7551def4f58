import fs from 'node:fs';
import pg from 'pg';
import { Redis } from 'ioredis';
import { partsOf, prepareDatabase, startParts, writeRegistry } from '../../scripts/lib/platform.mjs';
import { e2e as config, PLATFORM_LOG as logFile, REGISTRY_FILE } from './platform.js';

/** A fresh database and Redis db, then the whole platform on the e2e ports; its logs go to .run/e2e-platform.log. */
export default async function setup() {
  const admin = new pg.Client({ connectionString: 'postgresql://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${config.database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${config.database}`);
  await admin.end();
  const redis = new Redis(config.env.REDIS_URL);
  await redis.flushdb();
  redis.disconnect();

  prepareDatabase(config);
  const registryFile = writeRegistry(config, REGISTRY_FILE);
  const logStream = fs.createWriteStream(logFile);
  const platform = await startParts(partsOf(config, registryFile), { logStream }).catch((error: Error) => {
    throw new Error(`${error.message}\n--- platform log (${logFile}) ---\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`);
  });

  return async () => {
    await platform.stopAll();
    logStream.end();
  };
}
