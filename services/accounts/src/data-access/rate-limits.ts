import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { clientKey, type Logger } from '@tire/service-kit';
import type { Limit } from '../config.js';
import { RateLimited } from './limit-errors.js';
import type { Limiter } from '../domain/ports.js';

/** How long a limiter may wait for Redis before it counts in this process instead. */
const LIMITER_TIMEOUT_MS = 500;

type Store = RateLimiterRedis | RateLimiterMemory;
const LIMITER_TIMEOUT = Symbol('limiter timeout');

/**
 * A counter in Redis, shared by every instance of the service, with an in-memory twin in this
 * process. Sign-in never fails open: when Redis errors or is not connected the library counts
 * in the twin (its insuranceLimiter), and when Redis does not answer within LIMITER_TIMEOUT_MS
 * the twin answers too. While Redis is away the limits hold per process.
 */
export function insuredCounter(options: { redis: Redis; keyPrefix: string; points: number; seconds: number; logger: Logger; name: string }) {
  const memory = new RateLimiterMemory({ keyPrefix: options.keyPrefix, points: options.points, duration: options.seconds });
  const shared = new RateLimiterRedis({
    storeClient: options.redis,
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.seconds,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
  return async function run<T>(operation: (store: Store) => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<typeof LIMITER_TIMEOUT>((resolve) => {
      timer = setTimeout(() => resolve(LIMITER_TIMEOUT), LIMITER_TIMEOUT_MS);
    });
    try {
      const result = await Promise.race([operation(shared), timeout]);
      if (result !== LIMITER_TIMEOUT) return result;
      options.logger.warn({ limiter: options.name }, 'rate limiter: Redis gave no answer in time, counting in this process');
      return await operation(memory);
    } finally {
      clearTimeout(timer);
    }
  };
}

export const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** One e-mail as tried from one client address (IPv4 per address, IPv6 per /64: clientKey). */
export const emailFromClient = (email: string, ip: string) => `${email} ${clientKey(ip)}`;

/**
 * Limits per e-mail and per client address (IPv4 per address, IPv6 per /64: clientKey).
 * Over a limit: RateLimited (429 with Retry-After). With `emailPerClient` the e-mail's limit is
 * counted per client address too (verification: a stranger's tries must not use up the owner's).
 */
export function createLimiter(options: {
  redis: Redis;
  name: string;
  keyPrefix: string;
  perEmail: Limit;
  perIp: Limit;
  logger: Logger;
  emailPerClient?: boolean;
}): Limiter {
  const counter = (kind: string, limit: Limit) =>
    insuredCounter({
      redis: options.redis,
      keyPrefix: `${options.keyPrefix}:${options.name}:${kind}`,
      points: limit.points,
      seconds: limit.windowSeconds,
      logger: options.logger,
      name: `${options.name}:${kind}`,
    });
  const byEmail = counter('email', options.perEmail);
  const byIp = counter('ip', options.perIp);
  return {
    async consume({ email, ip }) {
      try {
        const emailKey = options.emailPerClient ? emailFromClient(email, ip) : email;
        await Promise.all([byEmail((store) => store.consume(emailKey)), byIp((store) => store.consume(clientKey(ip)))]);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw new RateLimited(secondsOf(rejection.msBeforeNext));
        throw rejection;
      }
    },
  };
}
