import { serviceDatabaseUrl } from '../../src/config.js';

/** Each service's tests use a database of their own (never the dev database "tire"). */
const base = new URL(process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/tire_test_catalogue');

export const TEST_DATABASE_URL = serviceDatabaseUrl(base.toString());

/** Another database for the migration runner's own tests, so they can start from nothing. */
export function scratchDatabaseUrl(suffix: string) {
  const url = new URL(base);
  url.pathname = `${url.pathname}_${suffix}`;
  return serviceDatabaseUrl(url.toString());
}
