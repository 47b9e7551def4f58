import { describeIdempotencyPurge } from '@tire/service-kit/testing/idempotency-purge-run';
import { connectDatabase } from '../src/data-access/database.js';
import { TEST_DATABASE_URL } from './support/test-database.js';

// Guests' keys have no user: a test run's records are those whose key starts with the run.
describeIdempotencyPurge({
  schema: 'reservations',
  connect: () => connectDatabase(TEST_DATABASE_URL, { poolSize: 2 }),
  store: (pool, run, name, createdAt) =>
    pool.query(`INSERT INTO reservations.idempotency_keys (key, request_hash, status_code, response, created_at) VALUES ($1, 'hash', 201, $2, $3)`, [
      `${run}-${name}`,
      JSON.stringify({ guestName: 'Maija Meikäläinen', guestEmail: 'maija@example.fi' }),
      createdAt,
    ]),
  keys: async (pool, run) =>
    (await pool.query<{ key: string }>(`SELECT key FROM reservations.idempotency_keys WHERE key LIKE $1 ORDER BY key`, [`${run}-%`])).rows.map((row) =>
      row.key.slice(run.length + 1),
    ),
  cleanUp: (pool, run) => pool.query(`DELETE FROM reservations.idempotency_keys WHERE key LIKE $1`, [`${run}-%`]),
});
