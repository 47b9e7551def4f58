import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, parseDatabaseUrl, runsOutsideTransaction } from '../src/migrate.js';
import { dropScratchDatabase } from '../src/testing/test-database.js';

// A database of its own (dropped before and after), beside the service kit's test database.
const BASE = process.env.TEST_SERVICE_KIT_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/tire_test_service_kit';
const url = new URL(BASE);
url.pathname = `${url.pathname}_concurrently`;
url.searchParams.set('schema', 'shop');
const databaseUrl = url.toString();
const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));

const migration = (name: string, sql: string) => {
  mkdirSync(path.join(dir, name), { recursive: true });
  writeFileSync(path.join(dir, name, 'migration.sql'), sql);
};

const dropDatabase = () => dropScratchDatabase(databaseUrl);
async function query<T extends pg.QueryResultRow>(sql: string) {
  const client = new pg.Client({ connectionString: parseDatabaseUrl(databaseUrl).connectionString });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}
const indexes = () =>
  query<{ name: string; valid: boolean }>(
    `SELECT c.relname AS name, i.indisvalid AS valid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
     WHERE c.relnamespace = 'shop'::regnamespace AND c.relname LIKE 'orders_%' AND c.relname <> 'orders_pkey' ORDER BY 1`,
  );
const history = async () =>
  (await query<{ migration_name: string }>(`SELECT migration_name FROM shop._prisma_migrations ORDER BY 1`)).map((row) => row.migration_name);

beforeAll(dropDatabase);
afterAll(async () => {
  await dropDatabase();
  rmSync(dir, { recursive: true, force: true });
});

describe('a migration marked "-- migrate: no-transaction"', () => {
  it('is recognised by its marker', () => {
    expect(runsOutsideTransaction('-- migrate: no-transaction\nCREATE INDEX CONCURRENTLY x ON t (a);')).toBe(true);
    expect(runsOutsideTransaction('-- Some words.\n--   migrate:  no-transaction (one statement)\nCREATE INDEX CONCURRENTLY x ON t (a);')).toBe(true);
    expect(runsOutsideTransaction('CREATE INDEX x ON t (a);')).toBe(false);
  });

  it('runs outside a transaction (CREATE INDEX CONCURRENTLY works) and is recorded once it succeeded', async () => {
    migration(
      '20260101000000_orders',
      `CREATE TABLE "shop"."orders" (id SERIAL PRIMARY KEY, code TEXT NOT NULL);\nINSERT INTO "shop"."orders" (code) SELECT 'c' || n FROM generate_series(1, 1000) AS n;`,
    );
    migration(
      '20260101000100_orders_code_index',
      `-- migrate: no-transaction\n-- Built without blocking writes.\nCREATE INDEX CONCURRENTLY "orders_code_idx" ON "shop"."orders" ("code");\n`,
    );

    const applied = await applyMigrations({ databaseUrl, migrationsDir: dir });

    expect(applied.map((one) => one.name)).toEqual(['20260101000000_orders', '20260101000100_orders_code_index']);
    expect(await indexes()).toEqual([{ name: 'orders_code_idx', valid: true }]);
    expect(await history()).toEqual(['20260101000000_orders', '20260101000100_orders_code_index']);
    expect(await applyMigrations({ databaseUrl, migrationsDir: dir })).toEqual([]);
  });

  it('that fails leaves no history and an invalid index, which the next run drops and builds again', async () => {
    await query(`INSERT INTO shop.orders (code) VALUES ('c1')`); // a duplicate: the unique build fails
    migration(
      '20260101000200_orders_code_unique',
      `-- migrate: no-transaction\nCREATE UNIQUE INDEX CONCURRENTLY "orders_code_key" ON "shop"."orders" ("code");\n`,
    );

    await expect(applyMigrations({ databaseUrl, migrationsDir: dir })).rejects.toThrow(/20260101000200_orders_code_unique failed/);
    expect(await indexes()).toEqual([
      { name: 'orders_code_idx', valid: true },
      { name: 'orders_code_key', valid: false },
    ]);
    expect(await history()).not.toContain('20260101000200_orders_code_unique');

    await query(`DELETE FROM shop.orders WHERE id = (SELECT max(id) FROM shop.orders)`);
    const applied = await applyMigrations({ databaseUrl, migrationsDir: dir });

    expect(applied.map((one) => one.name)).toEqual(['20260101000200_orders_code_unique']);
    expect(await indexes()).toEqual([
      { name: 'orders_code_idx', valid: true },
      { name: 'orders_code_key', valid: true },
    ]);
  });
});
