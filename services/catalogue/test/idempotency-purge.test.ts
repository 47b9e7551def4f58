import { randomUUID } from 'node:crypto';
import { createLogger, purgeIdempotencyKeys } from '@tire/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../src/data-access/database.js';
import { TEST_DATABASE_URL } from './support/test-database.js';

const DAY_MS = 24 * 3_600_000;
const NOW = new Date('2026-03-02T08:00:00.000Z');
const logger = createLogger('catalogue-test');
logger.level = 'silent';

let db: Database;
beforeAll(() => {
  db = connectDatabase(TEST_DATABASE_URL, { poolSize: 2 });
});
afterAll(() => db.close());

describe('the idempotency record purge', () => {
  it('deletes the records older than 7 days, keeps the younger ones, and says how many went', async () => {
    const userId = `purge-test-${randomUUID().slice(0, 8)}`;
    const record = (key: string, ageMs: number) =>
      db.pool.query(
        `INSERT INTO catalogue.idempotency_keys (user_id, key, request_hash, status_code, response, created_at) VALUES ($1, $2, 'hash', 201, $3, $4)`,
        [userId, key, JSON.stringify({ id: 1, status: 'pending' }), new Date(NOW.getTime() - ageMs)],
      );
    await record('a-month-old', 30 * DAY_MS);
    await record('eight-days-old', 8 * DAY_MS);
    await record('almost-a-week-old', 7 * DAY_MS - 60_000);
    await record('fresh', 0);
    const logged: unknown[] = [];
    const spy = Object.assign(Object.create(logger), { info: (...args: unknown[]) => logged.push(args) });

    const removed = await purgeIdempotencyKeys({ pool: db.pool, schema: 'catalogue', now: () => NOW, logger: spy });

    expect(removed).toBeGreaterThanOrEqual(2);
    const { rows } = await db.pool.query<{ key: string }>(`SELECT key FROM catalogue.idempotency_keys WHERE user_id = $1 ORDER BY key`, [userId]);
    expect(rows.map((row) => row.key)).toEqual(['almost-a-week-old', 'fresh']);
    expect(JSON.stringify(logged)).toContain(`"removed":${removed}`);
    await db.pool.query(`DELETE FROM catalogue.idempotency_keys WHERE user_id = $1`, [userId]);
  });
});
