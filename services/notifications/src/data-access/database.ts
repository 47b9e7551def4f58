import pg from 'pg';
import { pgConnectionString } from '@tire/service-kit';

/** The service's pg pool (DB_POOL_SIZE; small: the contact form is the only writer, the outbox relay the only reader). */
export function createPool(databaseUrl: string, max = 5): pg.Pool {
  return new pg.Pool({ connectionString: pgConnectionString(databaseUrl), max });
}
