import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { applyMigrations, parseDatabaseUrl } from '@tire/service-kit/migrate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/config.js';
import { scratchDatabaseUrl } from './support/test-database.js';

const databaseUrl = scratchDatabaseUrl('migrate');
const { adminConnectionString, connectionString, database } = parseDatabaseUrl(databaseUrl);

async function dropDatabase() {
  const admin = new pg.Client({ connectionString: adminConnectionString });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await admin.end();
}

async function query<T extends pg.QueryResultRow>(sql: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(dropDatabase);
afterAll(dropDatabase);

describe('the catalogue migrations', () => {
  const migrations = readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

  it('create the catalogue schema once and record each migration as Prisma does', async () => {
    const applied = await applyMigrations({ databaseUrl, migrationsDir: MIGRATIONS_DIR });
    expect(applied.map((m) => m.name)).toEqual(migrations);

    const rows = await query<{ migration_name: string; checksum: string }>(
      'SELECT migration_name, checksum FROM catalogue._prisma_migrations ORDER BY migration_name',
    );
    for (const row of rows) {
      const file = readFileSync(path.join(MIGRATIONS_DIR, row.migration_name, 'migration.sql'));
      expect(row.checksum).toBe(createHash('sha256').update(file).digest('hex'));
    }
    const tables = await query<{ table_name: string }>("SELECT table_name FROM information_schema.tables WHERE table_schema = 'catalogue' ORDER BY table_name");
    expect(tables.map((t) => t.table_name)).toEqual(['_prisma_migrations', 'idempotency_keys', 'order_events', 'order_lines', 'orders', 'outbox', 'products']);

    expect(await applyMigrations({ databaseUrl, migrationsDir: MIGRATIONS_DIR })).toEqual([]);
  });
});
