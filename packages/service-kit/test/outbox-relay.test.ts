import { randomUUID } from 'node:crypto';
import { NOTIFICATION_JOB_ATTEMPTS, NOTIFICATION_JOB_BACKOFF, NOTIFICATIONS_QUEUE } from '@tire/contracts';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger.js';
import { parseDatabaseUrl } from '../src/migrate.js';
import { startOutboxRelay, type OutboxRelay } from '../src/outbox-relay.js';
import { startTcpProxy } from './support/tcp-proxy.js';

const DATABASE_URL = process.env.TEST_SERVICE_KIT_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/tire_test_service_kit';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/1';
const SCHEMA = 'relay_test';
// A prefix of this run's own keeps parallel runs and other suites out of each other's queues.
const PREFIX = `test-relay-${randomUUID().slice(0, 8)}`;
const logger = createLogger('outbox-relay-test');
// The relay warns about the Redis outages these tests make on purpose.
logger.level = 'error';

let pool: pg.Pool;
let redis: Redis;
let queue: Queue;
const relays: OutboxRelay[] = [];

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const insertEvents = async (count: number) => {
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO ${SCHEMA}.outbox (type, payload)
     SELECT 'reservation.created', jsonb_build_object('reservationId', n) FROM generate_series(1, $1::int) AS n RETURNING id`,
    [count],
  );
  return rows.map((row) => row.id);
};
const unpublishedCount = async () => Number((await pool.query(`SELECT count(*) FROM ${SCHEMA}.outbox WHERE published_at IS NULL`)).rows[0].count);

/** Every event BullMQ wrote to the queue's event stream, e.g. 'added' or 'duplicated'. */
async function queueEvents() {
  const entries = await redis.xrange(`${PREFIX}:${NOTIFICATIONS_QUEUE}:events`, '-', '+');
  return entries.map(([, fields]) => fields[fields.indexOf('event') + 1]);
}

function relay(overrides: Partial<Parameters<typeof startOutboxRelay>[0]> = {}) {
  const started = startOutboxRelay({ pool, schema: SCHEMA, service: 'test', redisUrl: REDIS_URL, logger, prefix: PREFIX, intervalMs: 50, ...overrides });
  relays.push(started);
  return started;
}

beforeAll(async () => {
  const { adminConnectionString, database } = parseDatabaseUrl(DATABASE_URL);
  const admin = new pg.Client({ connectionString: adminConnectionString });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${database}"`);
  await admin.end();
  pool = new pg.Pool({ connectionString: DATABASE_URL, max: 6 });
  // The same shape as a service's outbox (services/reservations/prisma/migrations).
  await pool.query(`CREATE SCHEMA ${SCHEMA};
    CREATE TABLE ${SCHEMA}.outbox (id BIGSERIAL PRIMARY KEY, type TEXT NOT NULL, payload JSONB NOT NULL,
      created_at TIMESTAMPTZ(3) NOT NULL DEFAULT now(), published_at TIMESTAMPTZ(3))`);
  redis = new Redis(REDIS_URL);
  queue = new Queue(NOTIFICATIONS_QUEUE, { connection: redis, prefix: PREFIX });
});

beforeEach(async () => {
  await pool.query(`TRUNCATE ${SCHEMA}.outbox RESTART IDENTITY`);
  await queue.obliterate({ force: true });
});

afterEach(async () => {
  await Promise.all(relays.splice(0).map((started) => started.stop()));
});

afterAll(async () => {
  await queue.obliterate({ force: true });
  await queue.close();
  redis.disconnect();
  await pool.end();
});

describe('the outbox relay', () => {
  it('puts each waiting event on the notifications queue once, named after its type, with the id <service>-<row id>', async () => {
    const ids = await insertEvents(2);
    relay();

    expect(await eventually(unpublishedCount, (n) => n === 0)).toBe(0);
    const job = await queue.getJob(`test-${ids[0]}`);
    expect(job?.name).toBe('reservation.created');
    expect(job?.data).toEqual({ reservationId: 1 });
    expect(job?.opts.attempts).toBe(NOTIFICATION_JOB_ATTEMPTS);
    expect(job?.opts.backoff).toEqual(NOTIFICATION_JOB_BACKOFF);
    expect((await queue.getJob(`test-${ids[1]}`))?.data).toEqual({ reservationId: 2 });

    // More ticks later, nothing is sent again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await queue.getWaitingCount()).toBe(2);
    expect((await queueEvents()).filter((event) => event === 'added' || event === 'duplicated')).toEqual(['added', 'added']);
  });

  it('drops the secret fields it is told of from the row once the job is queued: only the job keeps them', async () => {
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO ${SCHEMA}.outbox (type, payload) VALUES ('reservation.created', '{"reservationId": 7, "manageToken": "s3cr3t"}') RETURNING id`,
    );
    relay({ secretFields: ['manageToken'] });

    expect(await eventually(unpublishedCount, (n) => n === 0)).toBe(0);
    expect((await queue.getJob(`test-${rows[0]!.id}`))?.data).toEqual({ reservationId: 7, manageToken: 's3cr3t' });
    expect((await pool.query(`SELECT payload FROM ${SCHEMA}.outbox WHERE id = $1`, [rows[0]!.id])).rows[0].payload).toEqual({ reservationId: 7 });
  });

  it('never sends an event twice when two relays poll the same outbox', async () => {
    await insertEvents(300);
    relay();
    relay();

    expect(await eventually(unpublishedCount, (n) => n === 0)).toBe(0);
    const events = await queueEvents();
    expect(events.filter((event) => event === 'added')).toHaveLength(300);
    expect(events.filter((event) => event === 'duplicated')).toHaveLength(0);
  });

  it('keeps events while Redis is unreachable and relays them once it is back', async () => {
    const redisPort = Number(new URL(REDIS_URL).port || 6379);
    const proxy = await startTcpProxy({ host: '127.0.0.1', port: redisPort });
    const [id] = await insertEvents(1);
    const relayUrl = new URL(REDIS_URL);
    relayUrl.port = String(proxy.port);
    relay({ redisUrl: relayUrl.toString() });

    // Several ticks with nothing listening on the relay's Redis port: the event stays.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await unpublishedCount()).toBe(1);
    expect(await queue.getJob(`test-${id}`)).toBeUndefined();

    await proxy.open();
    try {
      expect(await eventually(unpublishedCount, (n) => n === 0, 15_000)).toBe(0);
      expect((await queue.getJob(`test-${id}`))?.name).toBe('reservation.created');
    } finally {
      await proxy.close();
    }
  });

  it('keeps events while Redis goes away after the relay started, and sends each once when it returns', async () => {
    const redisPort = Number(new URL(REDIS_URL).port || 6379);
    const proxy = await startTcpProxy({ host: '127.0.0.1', port: redisPort });
    await proxy.open();
    const relayUrl = new URL(REDIS_URL);
    relayUrl.port = String(proxy.port);
    relay({ redisUrl: relayUrl.toString() });
    await insertEvents(1);
    expect(await eventually(unpublishedCount, (n) => n === 0)).toBe(0);

    await proxy.close();
    await insertEvents(2);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await unpublishedCount()).toBe(2);

    await proxy.open();
    try {
      expect(await eventually(unpublishedCount, (n) => n === 0, 15_000)).toBe(0);
      expect(await queue.getWaitingCount()).toBe(3);
      expect((await queueEvents()).filter((event) => event === 'added')).toHaveLength(3);
    } finally {
      await proxy.close();
    }
  });
});
