import type { Request, RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { errorBody } from '@tire/contracts';
import { clientKey, type Logger } from '@tire/service-kit';
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
 * Per-client limit on a call (the client is its IPv4 address or IPv6 /64, see clientKey), counted
 * in Redis so every BFF instance shares it. Over the limit: 429 with Retry-After. When Redis is
 * down or slow the same limit is counted in this process instead: it fails safe (an attacker
 * cannot lift the limit by knocking Redis over), and a request never hangs on it.
 */
export function rateLimit(options: {
  redis: Redis;
  name: string;
  limit: RateLimit;
  keyPrefix: string;
  logger: Logger;
  message?: string;
  /** Whom a request counts against: its client (the default), or e.g. its signed-in user. */
  keyOf?: (req: Request) => string;
}): RequestHandler {
  const settings = { points: options.limit.points, duration: options.limit.windowSeconds };
  const shared = new RateLimiterRedis({ storeClient: options.redis, keyPrefix: `${options.keyPrefix}:${options.name}`, ...settings });
  const local = new RateLimiterMemory({ keyPrefix: options.name, ...settings });
  const body = { ...errorBody('rateLimited', options.message), errors: [] };
  let lastFailureLog = 0;

  const refuse = (res: Parameters<RequestHandler>[1], rejection: RateLimiterRes) => {
    res.setHeader('Retry-After', String(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))));
    res.status(429).json(body);
  };

  return async (req, res, next) => {
    const key = options.keyOf?.(req) ?? clientKey(req.ip);
    try {
      await withTimeout(shared.consume(key), LIMITER_TIMEOUT_MS);
      return next();
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return refuse(res, rejection);
      // Redis trouble: one log line per 10 s is enough to see it without flooding.
      if (Date.now() - lastFailureLog > 10_000) {
        lastFailureLog = Date.now();
        options.logger.warn({ err: rejection, limiter: options.name }, 'rate limiter store unavailable, counting in this process');
      }
    }
    try {
      await local.consume(key);
      next();
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return refuse(res, rejection);
      next(rejection);
    }
  };
}
