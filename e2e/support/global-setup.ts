import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import type { TestProject } from 'vitest/node';
import { partsOf, prepareDatabase, profileConfig, startParts, writeRegistry } from '../../scripts/lib/platform.mjs';
import { ROOT } from '../../scripts/lib/run.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    registryFile: string;
    e2eConfig: ReturnType<typeof profileConfig>;
  }
}

/** A fresh database and Redis db, then the whole platform on the e2e ports; its logs go to .run/e2e-platform.log. */
export default async function setup(project: TestProject) {
  const config = profileConfig('e2e');
  const admin = new pg.Client({ connectionString: 'postgresql://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${config.database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${config.database}`);
  await admin.end();
  const redis = new Redis(config.env.REDIS_URL);
  await redis.flushdb();
  redis.disconnect();

  prepareDatabase(config);
  fs.mkdirSync(path.join(ROOT, '.run'), { recursive: true });
  const registryFile = writeRegistry(config, path.join(ROOT, '.run', 'e2e-remotes.json'));
  const logFile = path.join(ROOT, '.run', 'e2e-platform.log');
  const logStream = fs.createWriteStream(logFile);
  const platform = await startParts(partsOf(config, registryFile), { logStream }).catch((error: Error) => {
    throw new Error(`${error.message}\n--- platform log (${logFile}) ---\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`);
  });

  project.provide('baseUrl', config.baseUrl);
  project.provide('registryFile', registryFile);
  project.provide('e2eConfig', config);
  return async () => {
    await platform.stopAll();
    logStream.end();
  };
}
