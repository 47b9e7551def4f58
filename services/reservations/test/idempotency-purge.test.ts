import { randomUUID } from 'node:crypto';
import { createLogger, purgeIdempotencyKeys } from '@tire/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../src/data-access/database.js';
import { TEST_DATABASE_URL } from './support/test-database.js';

const DAY_MS = 24 * 3_600_000;
const NOW = new Date('2026-03-02T08:00:00.000Z');
const logger = createLogger('reservations-test');
logger.level = 'silent';

let db: Database;
beforeAll(() => {
  db = connectDatabase(TEST_DATABASE_URL, { poolSize: 2 });
});
afterAll(() => db.close());

describe('the idempotency record purge', () => {
  it('deletes the records older than 7 days, keeps the younger ones, and says how many went', async () => {
    const run = randomUUID().slice(0, 8);
    const record = (name: string, ageMs: number) =>
      db.pool.query(`INSERT INTO reservations.idempotency_keys (key, request_hash, status_code, response, created_at) VALUES ($1, 'hash', 201, $2, $3)`, [
        `${run}-${name}`,
        JSON.stringify({ guestName: 'Maija Meikäläinen', guestEmail: 'maija@example.fi' }),
        new Date(NOW.getTime() - ageMs),
      ]);
    await record('a-month-old', 30 * DAY_MS);
    await record('eight-days-old', 8 * DAY_MS);
    await record('almost-a-week-old', 7 * DAY_MS - 60_000);
    await record('fresh', 0);
    const logged: unknown[] = [];
    const spy = Object.assign(Object.create(logger), { info: (...args: unknown[]) => logged.push(args) });

    const removed = await purgeIdempotencyKeys({ pool: db.pool, schema: 'reservations', now: () => NOW, logger: spy });

    expect(removed).toBeGreaterThanOrEqual(2);
    const { rows } = await db.pool.query<{ key: string }>(`SELECT key FROM reservations.idempotency_keys WHERE key LIKE $1 ORDER BY key`, [`${run}-%`]);
    expect(rows.map((row) => row.key)).toEqual([`${run}-almost-a-week-old`, `${run}-fresh`]);
    expect(JSON.stringify(logged)).toContain(`"removed":${removed}`);
    await db.pool.query(`DELETE FROM reservations.idempotency_keys WHERE key LIKE $1`, [`${run}-%`]);
  });
});
