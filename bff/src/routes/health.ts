import { once } from 'node:events';
import { Router } from 'express';
import type { Redis } from 'ioredis';
import { liveness, readiness } from '@tire/service-kit';
import type { ServiceName } from '../config.js';

async function pingService(url: string, timeoutMs: number) {
  const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
}

async function pingRedis(redis: Redis, timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    // Just after start-up the connection may still be opening; give it the same short time.
    const ready = redis.status === 'ready' ? Promise.resolve() : once(redis, 'ready').then(() => undefined);
    await Promise.race([ready.then(() => redis.ping()), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * /health/live and /health: the BFF process answers (liveness; no dependency is asked).
 * /health/ready: every service's /health and Redis, asked in parallel with a short timeout; each
 * is reported, and any failure makes it 503 — as does a drain (SIGTERM) from its first moment.
 */
export function health(options: { serviceUrls: Record<ServiceName, string>; redis: Redis; timeoutMs: number }): Router {
  const router = Router();
  router.get('/health', liveness);
  router.get('/health/live', liveness);
  router.get(
    '/health/ready',
    readiness({
      ...Object.fromEntries(Object.entries(options.serviceUrls).map(([name, url]) => [name, () => pingService(url, options.timeoutMs)])),
      redis: () => pingRedis(options.redis, options.timeoutMs),
    }),
  );
  return router;
}
