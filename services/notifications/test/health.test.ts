import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '@tire/service-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { createNotificationsApp } from '../src/entry-points/http/app.js';
import { startNotificationsWorker } from '../src/jobs/notifications-worker.js';
import { closedPort, TEST_REDIS_URL } from './support/test-notifications.js';

let server: Server | undefined;
let worker: ReturnType<typeof startNotificationsWorker> | undefined;

afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  await worker?.close(500);
  server = undefined;
  worker = undefined;
});

async function serviceWithRedisAt(redisUrl: string) {
  const logger = createLogger('notifications-test');
  logger.level = 'silent';
  worker = startNotificationsWorker({ redisUrl, queuePrefix: `test-health-${process.pid}`, concurrency: 1, processor: async () => undefined, logger });
  server = createNotificationsApp({ logger, readiness: { redis: () => worker!.ping(300) } }).app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server!.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
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
