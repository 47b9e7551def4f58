import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Logger } from '@tire/service-kit';
import type { Limit } from '../config.js';
import { RateLimited } from '../domain/errors.js';
import type { Limiter } from '../domain/ports.js';

const LIMITER_TIMEOUT_MS = 500;

function limiterFor(redis: Redis, keyPrefix: string, limit: Limit) {
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix,
    points: limit.points,
    duration: limit.windowSeconds,
    // While Redis is away each instance still counts in memory: the limit holds, per process.
    insuranceLimiter: new RateLimiterMemory({ keyPrefix, points: limit.points, duration: limit.windowSeconds }),
  });
}

/**
 * Limits per e-mail and per client IP, counted in Redis so every instance of the service
 * shares them. A limiter that cannot answer in time lets the attempt through (logged): the
 * codes' own expiry and try limit still hold, and a request must never hang.
 */
export function createLimiter(options: {
  redis: Redis;
  name: string;
  keyPrefix: string;
  perEmail: Limit;
  perIp: Limit;
  logger: Logger;
}): Limiter {
  const byEmail = limiterFor(options.redis, `${options.keyPrefix}:${options.name}:email`, options.perEmail);
  const byIp = limiterFor(options.redis, `${options.keyPrefix}:${options.name}:ip`, options.perIp);
  return {
    async consume({ email, ip }) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), LIMITER_TIMEOUT_MS);
      });
      try {
        const result = await Promise.race([Promise.all([byEmail.consume(email), byIp.consume(ip)]), timeout]);
        if (result === 'timeout') options.logger.warn({ limiter: options.name }, 'rate limiter gave no answer, letting the attempt through');
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          throw new RateLimited(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
        }
        options.logger.warn({ err: rejection, limiter: options.name }, 'rate limiter unavailable, letting the attempt through');
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
