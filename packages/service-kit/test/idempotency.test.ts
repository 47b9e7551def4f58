import { IDEMPOTENCY_MESSAGES, ORDER_MESSAGES } from '@tire/contracts';
import { describe, expect, it } from 'vitest';
import { HttpError, idempotentRequestHash, parseIdempotencyKey, runIdempotently, type StoredIdempotentAnswer } from '../src/index.js';

describe('Idempotency-Key', () => {
  it('recognises a retry of the same request whatever the order of its fields, and not another customer or another body', () => {
    const hash = idempotentRequestHash('user-1', { lines: [{ productId: 1, quantity: 4 }], totalAmount: '524.04' });
    expect(idempotentRequestHash('user-1', { totalAmount: '524.04', lines: [{ quantity: 4, productId: 1 }] })).toBe(hash);
    expect(idempotentRequestHash('user-2', { totalAmount: '524.04', lines: [{ quantity: 4, productId: 1 }] })).not.toBe(hash);
    expect(idempotentRequestHash('user-1', { totalAmount: '524.04', lines: [{ quantity: 2, productId: 1 }] })).not.toBe(hash);
  });

  it('takes a visible key of at most 255 characters, and refuses any other with 400', () => {
    expect(parseIdempotencyKey(undefined)).toBeUndefined();
    expect(parseIdempotencyKey('  ')).toBeUndefined();
    expect(parseIdempotencyKey(' 3f0c1c1e-8d0e-4c43-9a4f-0d1b1f6a2b7c ')).toBe('3f0c1c1e-8d0e-4c43-9a4f-0d1b1f6a2b7c');
    for (const bad of ['x'.repeat(256), 'two words', 'ääkkönen']) {
      expect(() => parseIdempotencyKey(bad)).toThrow(expect.objectContaining({ status: 400, message: IDEMPOTENCY_MESSAGES.invalidKey }));
    }
  });

  it('answers a retry that lost the race to the first request with the first answer, not with its own failure', async () => {
    const store = new Map<string, StoredIdempotentAnswer>();
    const hash = idempotentRequestHash('user-1', { a: 1 });
    const call = (run: () => Promise<{ status: number; body: string }>) =>
      runIdempotently({ key: 'k1', requestHash: hash, findAnswer: async (key) => store.get(key), conflict: 'order.idempotencyConflict', run });

    // The retry waited on the first one's locks and then found the last tires gone.
    const retry = call(async () => {
      store.set('k1', { requestHash: hash, statusCode: 201, response: 'order 1' });
      throw HttpError.of('order.outOfStock');
    });
    await expect(retry).resolves.toEqual({ status: 201, body: 'order 1', replayed: true });

    await expect(call(async () => ({ status: 201, body: 'order 2' }))).resolves.toEqual({ status: 201, body: 'order 1', replayed: true });
    const other = runIdempotently({
      key: 'k1',
      requestHash: 'another',
      findAnswer: async (key) => store.get(key),
      conflict: 'order.idempotencyConflict',
      run: async () => ({ status: 201, body: 'x' }),
    });
    await expect(other).rejects.toMatchObject({ status: 409, code: 'order.idempotencyConflict', message: ORDER_MESSAGES.idempotencyConflict });
  });
});
