import { once } from 'node:events';
import { Router } from 'express';
import type { Redis } from 'ioredis';
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
 * /health: the BFF process answers (liveness). /health/ready: every service's /health and Redis,
 * asked in parallel with a short timeout; each is reported, and any failure makes it 503.
 */
export function health(options: { serviceUrls: Record<ServiceName, string>; redis: Redis; timeoutMs: number }): Router {
  const router = Router();
  router.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/health/ready', async (_req, res) => {
    const checks: Array<[string, () => Promise<void>]> = [
      ...Object.entries(options.serviceUrls).map(
        ([name, url]) => [name, () => pingService(url, options.timeoutMs)] as [string, () => Promise<void>],
      ),
      ['redis', () => pingRedis(options.redis, options.timeoutMs)],
    ];
    const results = await Promise.all(
      checks.map(async ([name, check]) => {
        try {
          await check();
          return [name, 'ok'] as const;
        } catch (error) {
          return [name, error instanceof Error ? error.message : 'failed'] as const;
        }
      }),
    );
    const ok = results.every(([, result]) => result === 'ok');
    res.setHeader('Cache-Control', 'no-store');
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'unavailable', checks: Object.fromEntries(results) });
  });
  return router;
}
