// PostgreSQL roles of a platform: one per service (tire_reservations, ...), owner of its own schema
// and of nothing else. The rules live in deploy/postgres/service-roles.sql, the one file `npm start`,
// the browser tests, the scale test, docker-compose.yml and Kubernetes ops all run.
import fs from 'node:fs';
import path from 'node:path';
import { URL } from 'node:url';
import { ROOT } from './run.mjs';

/** The services with a schema of their own; the schema is named after the service. */
export const DATABASE_SERVICES = ['reservations', 'catalogue', 'payments', 'accounts', 'notifications'];

/** Every role with a schema of its own: the services', and the remotes registry's (kept by the BFF). */
export const DATABASE_ROLES = [...DATABASE_SERVICES, 'registry'];

const SERVICE_ROLES_SQL = path.join(ROOT, 'deploy', 'postgres', 'service-roles.sql');

/** The role a service connects and migrates as (`tire_` unless a test names its own prefix). */
export const serviceRole = (service, prefix = 'tire_') => `${prefix}${service}`;

/** The platform's database URL as that service's role (its password, when one is given). */
export function databaseUrlAs(databaseUrl, role, password) {
  const url = new URL(databaseUrl);
  url.username = encodeURIComponent(role);
  url.password = password ? encodeURIComponent(password) : '';
  return url.toString();
}

/**
 * Runs service-roles.sql with `client` (a connected `pg` client of a superuser, on the platform's
 * database): creates or updates the roles, sets the passwords given (`{ reservations: '…' }`),
 * makes or hands over each schema. Retried when two runs on two databases (npm start beside the
 * browser tests) update the same cluster-wide roles at once.
 * @param {import('pg').ClientBase} client
 * @param {{ passwords?: Record<string, string>; prefix?: string }} [options] `prefix`: the roles' name prefix (tests use their own)
 */
export async function ensureServiceRoles(client, { passwords = {}, prefix } = {}) {
  const sql = fs.readFileSync(SERVICE_ROLES_SQL, 'utf8');
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query('BEGIN');
      if (prefix) await client.query("SELECT set_config('tire.role_prefix', $1, true)", [prefix]);
      for (const [service, password] of Object.entries(passwords)) {
        await client.query('SELECT set_config($1, $2, true)', [`tire.password_${service}`, password]);
      }
      await client.query(sql);
      await client.query('COMMIT');
      return;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      // XX000 "tuple concurrently updated", 40001/40P01: another run touched the same role.
      if (attempt >= 5 || !['XX000', '40001', '40P01'].includes(error.code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}
