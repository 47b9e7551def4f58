import { randomUUID } from 'node:crypto';
import { NOTIFICATIONS_QUEUE } from '@tire/contracts';
import { createLogger } from '@tire/service-kit';
import { startServiceForTest } from '@tire/service-kit/testing/start-service-for-test';
import { Queue, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { loadNotificationsConfig, type NotificationsConfig } from '../../src/config.js';
import { createNotificationsService } from '../../src/notifications-service.js';
import { TEST_DATABASE_URL } from './test-database.js';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/1';
export const PUBLIC_URL = 'http://shop.test:8080';

/** Small retries so a test sees every attempt within a second or two. */
export const FAST_RETRIES: JobsOptions = { attempts: 3, backoff: { type: 'exponential', delay: 50 } };

/** The service's settings in the tests: the test database and Redis db 1, on a BullMQ prefix of the test's own. */
export function testNotificationsConfig(overrides: Partial<NotificationsConfig> = {}): NotificationsConfig {
  return {
    ...loadNotificationsConfig(),
    databaseUrl: TEST_DATABASE_URL,
    redisUrl: TEST_REDIS_URL,
    queuePrefix: `test-notifications-${randomUUID().slice(0, 8)}`,
    ...overrides,
  };
}

/** A logger for the service in these tests: it logs every failure on purpose. */
export function silentLogger() {
  const logger = createLogger('notifications-test');
  logger.level = 'silent';
  return logger;
}

/**
 * The service with its worker alone (as main.ts starts it), sending to `smtpPort`, on a BullMQ
 * prefix of its own (Redis db 1), with a producer queue for the test to add jobs like accounts and
 * the relays do.
 */
export function startTestNotifications({ smtpPort }: { smtpPort: number }) {
  const config = testNotificationsConfig({
    concurrency: 5,
    smtp: { host: '127.0.0.1', port: smtpPort, tls: 'none' },
    mailFrom: 'Rengaspalvelu <noreply@rengaspalvelu.example>',
    publicUrl: PUBLIC_URL,
  });
  const service = startServiceForTest(createNotificationsService, {
    service: 'notifications',
    config,
    logger: silentLogger(),
    background: ['notifications worker'],
    workerStopMs: 5_000,
  });
  const notifications = service.instance.worker!;
  const redis = new Redis(TEST_REDIS_URL);
  const queue = new Queue(NOTIFICATIONS_QUEUE, { connection: redis, prefix: config.queuePrefix });
  return {
    queue,
    notifications,
    async close() {
      await service.close();
      await queue.obliterate({ force: true });
      await notifications.deadLetters.obliterate({ force: true }).catch(() => {});
      await queue.close();
      const keys = await redis.keys(`${config.queuePrefix}:*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    },
  };
}

/** A port where nothing listens: an SMTP server that is down. */
export async function closedPort() {
  const net = await import('node:net');
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as import('node:net').AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export const receiptEvent = (overrides: Record<string, unknown> = {}) => ({
  reservationId: 42,
  trackingCode: 'TIRE-7KQ2MX',
  locationId: 1,
  locationName: 'Helsinki',
  locationAddress: 'Mannerheimintie 120, 00270 Helsinki',
  scheduledDate: '2026-03-07',
  scheduledTime: '10:00',
  // 10:00 in Helsinki on 7 March 2026 (UTC+2, winter time).
  startsAt: '2026-03-07T08:00:00.000Z',
  serviceType: 'tire_change',
  totalCents: 4500,
  userId: null,
  email: 'maija@example.fi',
  name: 'Maija Meikäläinen',
  language: 'fi',
  additionalServices: [],
  // Held for 30 minutes from 9:15 on 2 March (UTC+2): "until 11:45" in Helsinki.
  holdExpiresAt: '2026-03-02T09:45:00.000Z',
  ...overrides,
});

/** The facts every reservation e-mail after the payment carries (the contract's appointment fields). */
export const appointmentEvent = (overrides: Record<string, unknown> = {}) => ({
  reservationId: 42,
  trackingCode: 'TIRE-7KQ2MX',
  serviceType: 'tire_change',
  locationName: 'Helsinki',
  locationAddress: 'Mannerheimintie 120, 00270 Helsinki',
  scheduledDate: '2026-03-07',
  scheduledTime: '10:00',
  startsAt: '2026-03-07T08:00:00.000Z',
  calendarSequence: 0,
  email: 'maija@example.fi',
  name: 'Maija Meikäläinen',
  language: 'fi',
  ...overrides,
});

/** The fitting booked with a tire order at `locationName`: Wednesday 7 October 2026 at 16:00 in Helsinki (13:00 UTC, summer time). */
export const orderFitting = (locationName: string) => ({
  trackingCode: 'TIRE-FIT234',
  locationName,
  locationAddress: 'Tikkurilantie 10, 01300 Vantaa',
  date: '2026-10-07',
  time: '16:00',
  startsAt: '2026-10-07T13:00:00.000Z',
});
