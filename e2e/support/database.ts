import pg from 'pg';
import { e2e } from './platform.js';

/**
 * The e2e platform's own database, for the few tests that must let time pass (a hold running
 * out): they move a row's creation time back instead of waiting 30 minutes.
 */
export async function inE2eDatabase<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: e2e.env.DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
