import { randomUUID } from 'node:crypto';
import { NOTIFICATIONS_QUEUE, reservationCreatedSchema } from '@tire/contracts';
import { createLogger, startOutboxRelay, type OutboxRelay } from '@tire/service-kit';
import { Redis } from 'ioredis';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DB_SCHEMA } from '../src/config.js';
import { guestBooking, startTestService, type TestService } from './support/test-app.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/1';
// This run's own BullMQ prefix: other suites and parallel runs use other keys.
const PREFIX = `test-reservations-${randomUUID().slice(0, 8)}`;

let service: TestService;
let redis: Redis;
let relay: OutboxRelay | undefined;

beforeAll(async () => {
  service = await startTestService();
  redis = new Redis(REDIS_URL);
});
beforeEach(() => service.reset());
afterEach(async () => {
  await relay?.stop();
  relay = undefined;
});
afterAll(async () => {
  const keys = await redis.keys(`${PREFIX}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  await service.close();
});

/** A BullMQ job as stored in Redis (read directly so the test does not trust the relay's own client). */
async function storedJob(jobId: string) {
  const { name, data, opts } = await redis.hgetall(`${PREFIX}:${NOTIFICATIONS_QUEUE}:${jobId}`);
  if (!name || !data || !opts) return undefined;
  return { name, data: JSON.parse(data) as unknown, opts: JSON.parse(opts) as unknown };
}

describe('the booking receipt leaves through the outbox', () => {
  it('when a guest books, then the outbox event reaches the e-mail queue as reservation.created with the id reservations-<outbox id>', async () => {
    const response = await request(service.app)
      .post('/api/reservations')
      .set('x-user-language', 'en')
      .send(guestBooking(await service.locationId('Helsinki')));
    expect(response.status).toBe(201);
    const event = await service.db.prisma.outboxEvent.findFirstOrThrow();

    relay = startOutboxRelay({
      pool: service.db.pool,
      schema: DB_SCHEMA,
      service: 'reservations',
      redisUrl: REDIS_URL,
      prefix: PREFIX,
      logger: createLogger('reservations-test'),
      intervalMs: 50,
    });
    const deadline = Date.now() + 10_000;
    const publishedAt = async () => (await service.db.prisma.outboxEvent.findUniqueOrThrow({ where: { id: event.id } })).publishedAt;
    while (!(await publishedAt()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));

    expect(await publishedAt()).not.toBeNull();
    const job = await storedJob(`reservations-${event.id}`);
    expect(job?.name).toBe('reservation.created');
    // What the notifications worker will accept: the contract's schema.
    const data = reservationCreatedSchema.parse(job?.data);
    expect(data).toMatchObject({
      trackingCode: response.body.trackingCode,
      email: 'maija@example.fi',
      language: 'en',
      scheduledTime: '10:00',
      totalCents: 3500,
    });
  });
});
