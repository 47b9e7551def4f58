import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

/**
 * Applies Prisma-layout migrations (`<dir>/<timestamp>_<name>/migration.sql`) with plain `pg`,
 * because `prisma migrate` needs a native engine these machines cannot download. It keeps the
 * same `_prisma_migrations` history Prisma writes (same table, same sha256 checksums, same
 * advisory lock), so `prisma migrate deploy` on a connected machine accepts the database as is.
 */
export interface ApplyMigrationsOptions {
  /** postgresql://... ; `?schema=` names the Postgres schema (Prisma's rule), default "public". */
  databaseUrl: string;
  migrationsDir: string;
  log?: (message: string) => void;
}

export interface AppliedMigration {
  name: string;
  checksum: string;
}

/** The lock id Prisma's migration engine takes, so our runner and Prisma never overlap. */
export const PRISMA_ADVISORY_LOCK_ID = 72707369;

export const migrationChecksum = (script: string | Buffer) => createHash('sha256').update(script).digest('hex');

/** Splits a Prisma-style URL into what `pg` understands and the schema Prisma would use. */
export function parseDatabaseUrl(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const schema = url.searchParams.get('schema') ?? 'public';
  url.searchParams.delete('schema');
  const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres';
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return { connectionString: url.toString(), adminConnectionString: admin.toString(), database, schema };
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Runs `use` on a connection to the server's own "postgres" database, where the database a URL
 * names is created or dropped (not from inside itself), and closes it after.
 */
export async function onDatabaseServer<T>(databaseUrl: string, use: (client: pg.Client, database: string) => Promise<T>): Promise<T> {
  const { adminConnectionString, database } = parseDatabaseUrl(databaseUrl);
  const client = new pg.Client({ connectionString: adminConnectionString });
  await client.connect();
  try {
    return await use(client, database);
  } finally {
    await client.end();
  }
}

/** Creates the database when it does not exist yet (a fresh test database, a new machine). */
export async function ensureDatabase(databaseUrl: string) {
  return onDatabaseServer(databaseUrl, async (client, database) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount) return false;
    try {
      await client.query(`CREATE DATABASE ${quoteIdent(database)}`);
      return true;
    } catch (error) {
      // another process created it between our check and our CREATE
      const code = (error as { code?: string }).code;
      if (code === '42P04' || code === '23505') return false;
      throw error;
    }
  });
}

/** Drops the database a URL names, if there is one, closing its connections (a test or benchmark database started over). */
export async function dropDatabase(databaseUrl: string) {
  await onDatabaseServer(databaseUrl, (client, database) => client.query(`DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`));
}

async function readMigrations(migrationsDir: string) {
  const entries = await readdir(migrationsDir, { withFileTypes: true });
  const names = entries
    .filter((entry) => entry.isDirectory() && existsSync(path.join(migrationsDir, entry.name, 'migration.sql')))
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const script = await readFile(path.join(migrationsDir, name, 'migration.sql'));
      return { name, script: script.toString('utf8'), checksum: migrationChecksum(script) };
    }),
  );
}

/**
 * A migration without its `CREATE SCHEMA IF NOT EXISTS "<schema>";` of the service's own schema (every
 * init migration starts with one), for a role that owns the existing schema but may not create
 * schemas: PostgreSQL checks that right before it sees the schema exists. Nothing else changes, and
 * the history keeps the file's checksum.
 */
export function withoutOwnSchemaCreation(script: string, schema: string): string {
  const name = schema.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const statement = new RegExp(`^\\s*CREATE\\s+SCHEMA\\s+IF\\s+NOT\\s+EXISTS\\s+(?:"${name}"|${name})\\s*;`, 'gim');
  return script.replace(statement, `-- (schema "${schema}" exists: made by deploy/postgres/service-roles.sql)`);
}

/**
 * A migration whose first lines say `-- migrate: no-transaction` runs outside a transaction: what
 * PostgreSQL refuses inside one, above all `CREATE INDEX CONCURRENTLY` (an index built on a large
 * table without blocking its writes). Such a file holds exactly one statement, as Prisma's own
 * `migrate deploy` needs to run it outside a transaction too; it is recorded once it succeeded.
 */
export const NO_TRANSACTION_MARKER = /^\s*--\s*migrate:\s*no-transaction\b/im;

export const runsOutsideTransaction = (script: string) => NO_TRANSACTION_MARKER.test(script);

/**
 * A `CREATE INDEX CONCURRENTLY` that failed (a deadlock, a cancelled deploy, a unique violation)
 * leaves an invalid index of that name behind, which `IF NOT EXISTS` would take for done and a
 * plain retry would trip over: it is dropped, without blocking writes either, before the retry.
 */
