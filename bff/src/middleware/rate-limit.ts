import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { RESERVATION_MESSAGES } from '@tire/contracts';
import type { Logger } from '@tire/service-kit';
import type { RateLimit } from '../config.js';

/** A limiter that cannot answer within this time is treated as down. */
const LIMITER_TIMEOUT_MS = 250;

class LimiterTimeout extends Error {}

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new LimiterTimeout(`rate limiter gave no answer in ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

/**
 * Per-IP limit on a call, counted in Redis so every BFF instance shares it. Over the limit: 429
 * with Retry-After. If Redis is down or slow the request goes through (fail open, logged):
 * tracking a booking matters more than the limit, and the request must never hang.
 */
export function rateLimit(options: {
  redis: Redis;
  name: string;
  limit: RateLimit;
  keyPrefix: string;
  logger: Logger;
  message?: string;
}): RequestHandler {
  const limiter = new RateLimiterRedis({
    storeClient: options.redis,
    keyPrefix: `${options.keyPrefix}:${options.name}`,
    points: options.limit.points,
    duration: options.limit.windowSeconds,
  });
  const message = options.message ?? RESERVATION_MESSAGES.tooManyRequests;
  let lastFailureLog = 0;
  return async (req, res, next) => {
    try {
      await withTimeout(limiter.consume(req.ip ?? 'unknown'), LIMITER_TIMEOUT_MS);
      next();
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        res.setHeader('Retry-After', String(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))));
        res.status(429).json({ message });
        return;
      }
      // Redis trouble: one log line per 10 s is enough to see it without flooding.
      if (Date.now() - lastFailureLog > 10_000) {
        lastFailureLog = Date.now();
        options.logger.warn({ err: rejection, limiter: options.name }, 'rate limiter unavailable, letting requests through');
      }
      next();
    }
  };
}
