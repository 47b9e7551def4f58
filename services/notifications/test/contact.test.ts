import { randomUUID } from 'node:crypto';
import { CONTACT_MESSAGES, NOTIFICATIONS_QUEUE } from '@tire/contracts';
import { startOutboxRelay } from '@tire/service-kit';
import { startServiceForTest, type ServiceForTest } from '@tire/service-kit/testing/start-service-for-test';
import { Redis } from 'ioredis';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DB_SCHEMA } from '../src/config.js';
import { createPool } from '../src/data-access/database.js';
import { createNotificationsService } from '../src/notifications-service.js';
import { TEST_DATABASE_URL } from './support/test-database.js';
import { silentLogger, testNotificationsConfig, TEST_REDIS_URL } from './support/test-notifications.js';

// This file's own BullMQ prefix: other suites and parallel runs use other keys.
const PREFIX = `test-contact-${randomUUID().slice(0, 8)}`;
const logger = silentLogger();

let pool: pg.Pool;
let service: ServiceForTest;
let base: string;
let redis: Redis;

beforeAll(async () => {
  pool = createPool(TEST_DATABASE_URL);
  redis = new Redis(TEST_REDIS_URL);
  // The HTTP side alone (no worker, no relay), on the test's pool; called as the BFF calls it: with a service token.
  service = startServiceForTest(createNotificationsService, { service: 'notifications', config: testNotificationsConfig(), db: pool, logger });
  base = await service.listen();
});
beforeEach(async () => {
  await pool.query(`TRUNCATE "${DB_SCHEMA}".contact_messages, "${DB_SCHEMA}".outbox RESTART IDENTITY`);
});
afterAll(async () => {
  // The service closes the pool with it.
  await service.close();
  const keys = await redis.keys(`${PREFIX}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

const valid = { name: 'Maija Meikäläinen', email: 'maija@example.fi', phone: '040 123 4567', message: 'Onko teillä talvirenkaita 16 tuuman vanteille?' };

const send = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

const storedMessages = async () => (await pool.query(`SELECT * FROM "${DB_SCHEMA}".contact_messages ORDER BY id`)).rows;

describe('POST /api/contact', () => {
  it('refuses a message shorter than 10 characters with the spec’s text, and stores nothing', async () => {
    const response = await send({ ...valid, message: 'Hei!' });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.message).toBe('Message must be at least 10 characters');
    expect(body.errors).toEqual([{ path: 'message', message: CONTACT_MESSAGES.message, code: 'contact.message' }]);
    expect(await storedMessages()).toEqual([]);
  });

  it('names every missing field with the spec’s messages', async () => {
    const response = await send({ name: 'M', email: 'not-an-address', phone: '123', message: 'Tarpeeksi pitkä viesti' });
    expect(response.status).toBe(400);
    const { errors } = await response.json();
    expect(errors).toEqual([
      { path: 'name', message: 'Name is required', code: 'field.nameRequired' },
      { path: 'email', message: 'Valid email is required', code: 'contact.email' },
      { path: 'phone', message: 'Phone number is required', code: 'field.phoneRequired' },
    ]);
  });

  it('stores a valid message with the visitor’s language and puts a contact.received e-mail on the queue', async () => {
    const response = await send(valid, { 'x-user-language': 'en', 'x-user-id': 'user-7' });
    expect(response.status).toBe(201);
    expect((await response.json()).message).toBe('Message sent');

    const [stored] = await storedMessages();
    expect(stored).toMatchObject({ name: valid.name, email: valid.email, phone: valid.phone, message: valid.message, language: 'en', user_id: 'user-7' });

    const relay = startOutboxRelay({ pool, schema: DB_SCHEMA, service: 'notifications', redisUrl: TEST_REDIS_URL, prefix: PREFIX, logger, intervalMs: 60_000 });
    try {
      await expect.poll(() => relay.relayOnce(), { timeout: 10_000 }).toBe(1);
    } finally {
      await relay.stop();
    }
    const { rows: outbox } = await pool.query(`SELECT id, published_at FROM "${DB_SCHEMA}".outbox`);
    expect(outbox).toHaveLength(1);
    expect(outbox[0].published_at).not.toBeNull();

    const job = await redis.hgetall(`${PREFIX}:${NOTIFICATIONS_QUEUE}:notifications-${outbox[0].id}`);
    expect(job.name).toBe('contact.received');
    expect(JSON.parse(job.data!)).toMatchObject({ messageId: Number(stored.id), ...valid, language: 'en' });
  });

  it('trims what the visitor typed before storing it', async () => {
    expect((await send({ ...valid, name: '  Maija  ', email: ' maija@example.fi ' })).status).toBe(201);
    const [stored] = await storedMessages();
    expect(stored.name).toBe('Maija');
    expect(stored.email).toBe('maija@example.fi');
    expect(stored.language).toBe('fi');
  });
});
