import pg from 'pg';
import { pgConnectionString } from '@tire/service-kit';

/** A small pool: the contact form is the only writer, the outbox relay the only reader. */
export function createPool(databaseUrl: string): pg.Pool {
  return new pg.Pool({ connectionString: pgConnectionString(databaseUrl), max: 5 });
}