async function dropInvalidIndexes(client: pg.Client, schema: string, script: string) {
  const names = [...script.matchAll(/CREATE\s+(?:UNIQUE\s+)?INDEX\s+CONCURRENTLY\s+(?:IF\s+NOT\s+EXISTS\s+)?"?([A-Za-z0-9_]+)"?/gi)].map((match) => match[1]!);
  for (const name of names) {
    const invalid = await client.query(
      `SELECT 1 FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
       WHERE c.relnamespace = $1::regnamespace AND c.relname = $2 AND NOT i.indisvalid`,
      [quoteIdent(schema), name],
    );
    if (invalid.rowCount) await client.query(`DROP INDEX CONCURRENTLY IF EXISTS ${quoteIdent(schema)}.${quoteIdent(name)}`);
  }
}

/**
 * The service's schema and Prisma's history table, made when missing. Answers whether this role may
 * create schemas: a service migrates as its own role, owner of its schema but not allowed to create
 * schemas (deploy/postgres/service-roles.sql makes the schema), and CREATE SCHEMA IF NOT EXISTS asks
 * for that right even when the schema exists: it is created only when missing.
 */
async function prepareSchema(client: pg.Client, schema: string): Promise<{ mayCreateSchemas: boolean }> {
  const s = quoteIdent(schema);
  const existing = await client.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema]);
  const access = await client.query<{ may_create: boolean; role: string }>(
    "SELECT has_database_privilege(current_database(), 'CREATE') AS may_create, current_user AS role",
  );
  const mayCreateSchemas = access.rows[0]!.may_create;
  if (!existing.rowCount) {
    if (!mayCreateSchemas) {
      throw new Error(`Schema ${schema} does not exist and ${access.rows[0]!.role} may not create it: run deploy/postgres/service-roles.sql first`);
    }
    await client.query(`CREATE SCHEMA ${s}`);
  }
  await client.query(`SET search_path TO ${s}`);
  // The table exactly as Prisma's migration engine creates it.
  await client.query(`CREATE TABLE IF NOT EXISTS ${s}."_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
  )`);
  return { mayCreateSchemas };
}

/** The checksum of every migration applied, by name; refuses to go on past one that failed half-way. */
async function appliedChecksums(client: pg.Client, schema: string): Promise<Map<string, string>> {
  const history = await client.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
    `SELECT migration_name, checksum, finished_at FROM ${quoteIdent(schema)}."_prisma_migrations" WHERE rolled_back_at IS NULL`,
  );
  const failed = history.rows.find((row) => row.finished_at === null);
  if (failed) {
    throw new Error(`Migration ${failed.migration_name} failed earlier and is not marked rolled back; resolve it before migrating again`);
  }
  return new Map(history.rows.map((row) => [row.migration_name, row.checksum]));
}

/**
 * Runs one migration and records it as Prisma does: in a transaction, or (CREATE INDEX
 * CONCURRENTLY) outside one, after dropping what an earlier failed attempt left behind.
 */
async function applyMigration(client: pg.Client, schema: string, migration: { name: string; checksum: string }, script: string) {
  const record = () =>
    client.query(
      `INSERT INTO ${quoteIdent(schema)}."_prisma_migrations"
         (id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count)
       VALUES ($1, $2, now(), $3, NULL, NULL, now(), 1)`,
      [randomUUID(), migration.checksum, migration.name],
    );
  const failed = (error: unknown) => new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
  if (runsOutsideTransaction(script)) {
    try {
      await dropInvalidIndexes(client, schema, script);
      await client.query(script);
    } catch (error) {
      throw failed(error);
    }
    await record();
    return;
  }
  await client.query('BEGIN');
  try {
    await client.query(script);
    await record();
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw failed(error);
  }
}

export async function applyMigrations({ databaseUrl, migrationsDir, log = () => {} }: ApplyMigrationsOptions) {
  await ensureDatabase(databaseUrl);
  const { connectionString, schema } = parseDatabaseUrl(databaseUrl);
  const migrations = await readMigrations(migrationsDir);
  const client = new pg.Client({ connectionString });
  await client.connect();
  const applied: AppliedMigration[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PRISMA_ADVISORY_LOCK_ID]);
    try {
      const { mayCreateSchemas } = await prepareSchema(client, schema);
      const done = await appliedChecksums(client, schema);
      for (const migration of migrations) {
        const recorded = done.get(migration.name);
        if (recorded !== undefined) {
          if (recorded !== migration.checksum) log(`warning: ${migration.name} was modified after it was applied`);
          continue;
        }
        log(`applying ${migration.name}`);
        await applyMigration(client, schema, migration, mayCreateSchemas ? migration.script : withoutOwnSchemaCreation(migration.script, schema));
        applied.push({ name: migration.name, checksum: migration.checksum });
      }
      log(applied.length ? `applied ${applied.length} migration(s)` : 'database schema is up to date');
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [PRISMA_ADVISORY_LOCK_ID]).catch(() => {});
    }
  } finally {
    await client.end();
  }
  return applied;
}
