import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { applyMigrations, parseDatabaseUrl } from '@tire/service-kit/migrate';
import { MIGRATIONS_DIR } from '../../src/config.js';
import { TEST_DATABASE_URL } from './test-database.js';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));

/** A fresh test database, migrated by the same runner as production, before any test file runs. */
export default async function setup() {
  if (!existsSync(`${packageDir}/src/generated/prisma/client.ts`)) {
    execSync('npx prisma generate', { cwd: packageDir, stdio: 'inherit' });
  }
  const { adminConnectionString, database } = parseDatabaseUrl(TEST_DATABASE_URL);
  const admin = new pg.Client({ connectionString: adminConnectionString });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
  await applyMigrations({ databaseUrl: TEST_DATABASE_URL, migrationsDir: MIGRATIONS_DIR });
}
