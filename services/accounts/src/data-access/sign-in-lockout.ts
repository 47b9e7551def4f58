import type { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Logger } from '@tire/service-kit';
import type { LockoutPolicy } from '../config.js';
import { RateLimited, SignInLocked } from './limit-errors.js';
import type { SignInLockout } from '../domain/ports.js';
import { emailFromClient, insuredCounter, secondsOf } from './rate-limits.js';

/** A count that never runs out within its window (the library wants a number of points). */
const UNLIMITED = 1_000_000;

/**
 * The lockout after wrong codes (see LockoutPolicy), counted per e-mail *and client address*:
 * a lockout per e-mail alone let anyone who knew an address lock its owner out by guessing. The
 * client that reaches the threshold is locked for the next step and starts a new count, so its
 * next lockout, after as many new failures, is longer. Counters per e-mail and client:
 * `failures` (per window), `level` (lockouts remembered for memorySeconds) and `locked` (a block
 * for the step's duration); a success from that client clears all three.
 *
 * Guessing from many addresses is met by the ceiling per e-mail (`emailFailures`), and it slows
 * rather than blocks: past `slowdown.failures` wrong codes within the window, each client gets one
 * verification per `slowdown.waitSeconds`, and a client's first request only starts its clock
 * (429 with Retry-After). A refused request does not move that clock, so the owner, from any
 * address, gets through with the right code after one short wait however hard others guess;
 * a guesser gets one try per wait per address on top of the per-address lockout, and each code
 * still dies after its own five tries. A block per e-mail would hand strangers the owner's
 * sign-in again, which is what this replaces. A success does not clear the e-mail's count (the
 * guessing may go on elsewhere): it runs out with its window.
 */
export function createSignInLockout(options: { redis: Redis; keyPrefix: string; policy: LockoutPolicy; logger: Logger }): SignInLockout {
  const { policy, logger } = options;
  const counter = (kind: string, points: number, seconds: number) =>
    insuredCounter({ redis: options.redis, keyPrefix: `${options.keyPrefix}:verify-lockout:${kind}`, points, seconds, logger, name: `lockout:${kind}` });
  const failures = counter('client-failures', policy.failures, policy.windowSeconds);
  const level = counter('client-level', UNLIMITED, policy.memorySeconds);
  // A block sets the key above its one point for the block's duration.
  const locked = counter('client-locked', 1, policy.memorySeconds);
  // Per e-mail: the ceiling's count, and one lockout e-mail to the owner per noticeSeconds.
  const emailFailures = counter('email-failures', UNLIMITED, policy.windowSeconds);
  const notices = counter('email-notice', 1, policy.noticeSeconds);
  // Per e-mail and client, while past the ceiling: when it was first seen, and its turns.
  const seen = counter('slowdown-seen', UNLIMITED, policy.windowSeconds);
  const turns = counter('slowdown-turn', 1, policy.slowdown.waitSeconds);

  /** Whether a one-point-per-window counter still had its point (false once spent). */
  const took = async (run: typeof notices, key: string) => {
    try {
      await run((store) => store.consume(key));
      return true;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return false;
      throw rejection;
    }
  };

  async function waitForTurn(email: string, client: string) {
    const wrong = await emailFailures((store) => store.get(email));
    if (!wrong || wrong.consumedPoints < policy.slowdown.failures) return;
    const first = (await seen((store) => store.consume(client))).consumedPoints === 1;
    try {
      await turns((store) => store.consume(client));
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw new RateLimited(secondsOf(rejection.msBeforeNext));
      throw rejection;
    }
    // A new client's first request starts its clock; its try comes one wait later.
    if (first) throw new RateLimited(policy.slowdown.waitSeconds);
  }

  return {
    async check(email, ip) {
      const client = emailFromClient(email, ip);
      const state = await locked((store) => store.get(client));
      if (state && state.consumedPoints > 1 && state.msBeforeNext > 0) throw new SignInLocked(secondsOf(state.msBeforeNext));
      await waitForTurn(email, client);
    },

    async recordFailure(email, ip) {
      const client = emailFromClient(email, ip);
      await took(emailFailures, email);
      let count: number;
      try {
        count = (await failures((store) => store.consume(client))).consumedPoints;
      } catch (rejection) {
        // Past the threshold: a failure racing the one that set the lock; nothing more to do.
        if (rejection instanceof RateLimiterRes) return null;
        throw rejection;
      }
      if (count < policy.failures) return null;
      let lockouts: number;
      try {
        lockouts = (await level((store) => store.consume(client))).consumedPoints;
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        lockouts = rejection.consumedPoints;
      }
      const seconds = policy.stepsSeconds[Math.min(lockouts, policy.stepsSeconds.length) - 1]!;
      await locked((store) => store.block(client, seconds));
      await failures((store) => store.delete(client));
      // The address itself stays out of the logs.
      logger.warn({ lockoutSeconds: seconds, lockoutsInARow: lockouts }, 'sign-in locked for an e-mail address and client after repeated wrong codes');
      // Many guessing addresses mean many lockouts: the owner hears of the first in a while.
      return { seconds, notifyOwner: await took(notices, email) };
    },

    async reset(email, ip) {
      const client = emailFromClient(email, ip);
      await Promise.all([failures((store) => store.delete(client)), level((store) => store.delete(client)), locked((store) => store.delete(client))]);
    },
  };
}
