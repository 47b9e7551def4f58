/**
 * Where every part of the platform listens, in one place. Each value can be overridden by the
 * environment (npm start, the test runner and docker-compose each set their own).
 */
const env = process.env;
const num = (value: string | undefined, fallback: number) => (value ? Number(value) : fallback);

export const PORTS = {
  bff: num(env.BFF_PORT, 8080),
  reservations: num(env.RESERVATIONS_PORT, 4001),
  catalogue: num(env.CATALOGUE_PORT, 4002),
  payments: num(env.PAYMENTS_PORT, 4003),
  accounts: num(env.ACCOUNTS_PORT, 4004),
  notifications: num(env.NOTIFICATIONS_PORT, 4005),
} as const;

export const SERVICE_URLS = {
  reservations: env.RESERVATIONS_URL ?? `http://127.0.0.1:${PORTS.reservations}`,
  catalogue: env.CATALOGUE_URL ?? `http://127.0.0.1:${PORTS.catalogue}`,
  payments: env.PAYMENTS_URL ?? `http://127.0.0.1:${PORTS.payments}`,
  accounts: env.ACCOUNTS_URL ?? `http://127.0.0.1:${PORTS.accounts}`,
  notifications: env.NOTIFICATIONS_URL ?? `http://127.0.0.1:${PORTS.notifications}`,
} as const;

/** One database; each service keeps its tables in a Postgres schema of its own. */
export const DATABASE_URL = env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/tire';
export const REDIS_URL = env.REDIS_URL ?? 'redis://127.0.0.1:6379/0';
export const IS_PRODUCTION = env.NODE_ENV === 'production';

/**
 * A positive number from a setting, or the fallback when it is unset or unusable (a typo must
 * not turn an interval into NaN or 0): the one reading of numeric settings in the services'
 * `load<Service>Config(env)`.
 */
export function positiveNumber(value: string | undefined, fallback: number): number {
  const parsed = value === undefined || value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/** What every service reads the same way: its database (own schema), pool, Redis and queue prefix. */
export interface ServiceBasics {
  /** DATABASE_URL pointed at the service's schema. */
  databaseUrl: string;
  /** DB_POOL_SIZE: connections of this instance's pool. */
  poolSize: number;
  redisUrl: string;
  /** BULLMQ_PREFIX: must match between the producers and the notifications worker (tests use their own). */
  queuePrefix: string;
}

export function serviceBasics(env: NodeJS.ProcessEnv, schema: string, defaultPoolSize = 10): ServiceBasics {
  return {
    databaseUrl: databaseUrlForSchema(env.DATABASE_URL ?? DATABASE_URL, schema),
    poolSize: positiveNumber(env.DB_POOL_SIZE, defaultPoolSize),
    redisUrl: env.REDIS_URL ?? REDIS_URL,
    queuePrefix: env.BULLMQ_PREFIX || 'bull',
  };
}

/** Headers by which the BFF tells a service who is calling; services never see cookies. */
export const IDENTITY_HEADERS = {
  userId: 'x-user-id',
  userEmail: 'x-user-email',
  isAdmin: 'x-user-admin',
  language: 'x-user-language',
  requestId: 'x-request-id',
} as const;

/**
 * A database URL in Prisma's form for one service's Postgres schema (`?schema=`): the migration
 * runner and `prisma migrate deploy` read it.
 */
export function databaseUrlForSchema(databaseUrl: string, schema: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('schema', schema);
  return url.toString();
}

/** The same URL for `pg`, which does not know Prisma's `schema` parameter. */
export function pgConnectionString(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.delete('schema');
  return url.toString();
}
