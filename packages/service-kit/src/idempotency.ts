import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_MESSAGES, type ErrorCode } from '@tire/contracts';
import { HttpError } from './http-error.js';

/**
 * Idempotency-Key for create calls (POST /api/reservations, POST /api/tire-orders), one way for
 * every service: the first answer to a key is stored in the service's own table, in the same
 * transaction as the work it answers for, and a retry with the same key and the same request gets
 * that answer back; the same key with another request is refused with 409.
 */

/** Key order must not make two equal bodies look different. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Who sent what, as a sha256: a retry of the same request has the same hash, any other request another. */
export const idempotentRequestHash = (userId: string | null | undefined, rawBody: unknown) =>
  createHash('sha256')
    .update(canonicalJson({ userId: userId ?? null, body: rawBody }))
    .digest('hex');

/**
 * The key as sent, trimmed; undefined when there is none. A key a service could not store as a
 * primary key (too long, or not visible ASCII) is a 400, not a 500 later.
 */
export function parseIdempotencyKey(value: string | string[] | undefined): string | undefined {
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!text) return undefined;
  if (text.length > IDEMPOTENCY_KEY_MAX_LENGTH || !/^[\x21-\x7e]+$/.test(text)) {
    throw HttpError.saying('validation', IDEMPOTENCY_MESSAGES.invalidKey, { errors: [{ path: 'Idempotency-Key', message: IDEMPOTENCY_MESSAGES.invalidKey }] });
  }
  return text;
}

/** A stored first answer, as each service's idempotency table holds it. */
export interface StoredIdempotentAnswer {
  requestHash: string;
  statusCode: number;
  response: unknown;
}

export interface IdempotentAnswer<T> {
  status: number;
  body: T;
  /** True when this is a retry answered from the store (the route sets `idempotent-replayed: true`). */
  replayed: boolean;
}

export interface IdempotentCall<T> {
  /** The Idempotency-Key, or undefined to just run the work. */
  key: string | undefined;
  requestHash: string;
  /** The stored first answer to the key, if there is one. */
  findAnswer: (key: string) => Promise<StoredIdempotentAnswer | null | undefined>;
  /** The code of the refusal of a key sent again with another request (409). */
  conflict: ErrorCode;
  /**
   * Does the work and, in the same transaction, stores its answer under the key (the table's
   * primary key on the key makes a concurrent duplicate fail and roll back).
   */
  run: () => Promise<{ status: number; body: T }>;
}

/**
 * Answers a retry from the store, or runs the work once. When the work fails and a first answer
 * to the key has meanwhile been committed, that answer is given instead of the failure: a retry
 * that raced the first request either hit the key's primary key, or waited on the first one's row
 * locks and then found the stock or the slot taken by it — either way the first answer is the
 * right one. Only successes are stored, so a refused request can be retried with its key.
 */
export async function runIdempotently<T>(call: IdempotentCall<T>): Promise<IdempotentAnswer<T>> {
  const replay = async (key: string): Promise<IdempotentAnswer<T> | undefined> => {
    const stored = await call.findAnswer(key);
    if (!stored) return undefined;
    if (stored.requestHash !== call.requestHash) throw HttpError.of(call.conflict);
    return { status: stored.statusCode, body: stored.response as T, replayed: true };
  };

  if (call.key) {
    const earlier = await replay(call.key);
    if (earlier) return earlier;
  }
  try {
    const { status, body } = await call.run();
    return { status, body, replayed: false };
  } catch (error) {
    if (call.key) {
      const earlier = await replay(call.key);
      if (earlier) return earlier;
    }
    throw error;
  }
}
