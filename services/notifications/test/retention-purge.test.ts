import { randomUUID } from 'node:crypto';
import { NOTIFICATIONS_DEAD_LETTER_QUEUE } from '@tire/contracts';
import { createLogger } from '@tire/service-kit';
import { applyMigrations } from '@tire/service-kit/migrate';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_SCHEMA, MIGRATIONS_DIR, loadNotificationsConfig } from '../src/config.js';
import { createPool } from '../src/data-access/database.js';
import { purgeContactMessages, purgeDeadLetters } from '../src/domain/retention-purge.js';
import { TEST_DATABASE_URL } from './support/test-database.js';
import { TEST_REDIS_URL } from './support/test-notifications.js';

const DAY_MS = 24 * 3_600_000;
const logger = createLogger('notifications-test');
logger.level = 'silent';

/** The silent logger, keeping what it logs at info: each purge says there how many it removed. */
function loggerKeepingInfo() {
  const info: unknown[] = [];
  const spy = Object.assign(Object.create(logger), { info: (...args: unknown[]) => info.push(args) });
  return { spy, said: () => JSON.stringify(info) };
}

describe('retention periods', () => {
  it('are 30 days for dead letters and 365 days for contact messages unless configured', () => {
    expect(loadNotificationsConfig({}).retention).toMatchObject({ deadLetterDays: 30, contactMessageDays: 365 });
    expect(loadNotificationsConfig({ DEAD_LETTER_RETENTION_DAYS: '7', CONTACT_RETENTION_DAYS: '90' }).retention).toMatchObject({
      deadLetterDays: 7,
      contactMessageDays: 90,
    });
  });
});

describe('purging old dead letters', () => {
  const prefix = `test-retention-${randomUUID().slice(0, 8)}`;
  let redis: Redis;
  let deadLetters: Queue;
  beforeAll(() => {
    redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
    deadLetters = new Queue(NOTIFICATIONS_DEAD_LETTER_QUEUE, { connection: redis, prefix });
  });
  afterAll(async () => {
    await deadLetters.obliterate({ force: true });
    await deadLetters.close();
    redis.disconnect();
  });

  const deadLetter = (jobId: string, daysAgo: number) =>
    deadLetters.add(
      'reservation.created',
      {
        event: 'reservation.created',
        data: { email: 'maija@example.fi', name: 'Maija' },
        jobId,
        failedReason: 'SMTP down',
        attemptsMade: 5,
        failedAt: new Date().toISOString(),
      },
      // As the worker adds them (removeOnComplete), dead-lettered `daysAgo` days ago.
      { jobId, removeOnComplete: true, timestamp: Date.now() - daysAgo * DAY_MS },
    );

  it('removes those dead-lettered more than 30 days ago and keeps the younger ones, saying how many', async () => {
    await deadLetter('old-1', 31);
    await deadLetter('old-2', 400);
    await deadLetter('recent', 29);
    await deadLetter('new', 0);
    const log = loggerKeepingInfo();

    expect(await purgeDeadLetters({ deadLetters, retentionDays: 30, logger: log.spy })).toBe(2);
    const left = (await deadLetters.getJobs(['wait', 'delayed', 'prioritized', 'failed', 'completed'])).map((job) => job.id).sort();
    expect(left).toEqual(['new', 'recent']);
    expect(log.said()).toContain('"removed":2');
  });
});

describe('purging old contact messages', () => {
  // A database of this file's own: the contact tests empty theirs between tests.
  const databaseUrl = (() => {
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `${url.pathname}_retention`;
    return url.toString();
  })();
  const now = new Date('2026-06-01T12:00:00.000Z');
  let pool: pg.Pool;
  beforeAll(async () => {
    await applyMigrations({ databaseUrl, migrationsDir: MIGRATIONS_DIR });
    pool = createPool(databaseUrl);
    await pool.query(`TRUNCATE "${DB_SCHEMA}".contact_messages, "${DB_SCHEMA}".outbox RESTART IDENTITY`);
  });
  afterAll(() => pool?.end());

  const message = async (name: string, daysAgo: number) => {
    const receivedAt = new Date(now.getTime() - daysAgo * DAY_MS);
    await pool.query(
      `INSERT INTO "${DB_SCHEMA}".contact_messages (name, email, phone, message, language, created_at) VALUES ($1, 'x@example.fi', '0401234567', 'Hei, kysymys renkaista', 'fi', $2)`,
      [name, receivedAt],
    );
    await pool.query(`INSERT INTO "${DB_SCHEMA}".outbox (type, payload, created_at, published_at) VALUES ('contact.received', $1, $2, $2)`, [
      JSON.stringify({ name }),
      receivedAt,
    ]);
  };

  it('deletes messages (and their e-mail events) older than 365 days and keeps the younger ones, saying how many', async () => {
    await message('two years', 730);
    await message('a year and a day', 366);
    await message('almost a year', 364);
    await message('today', 0);
    const log = loggerKeepingInfo();

    expect(await purgeContactMessages({ pool, retentionDays: 365, now: () => now, logger: log.spy })).toEqual({ messages: 2, outboxEvents: 2 });
    const names = (await pool.query(`SELECT name FROM "${DB_SCHEMA}".contact_messages ORDER BY id`)).rows.map((row) => row.name);
    expect(names).toEqual(['almost a year', 'today']);
    const events = (await pool.query(`SELECT payload FROM "${DB_SCHEMA}".outbox ORDER BY id`)).rows.map((row) => row.payload.name);
    expect(events).toEqual(['almost a year', 'today']);
    expect(log.said()).toContain('"messages":2');
  });
});
