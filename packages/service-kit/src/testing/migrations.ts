import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, parseDatabaseUrl } from '../migrate.js';

export interface MigrationsCheck {
  /** The service's schema: every table it creates lives there. */
  schema: string;
  migrationsDir: string;
  /** A scratch database (testDatabase(...).scratchUrl('migrate')), dropped before and after. */
  databaseUrl: string;
  /** The tables the migrations leave, sorted, the runner's `_prisma_migrations` included. */
  tables: readonly string[];
}

/**
 * A service's migrations as production runs them (the offline runner, what the migration Job
 * and `npm start` do) on an empty database: each applied once and recorded as Prisma records it
 * (checksum, finished, one step), the schema left with exactly `tables`, and a second run, even
 * two at once, doing nothing. One describe block for every service's migrate.test.ts.
 */
export function describeMigrations({ schema, migrationsDir, databaseUrl, tables }: MigrationsCheck) {
  const { adminConnectionString, connectionString, database } = parseDatabaseUrl(databaseUrl);
  const migrations = readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

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

  describe(`the ${schema} migrations`, () => {
    beforeAll(dropDatabase);
    afterAll(dropDatabase);

    it('create the database and the schema, apply every migration once and record it as Prisma does', async () => {
      const applied = await applyMigrations({ databaseUrl, migrationsDir });
      expect(applied.map((migration) => migration.name)).toEqual(migrations);

      const rows = await query<{
        migration_name: string;
        checksum: string;
        finished_at: Date | null;
        applied_steps_count: number;
        rolled_back_at: Date | null;
      }>(`SELECT * FROM "${schema}"._prisma_migrations ORDER BY migration_name`);
      expect(rows.map((row) => row.migration_name)).toEqual(migrations);
      for (const row of rows) {
        const file = readFileSync(path.join(migrationsDir, row.migration_name, 'migration.sql'));
        expect(row.checksum).toBe(createHash('sha256').update(file).digest('hex'));
        expect(row.finished_at).toBeInstanceOf(Date);
        expect(row.rolled_back_at).toBeNull();
        expect(row.applied_steps_count).toBe(1);
      }
      const created = await query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = '${schema}' ORDER BY table_name`,
      );
      expect(created.map((table) => table.table_name)).toEqual(tables);
    });

    it('do nothing the second time, even when two runs start together', async () => {
      const again = await Promise.all([applyMigrations({ databaseUrl, migrationsDir }), applyMigrations({ databaseUrl, migrationsDir })]);
      expect(again).toEqual([[], []]);
      const rows = await query<{ n: number }>(`SELECT count(*)::int AS n FROM "${schema}"._prisma_migrations`);
      expect(rows[0]?.n).toBe(migrations.length);
    });
  });
}
