import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations } from '../../packages/service-kit/src/migrate.js';
import { databaseUrlAs, DATABASE_SERVICES, ensureServiceRoles, serviceRole } from '../lib/database-roles.mjs';
import { ROOT } from '../lib/run.mjs';

/**
 * deploy/postgres/service-roles.sql on the local PostgreSQL (trust auth, as `npm start` uses it), in
 * scratch databases with roles of their own prefix, all dropped afterwards: each service's role owns
 * its schema and nothing else, migrates it, and is refused another service's tables.
 */
const SERVER = 'postgresql://postgres@127.0.0.1:5432';
const PREFIX = `scratch${process.pid}_`;
const OLD = `scratch_roles_${process.pid}_old`;
const FRESH = `scratch_roles_${process.pid}_fresh`;
const role = (service: string) => serviceRole(service, PREFIX);
const migrationsDir = (service: string) => path.join(ROOT, 'services', service, 'prisma', 'migrations');
const asRole = (database: string, service: string, schema = service) => `${databaseUrlAs(`${SERVER}/${database}`, role(service))}?schema=${schema}`;

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url.replace(/\?schema=.*$/, '') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const admin = (sql: string) => withClient(`${SERVER}/postgres`, (client) => client.query(sql));
const setUpRoles = (database: string) => withClient(`${SERVER}/${database}`, (client) => ensureServiceRoles(client, { prefix: PREFIX }));
const refusal = (url: string, sql: string) =>
  withClient(url, (client) => client.query(sql)).then(
    () => 'allowed',
    (error: { code?: string }) => error.code,
  );

/** Every object of a schema whose owner is not the given role (relations, types, routines). */
async function foreignOwned(database: string, schema: string, owner: string) {
  return withClient(`${SERVER}/${database}`, async (client) => {
    const { rows } = await client.query<{ object: string }>(
      `SELECT format('%s %s', c.relkind, c.relname) AS object FROM pg_class c
         WHERE c.relnamespace = $1::text::regnamespace AND c.relowner <> $2::regrole
       UNION ALL SELECT format('type %s', t.typname) FROM pg_type t
         WHERE t.typnamespace = $1::text::regnamespace AND t.typowner <> $2::regrole
       UNION ALL SELECT format('routine %s', p.proname) FROM pg_proc p
         WHERE p.pronamespace = $1::text::regnamespace AND p.proowner <> $2::regrole
       UNION ALL SELECT 'schema' FROM pg_namespace n WHERE n.nspname = $1::text AND n.nspowner <> $2::regrole`,
      [schema, owner],
    );
    return rows.map((row) => row.object);
  });
}

beforeAll(async () => {
  for (const database of [OLD, FRESH]) {
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${database}`);
  }
  // A development database made before the roles: every schema migrated as postgres, which owns it all.
  for (const service of DATABASE_SERVICES) {
    await applyMigrations({ databaseUrl: `${SERVER}/${OLD}?schema=${service}`, migrationsDir: migrationsDir(service) });
  }
  // A trigger function in a schema, as a later migration may add: it is handed over too.
  await withClient(`${SERVER}/${OLD}`, (client) =>
    client.query('CREATE FUNCTION payments.touched() RETURNS trigger LANGUAGE plpgsql AS $$BEGIN RETURN NEW; END$$'),
  );
}, 120_000);

afterAll(async () => {
  for (const database of [OLD, FRESH]) await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  for (const service of DATABASE_SERVICES) await admin(`DROP ROLE IF EXISTS ${role(service)}`);
});

describe('a PostgreSQL role per service (deploy/postgres/service-roles.sql)', () => {
  it("hands an older database's schemas, with their tables, sequences, types and functions, to each service's role", async () => {
    for (const service of DATABASE_SERVICES) expect(await foreignOwned(OLD, service, 'postgres'), `${service} before`).toEqual([]);
    await setUpRoles(OLD);
    for (const service of DATABASE_SERVICES) expect(await foreignOwned(OLD, service, role(service)), service).toEqual([]);
  });

  it('lets each role migrate and use its own schema: the history is kept, tables and sequences work', async () => {
    for (const service of DATABASE_SERVICES) {
      expect(await applyMigrations({ databaseUrl: asRole(OLD, service), migrationsDir: migrationsDir(service) }), service).toEqual([]);
    }
    const url = asRole(OLD, 'reservations');
    const row = await withClient(url, async (client) => {
      await client.query(`INSERT INTO reservations.locations (name, address, capacity) VALUES ('Testi', 'Testikatu 1', 2)`);
      return (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM reservations.locations')).rows[0];
    });
    expect(row).toEqual({ n: 1 });
  });

  it("refuses a service's role another service's tables, new schemas, public and the other roles", async () => {
    const reservations = asRole(OLD, 'reservations');
    expect(await refusal(reservations, 'SELECT * FROM accounts.users')).toBe('42501');
    expect(await refusal(reservations, 'SELECT * FROM payments.payments')).toBe('42501');
    expect(await refusal(reservations, `UPDATE catalogue.products SET stock = 0`)).toBe('42501');
    expect(await refusal(asRole(OLD, 'payments'), 'SELECT * FROM reservations.reservations')).toBe('42501');
    expect(await refusal(asRole(OLD, 'notifications'), 'SELECT * FROM accounts.login_codes')).toBe('42501');
    expect(await refusal(reservations, 'CREATE TABLE public.stash (data text)')).toBe('42501');
    expect(await refusal(reservations, 'CREATE SCHEMA stash')).toBe('42501');
    expect(await refusal(reservations, 'CREATE TEMPORARY TABLE stash (data text)')).toBe('42501');
    expect(await refusal(reservations, `SET ROLE ${role('accounts')}`)).toBe('42501');
  });

  it('is idempotent: a second run changes nothing and keeps what each role may do', async () => {
    await setUpRoles(OLD);
    for (const service of DATABASE_SERVICES) expect(await foreignOwned(OLD, service, role(service)), service).toEqual([]);
    expect(await refusal(asRole(OLD, 'accounts'), 'SELECT count(*) FROM accounts.users')).toBe('allowed');
    expect(await refusal(asRole(OLD, 'accounts'), 'SELECT count(*) FROM reservations.locations')).toBe('42501');
  });

  it('makes the schemas of a new database, in which every service applies all its migrations as its own role', async () => {
    await setUpRoles(FRESH);
    for (const service of DATABASE_SERVICES) {
      const applied = await applyMigrations({ databaseUrl: asRole(FRESH, service), migrationsDir: migrationsDir(service) });
      expect(applied.length, service).toBeGreaterThan(0);
      expect(await foreignOwned(FRESH, service, role(service)), service).toEqual([]);
    }
    expect(await refusal(asRole(FRESH, 'catalogue'), 'SELECT * FROM reservations.locations')).toBe('42501');
  });
});
