import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import { subscribeToAvailabilityChanges, type Logger } from '@tire/service-kit';

/** What the proxy hands back for a cacheable call (service-proxy.ts reads it from res.locals). */
export type CaptureAnswer = (answer: { status: number; headers: Record<string, string>; body: Buffer }) => void;

/** A call whose answers may be kept: its path, and the contract's query and response schemas. */
export interface CacheableCall {
  path: string;
  query?: z.ZodType;
  response?: z.ZodType;
}

interface CachedAnswer {
  headers: Record<string, string>;
  body: Buffer;
}

export interface AvailabilityCache {
  /** Answers from memory when a fresh answer is there; mounted before sessions and identity (the answers are the same for everyone). */
  serveFresh: RequestHandler;
  /** In the call's chain, after the contract check: keeps the service's answer for the next asker. */
  keepAnswer: RequestHandler;
  /** Whether serveFresh would answer this request from memory now. */
  hasFresh(req: Request): boolean;
  /** What the cache holds now (entries and bytes counted against maxBytes). */
  size(): { entries: number; bytes: number };
  close(): void;
}

export const captureOf = (res: Response): CaptureAnswer | undefined => res.locals.captureAvailabilityAnswer as CaptureAnswer | undefined;

/** A key's and its headers' share of memory beside the body (a rough upper bound, so the byte limit holds). */
const ENTRY_OVERHEAD_BYTES = 256;

/**
 * The one spelling of a query: the contract's parsed values (unknown parameters dropped, values
 * coerced), names sorted. Two URLs that ask the same question get the same key, so junk
 * parameters can neither bypass the cache nor fill it.
 */
function canonicalQuery(parsed: unknown): string {
  const values = (parsed ?? {}) as Record<string, unknown>;
  const search = new URLSearchParams();
  for (const name of Object.keys(values).sort()) {
    const value = values[name];
    if (value !== undefined && value !== null) search.append(name, String(value));
  }
  return search.toString();
}

/** A GET that may use the cache: its call, and the canonical URL it is kept under. */
interface Cacheable {
  call: CacheableCall;
  url: string;
}

/** The call and the canonical URL of a GET that may use the cache; undefined for anything else. */
function readCacheable(callsByPath: ReadonlyMap<string, CacheableCall>, req: Request): Cacheable | undefined {
  if (req.method !== 'GET') return undefined;
  const call = callsByPath.get(req.path);
  if (!call) return undefined;
  const query = call.query ? call.query.safeParse(req.query) : { success: true as const, data: {} };
  if (!query.success) return undefined;
  return { call, url: `${call.path}?${canonicalQuery(query.data)}` };
}

/** A 200 with a JSON body the contract accepts; anything else is passed on but never kept. */
function isKeepable(call: CacheableCall, status: number, headers: Record<string, string>, body: Buffer) {
  if (status !== 200 || body.length === 0 || !String(headers['content-type'] ?? '').includes('json')) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return false;
  }
  return call.response ? call.response.safeParse(parsed).success : true;
}

/**
 * Slot availability answers (GET /api/available-slots, GET /api/availability), kept in this BFF's
 * memory for a moment. Every booking, cancellation, move and hold expiry is announced by the
 * reservations service on Redis (AVAILABILITY_CHANGED_CHANNEL) and empties the cache of every
 * BFF, so a slot just taken is gone from the next answer.
 *
 * It cannot be poisoned: only a GET fills or reads it (a HEAD's empty 200 once became every
 * customer's empty calendar), and only with a 200 whose body is JSON that parses with the
 * call's response schema. It is keyed by the canonical parsed query, never the raw URL, and the
 * service is asked that canonical question. It is bounded in bytes (least recently used out
 * first) and an expired entry is freed, not kept. Nothing is cached or served while the
 * subscription is down, and an answer whose request started before a change is not kept.
 */
export function createAvailabilityCache(options: {
  redisUrl: string;
  logger: Logger;
  calls: readonly CacheableCall[];
  ttlMs?: number;
  maxBytes?: number;
}): AvailabilityCache {
  const { ttlMs = 2_000, maxBytes = 16 * 1024 * 1024, logger } = options;
  const callsByPath = new Map(options.calls.map((call) => [call.path, call]));
  const answers = new LRUCache<string, CachedAnswer>({
    maxSize: maxBytes,
    sizeCalculation: (answer, key) => answer.body.length + key.length + ENTRY_OVERHEAD_BYTES,
    ttl: ttlMs,
    // Expired answers are dropped on time, not when next asked for (junk once filled memory for good).
    ttlAutopurge: true,
  });
  let generation = 0;
  const subscription = subscribeToAvailabilityChanges(options.redisUrl, logger, () => {
    generation += 1;
    answers.clear();
  });

  // Asked up to three times per request (the tracing skip, serveFresh, keepAnswer): the query is
  // parsed once, before keepAnswer rewrites the URL.
  const cacheable = new WeakMap<Request, Cacheable | null>();
  const cacheableOf = (req: Request) => {
    if (!cacheable.has(req)) cacheable.set(req, readCacheable(callsByPath, req) ?? null);
    return cacheable.get(req) ?? undefined;
  };

  const freshAnswer = (req: Request) => {
    const asked = subscription.isLive() ? cacheableOf(req) : undefined;
    return asked ? answers.get(asked.url) : undefined;
  };

  const serveFresh: RequestHandler = (req, res, next) => {
    const cached = freshAnswer(req);
    if (cached) {
      res.set(cached.headers).set('x-cache', 'hit').status(200).end(cached.body);
      return;
    }
    next();
  };

  const keepAnswer: RequestHandler = (req, res, next) => {
    const asked = cacheableOf(req);
    if (asked && subscription.isLive()) {
      const { call, url } = asked;
      const startedIn = generation;
      // The service answers exactly the question the answer is kept under.
      req.url = url;
      const capture: CaptureAnswer = ({ status, headers, body }) => {
        if (generation !== startedIn || !subscription.isLive()) return;
        if (!isKeepable(call, status, headers, body)) {
          if (status === 200) logger.warn({ path: call.path, bytes: body.length }, 'availability answer not kept: it does not match the contract');
          return;
        }
        answers.set(url, { headers, body });
      };
      res.locals.captureAvailabilityAnswer = capture;
      res.set('x-cache', 'miss');
    }
    next();
  };

  return {
    serveFresh,
    keepAnswer,
    hasFresh: (req) => freshAnswer(req) !== undefined,
    size: () => ({ entries: answers.size, bytes: answers.calculatedSize }),
    close: () => {
      answers.clear();
      subscription.close();
    },
  };
}
