import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeIdempotencyKeys } from '../idempotency-purge.js';
import { createLogger } from '../logger.js';

const DAY_MS = 24 * 3_600_000;
const NOW = new Date('2026-03-02T08:00:00.000Z');

/** The records the test stores, by name and age: two past the 7 days, two within them. */
const RECORDS = [
  ['a-month-old', 30 * DAY_MS],
  ['eight-days-old', 8 * DAY_MS],
  ['almost-a-week-old', 7 * DAY_MS - 60_000],
  ['fresh', 0],
] as const;

export interface IdempotencyPurgeTest {
  /** The service's schema, which holds its idempotency_keys table. */
  schema: string;
  /** Opens the service's database (closed after the test). */
  connect: () => { pool: pg.Pool; close(): Promise<unknown> };
  /**
   * The service's own SQL, as its table's columns differ: `store` saves one record of this test
   * run (`run` tells the run's records from any others), `keys` answers the names of the run's
   * records in order, and `cleanUp` deletes them.
   */
  store: (pool: pg.Pool, run: string, name: string, createdAt: Date) => Promise<unknown>;
  keys: (pool: pg.Pool, run: string) => Promise<string[]>;
  cleanUp: (pool: pg.Pool, run: string) => Promise<unknown>;
}

/**
 * A service's test of the idempotency record purge (startIdempotencyKeyPurge's work): the records
 * older than 7 days go, the younger ones stay, and the purge logs how many went.
 */
export function describeIdempotencyPurge({ schema, connect, store, keys, cleanUp }: IdempotencyPurgeTest) {
  let db: ReturnType<typeof connect>;
  beforeAll(() => {
    db = connect();
  });
  afterAll(() => db.close());

  describe('the idempotency record purge', () => {
    it('deletes the records older than 7 days, keeps the younger ones, and says how many went', async () => {
      const run = randomUUID().slice(0, 8);
      for (const [name, ageMs] of RECORDS) await store(db.pool, run, name, new Date(NOW.getTime() - ageMs));
      const logger = createLogger(`${schema}-test`);
      logger.level = 'silent';
      const logged: unknown[] = [];
      const spy = Object.assign(Object.create(logger), { info: (...args: unknown[]) => logged.push(args) });

      const removed = await purgeIdempotencyKeys({ pool: db.pool, schema, now: () => NOW, logger: spy });

      expect(removed).toBeGreaterThanOrEqual(2);
      expect(await keys(db.pool, run)).toEqual(['almost-a-week-old', 'fresh']);
      expect(JSON.stringify(logged)).toContain(`"removed":${removed}`);
      await cleanUp(db.pool, run);
    });
  });
}
