import { describeIdempotencyPurge } from '@tire/service-kit/testing/idempotency-purge-run';
import { connectDatabase } from '../src/data-access/database.js';
import { TEST_DATABASE_URL } from './support/test-database.js';

// The catalogue keeps a customer's keys per user: a test run's records are those of its own user.
const userOf = (run: string) => `purge-test-${run}`;

describeIdempotencyPurge({
  schema: 'catalogue',
  connect: () => connectDatabase(TEST_DATABASE_URL, { poolSize: 2 }),
  store: (pool, run, key, createdAt) =>
    pool.query(`INSERT INTO catalogue.idempotency_keys (user_id, key, request_hash, status_code, response, created_at) VALUES ($1, $2, 'hash', 201, $3, $4)`, [
      userOf(run),
      key,
      JSON.stringify({ id: 1, status: 'pending' }),
      createdAt,
    ]),
  keys: async (pool, run) =>
    (await pool.query<{ key: string }>(`SELECT key FROM catalogue.idempotency_keys WHERE user_id = $1 ORDER BY key`, [userOf(run)])).rows.map((row) => row.key),
  cleanUp: (pool, run) => pool.query(`DELETE FROM catalogue.idempotency_keys WHERE user_id = $1`, [userOf(run)]),
});
