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

describe('the offline migration runner', () => {
  const migrations = readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

  it('creates the database, applies every migration once and records it as Prisma does', async () => {
    const applied = await applyMigrations({ databaseUrl, migrationsDir: MIGRATIONS_DIR });
    expect(applied.map((m) => m.name)).toEqual(migrations);

    const rows = await query<{ migration_name: string; checksum: string; finished_at: Date | null; applied_steps_count: number; rolled_back_at: Date | null }>(
      'SELECT * FROM reservations._prisma_migrations ORDER BY migration_name',
    );
    expect(rows.map((r) => r.migration_name)).toEqual(migrations);
    for (const row of rows) {
      const file = readFileSync(path.join(MIGRATIONS_DIR, row.migration_name, 'migration.sql'));
      expect(row.checksum).toBe(createHash('sha256').update(file).digest('hex'));
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.rolled_back_at).toBeNull();
      expect(row.applied_steps_count).toBe(1);
    }
    const tables = await query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'reservations' ORDER BY table_name",
    );
    expect(tables.map((t) => t.table_name)).toEqual([
      '_prisma_migrations',
      'bays',
      'idempotency_keys',
      'location_closures',
      'locations',
      'opening_hours',
      'outbox',
      'public_holidays',
      'reservation_events',
      'reservations',
    ]);
  });

  it('does nothing the second time, even when two runs start together', async () => {
    const again = await Promise.all([
      applyMigrations({ databaseUrl, migrationsDir: MIGRATIONS_DIR }),
      applyMigrations({ databaseUrl, migrationsDir: MIGRATIONS_DIR }),
    ]);
    expect(again).toEqual([[], []]);
    const rows = await query<{ n: number }>('SELECT count(*)::int AS n FROM reservations._prisma_migrations');
    expect(rows[0]?.n).toBe(migrations.length);
  });
});
