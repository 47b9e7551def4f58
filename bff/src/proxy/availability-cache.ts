import type { RequestHandler, Response } from 'express';
import { subscribeToAvailabilityChanges, type Logger } from '@tire/service-kit';

/** What the proxy hands back for a cacheable call (service-proxy.ts reads it from res.locals). */
export type CaptureAnswer = (answer: { status: number; headers: Record<string, string>; body: Buffer }) => void;

interface CachedAnswer {
  headers: Record<string, string>;
  body: Buffer;
  expiresAt: number;
}

export interface AvailabilityCache {
  /** Answers from memory when a fresh answer is there; mounted before sessions and identity (the answers are the same for everyone). */
  serveFresh: RequestHandler;
  /** In the call's chain, after the contract check: keeps the service's answer for the next asker. */
  keepAnswer: RequestHandler;
  /** Whether serveFresh would answer this URL from memory now. */
  hasFresh(url: string): boolean;
  close(): void;
}

export const captureOf = (res: Response): CaptureAnswer | undefined => res.locals.captureAvailabilityAnswer as CaptureAnswer | undefined;

/**
 * Slot availability answers (GET /api/available-slots, GET /api/availability), kept in this BFF's
 * memory for a moment. Every booking, cancellation, move and hold expiry is announced by the
 * reservations service on Redis (AVAILABILITY_CHANGED_CHANNEL) and empties the cache of every
 * BFF, so a slot just taken is gone from the next answer. Safe by construction: nothing is cached
 * or served while the subscription is down, an answer whose request started before a change is
 * not kept, only 200s are kept, and each entry also expires after ttlMs (times of day pass).
 * The key is the whole URL: the answers depend on nothing else (not on who asks).
 */
export function createAvailabilityCache(options: { redisUrl: string; logger: Logger; ttlMs?: number; maxEntries?: number }): AvailabilityCache {
  const { ttlMs = 2_000, maxEntries = 10_000 } = options;
  const answers = new Map<string, CachedAnswer>();
  let generation = 0;
  const subscription = subscribeToAvailabilityChanges(options.redisUrl, options.logger, () => {
    generation += 1;
    answers.clear();
  });

  const freshAnswer = (url: string) => {
    const cached = subscription.isLive() ? answers.get(url) : undefined;
    return cached && cached.expiresAt > Date.now() ? cached : undefined;
  };

  const serveFresh: RequestHandler = (req, res, next) => {
    const cached = freshAnswer(req.originalUrl);
    if (cached) {
      res.set(cached.headers).set('x-cache', 'hit').status(200).end(cached.body);
      return;
    }
    next();
  };

  const keepAnswer: RequestHandler = (req, res, next) => {
    if (subscription.isLive()) {
      const key = req.originalUrl;
      const startedIn = generation;
      const capture: CaptureAnswer = ({ status, headers, body }) => {
        if (status !== 200 || generation !== startedIn || !subscription.isLive()) return;
        // Oldest first out: a Map keeps insertion order.
        if (answers.size >= maxEntries) answers.delete(answers.keys().next().value!);
        answers.set(key, { headers, body, expiresAt: Date.now() + ttlMs });
      };
      res.locals.captureAvailabilityAnswer = capture;
      res.set('x-cache', 'miss');
    }
    next();
  };
  return { serveFresh, keepAnswer, hasFresh: (url) => freshAnswer(url) !== undefined, close: () => subscription.close() };
}
