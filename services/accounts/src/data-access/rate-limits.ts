import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { clientKey, type Logger } from '@tire/service-kit';
import type { Limit, LockoutPolicy } from '../config.js';
import { RateLimited, SignInLocked } from '../domain/errors.js';
import type { Limiter, SignInLockout } from '../domain/ports.js';

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
function insuredCounter(options: { redis: Redis; keyPrefix: string; points: number; seconds: number; logger: Logger; name: string }) {
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

const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Limits per e-mail and per client address (IPv4 per address, IPv6 per /64: clientKey).
 * Over a limit: RateLimited (429 with Retry-After).
 */
export function createLimiter(options: { redis: Redis; name: string; keyPrefix: string; perEmail: Limit; perIp: Limit; logger: Logger }): Limiter {
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
        await Promise.all([byEmail((store) => store.consume(email)), byIp((store) => store.consume(clientKey(ip)))]);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw new RateLimited(secondsOf(rejection.msBeforeNext));
        throw rejection;
      }
    },
  };
}

/**
 * The per-account lockout (see LockoutPolicy): wrong codes are counted per e-mail; the one that
 * reaches the threshold locks verification for that e-mail for the next step and starts a new
 * count, so the next lockout, after as many new failures, is longer. Three counters:
 * `failures` (per window), `level` (lockouts remembered for memorySeconds) and `locked` (a
 * block for the step's duration). A success clears all three.
 */
export function createSignInLockout(options: { redis: Redis; keyPrefix: string; policy: LockoutPolicy; logger: Logger }): SignInLockout {
  const { policy, logger } = options;
  const counter = (kind: string, points: number, seconds: number) =>
    insuredCounter({ redis: options.redis, keyPrefix: `${options.keyPrefix}:verify-lockout:${kind}`, points, seconds, logger, name: `lockout:${kind}` });
  const failures = counter('failures', policy.failures, policy.windowSeconds);
  const level = counter('level', 1_000_000, policy.memorySeconds);
  // A block sets the key above its one point for the block's duration.
  const locked = counter('locked', 1, policy.memorySeconds);

  return {
    async check(email) {
      const state = await locked((store) => store.get(email));
      if (state && state.consumedPoints > 1 && state.msBeforeNext > 0) throw new SignInLocked(secondsOf(state.msBeforeNext));
    },

    async recordFailure(email) {
      let count: number;
      try {
        count = (await failures((store) => store.consume(email))).consumedPoints;
      } catch (rejection) {
        // Past the threshold: a failure racing the one that set the lock; nothing more to do.
        if (rejection instanceof RateLimiterRes) return;
        throw rejection;
      }
      if (count < policy.failures) return;
      let lockouts: number;
      try {
        lockouts = (await level((store) => store.consume(email))).consumedPoints;
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        lockouts = rejection.consumedPoints;
      }
      const seconds = policy.stepsSeconds[Math.min(lockouts, policy.stepsSeconds.length) - 1]!;
      await locked((store) => store.block(email, seconds));
      await failures((store) => store.delete(email));
      // The address itself stays out of the logs.
      logger.warn({ lockoutSeconds: seconds, lockoutsInARow: lockouts }, 'sign-in locked for an e-mail address after repeated wrong codes');
    },

    async reset(email) {
      await Promise.all([failures((store) => store.delete(email)), level((store) => store.delete(email)), locked((store) => store.delete(email))]);
    },
  };
}
