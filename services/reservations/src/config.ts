import { DATABASE_URL } from '@tire/service-kit';

/** This service's Postgres schema: its tables live nowhere else. */
export const DB_SCHEMA = 'reservations';

/**
 * The service's database URL in Prisma's form: the platform's DATABASE_URL with `?schema=`
 * set to this service's schema (the migration runner and `prisma migrate deploy` read it).
 */
export function serviceDatabaseUrl(databaseUrl: string = DATABASE_URL): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('schema', DB_SCHEMA);
  return url.toString();
}

/** The same URL for `pg`, which does not know Prisma's `schema` parameter. */
export function pgConnectionString(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.delete('schema');
  return url.toString();
}

export const MIGRATIONS_DIR = new URL('../prisma/migrations', import.meta.url).pathname;

/** How long an unpaid reservation keeps its slot before the hold sweeper cancels it (RESERVATION_HOLD_MINUTES, default 30). */
export const RESERVATION_HOLD_MINUTES = Number(process.env.RESERVATION_HOLD_MINUTES || 30);
