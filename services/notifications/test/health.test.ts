import { startServiceForTest, type ServiceForTest } from '@tire/service-kit/testing/start-service-for-test';
import { afterEach, describe, expect, it } from 'vitest';
import type { NotificationsService } from '../src/notifications-service.js';
import { createNotificationsService } from '../src/notifications-service.js';
import { closedPort, silentLogger, testNotificationsConfig, TEST_REDIS_URL } from './support/test-notifications.js';

let service: ServiceForTest<NotificationsService> | undefined;

afterEach(async () => {
  await service?.close();
  service = undefined;
});

async function serviceWithRedisAt(redisUrl: string) {
  service = startServiceForTest(createNotificationsService, {
    service: 'notifications',
    config: testNotificationsConfig({ redisUrl, queuePrefix: `test-health-${process.pid}`, concurrency: 1 }),
    logger: silentLogger(),
    background: ['notifications worker'],
    // Without waiting long for a Redis that may be away.
    workerStopMs: 500,
  });
  // Health is open without a service token.
  return service.listen(service.unguarded);
}

describe('the notifications service over HTTP', () => {
  it('is healthy and ready when Redis answers', async () => {
    const base = await serviceWithRedisAt(TEST_REDIS_URL);
    expect(await (await fetch(`${base}/health`)).json()).toEqual({ status: 'ok' });
    // Readiness answers from a round of checks for 1 s: a round from before Redis answered may still stand.
    await expect.poll(async () => (await fetch(`${base}/health/ready`)).status, { timeout: 5_000 }).toBe(200);
  });

  it('is alive but not ready while Redis is unreachable', async () => {
    const redisUrl = new URL(TEST_REDIS_URL);
    redisUrl.port = String(await closedPort());
    const base = await serviceWithRedisAt(redisUrl.toString());
    expect((await fetch(`${base}/health`)).status).toBe(200);
    const ready = await fetch(`${base}/health/ready`);
    expect(ready.status).toBe(503);
    expect((await ready.json()).checks.redis).toBe('Redis did not answer');
  });
});
