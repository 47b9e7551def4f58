import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { applyMigrations, dropDatabase, onDatabaseServer } from '../migrate.js';
import { inTransaction } from '../pg-transaction.js';

export interface TestDatabaseOptions {
  /** The service's name: its tests' database is tire_test_<service> unless the environment names one. */
  service: string;
  /** The service's own URL rule (its schema in the search path): config.ts's serviceDatabaseUrl. */
  serviceDatabaseUrl: (databaseUrl: string) => string;
  /** The variable that may name the base database (TEST_DATABASE_URL unless said). */
  env?: string;
}

/**
 * A service's test database (never the dev database "tire"), and scratch databases beside it
 * for tests that must start from nothing (the migration runner's own).
 */
export function testDatabase({ service, serviceDatabaseUrl, env = 'TEST_DATABASE_URL' }: TestDatabaseOptions) {
  const base = new URL(process.env[env] ?? `postgresql://postgres@127.0.0.1:5432/tire_test_${service}`);
  return {
    url: serviceDatabaseUrl(base.toString()),
    scratchUrl(suffix: string) {
      const url = new URL(base);
      url.pathname = `${url.pathname}_${suffix}`;
      return serviceDatabaseUrl(url.toString());
    },
  };
}

export interface ResetOptions {
  databaseUrl: string;
  migrationsDir: string;
  /** The service's package: its Prisma client is generated first when a fresh clone has none. */
  packageDir?: URL;
}

/**
 * The vitest globalSetup of a service: a fresh test database, migrated by the same runner as
 * production, before any test file runs.
 */
export async function resetTestDatabase({ databaseUrl, migrationsDir, packageDir }: ResetOptions) {
  if (packageDir) {
    const dir = fileURLToPath(packageDir);
    if (existsSync(`${dir}/prisma/schema.prisma`) && !existsSync(`${dir}/src/generated/prisma/client.ts`)) {
      execSync('npx prisma generate', { cwd: dir, stdio: 'inherit' });
    }
  }
  await dropDatabase(databaseUrl);
  await applyMigrations({ databaseUrl, migrationsDir });
}

/**
 * Between tests: empties every table of a service's schema except the migration runner's
 * bookkeeping and `keep` (seeded reference data), ids starting again from 1. A table a migration
 * adds is emptied too, without anyone remembering to list it.
 *
 * DELETE rather than TRUNCATE: a test leaves a few rows, and TRUNCATE gives each table new files
 * that the commit must sync to disk (57 against 4 ms for the reservations schema's 16 tables on an
 * idle machine, and the services' tests reset before each test). Foreign keys are not checked in
 * this transaction (session_replication_role, which needs the superuser the tests connect as), so
 * the tables empty in any order, as TRUNCATE's CASCADE did.
 */
export async function emptyTables(pool: pg.Pool, schema: string, keep: readonly string[] = []) {
  const { rows } = await pool.query<{ tablename: string }>('SELECT tablename FROM pg_tables WHERE schemaname = $1', [schema]);
  const tables = rows.map((row) => row.tablename).filter((name) => name !== '_prisma_migrations' && !keep.includes(name));
  if (!tables.length) return;
  await inTransaction(pool, async (client) => {
    await client.query('SET LOCAL session_replication_role = replica');
    await client.query(tables.map((name) => `DELETE FROM "${schema}"."${name}"`).join('; '));
    // RESTART IDENTITY: every sequence a column of these tables owns (serial and identity) starts again.
    await client.query(
      `SELECT setval(seq.oid, 1, false)
         FROM pg_class seq
         JOIN pg_depend dep ON dep.objid = seq.oid AND dep.deptype IN ('a', 'i')
         JOIN pg_class tab ON tab.oid = dep.refobjid
         JOIN pg_namespace ns ON ns.oid = tab.relnamespace
        WHERE seq.relkind = 'S' AND ns.nspname = $1 AND tab.relname = ANY($2)`,
      [schema, tables],
    );
  });
}

/**
 * Drops a scratch database once the test's own connections have left it: a pool's end() resolves
 * before its sockets close, and a connection still closing that FORCE terminates throws in its
 * client (an uncaught error that fails the run). Anything left after five seconds is forced.
 */
export async function dropScratchDatabase(databaseUrl: string) {
  await onDatabaseServer(databaseUrl, async (admin, database) => {
    for (let tries = 0; tries < 50; tries++) {
      const { rows } = await admin.query<{ open: number }>(`SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = $1`, [database]);
      if (rows[0]!.open === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  });
}

/**
 * Every row of every table of a service's schema, as one lower-case text: what an erasure test
 * searches for the person's name, address or plate, so a table a migration adds is searched too.
 */
export async function everyTextInSchema(pool: pg.Pool, schema: string) {
  const { rows } = await pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE'`,
    [schema],
  );
  const texts = await Promise.all(
    rows.map(async ({ table_name }) => (await pool.query(`SELECT t::text AS row FROM "${schema}"."${table_name}" t`)).rows.map((r) => r.row)),
  );
  return texts.flat().join('\n').toLowerCase();
}
