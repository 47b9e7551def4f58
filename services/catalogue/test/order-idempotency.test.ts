import { IDEMPOTENCY_MESSAGES, ORDER_MESSAGES } from '@tire/contracts';
import { IDENTITY_HEADERS } from '@tire/service-kit';
import { describe, expect, it } from 'vitest';
import {} from './support/test-service.js';
import { useTestService } from './support/use-test-service.js';

const { service, tires } = useTestService();

const stockOf = async (id: number) => (await service.db.prisma.product.findUniqueOrThrow({ where: { id } })).stock;
const fourPrimacy = () => ({ totalAmount: '524.04', installationRequested: true, status: 'pending', lines: [{ productId: tires.primacy, quantity: 4 }] });
const place = (body: unknown, key?: string, user = 'user-anna') =>
  service.call('POST', '/api/tire-orders', { user, body, headers: key ? { 'idempotency-key': key } : {} });

describe('retrying an order with an Idempotency-Key', () => {
  it('when the same checkout is sent twice with one key, then one order is placed, the tires leave stock once and both answers are the same', async () => {
    const first = await place(fourPrimacy(), 'checkout-1');
    const second = await place(fourPrimacy(), 'checkout-1');

    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await service.db.prisma.order.count()).toBe(1);
    expect(await stockOf(tires.primacy)).toBe(32);
  });

  it('recognises the same cart whatever the order of its fields', async () => {
    const first = await place({ totalAmount: '524.04', lines: [{ productId: tires.primacy, quantity: 4 }] }, 'checkout-2');
    const second = await place({ lines: [{ quantity: 4, productId: tires.primacy }], totalAmount: '524.04' }, 'checkout-2');

    expect(second.status).toBe(201);
    expect(second.body.id).toBe(first.body.id);
    expect(await stockOf(tires.primacy)).toBe(32);
  });

  it('when the same key comes with a different cart, then the answer is 409 with a clear message and nothing more is ordered', async () => {
    await place(fourPrimacy(), 'checkout-3');

    const other = await place({ totalAmount: '262.02', lines: [{ productId: tires.primacy, quantity: 2 }] }, 'checkout-3');

    expect(other.status).toBe(409);
    expect(other.body.message).toBe(ORDER_MESSAGES.idempotencyConflict);
    expect(await service.db.prisma.order.count()).toBe(1);
    expect(await stockOf(tires.primacy)).toBe(32);
  });

  it('when retries race the first request for the last set, then all get the one order and nothing is refused as out of stock', async () => {
    const body = { totalAmount: '924.04', lines: [{ productId: tires.pilot, quantity: 4 }] };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        fetch(`${service.url}/api/tire-orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': 'checkout-4', [IDENTITY_HEADERS.userId]: 'user-anna' },
          body: JSON.stringify(body),
        }).then(async (r) => ({ status: r.status, body: await r.json() })),
      ),
    );

    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await service.db.prisma.order.count()).toBe(1);
    expect(await stockOf(tires.pilot)).toBe(0);
  });

  it('keeps each customer’s keys apart: the same key from another customer is that customer’s own order', async () => {
    const anna = await place(fourPrimacy(), 'shared-key', 'user-anna');
    const ben = await place(fourPrimacy(), 'shared-key', 'user-ben');

    expect([anna.status, ben.status]).toEqual([201, 201]);
    expect(ben.body.id).not.toBe(anna.body.id);
    expect(await stockOf(tires.primacy)).toBe(28);
  });

  it('orders again without a key, and refuses a key that cannot be one', async () => {
    await place(fourPrimacy());
    await place(fourPrimacy());
    expect(await service.db.prisma.order.count()).toBe(2);

    const bad = await place(fourPrimacy(), 'x'.repeat(256));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(IDEMPOTENCY_MESSAGES.invalidKey);
    expect(await service.db.prisma.order.count()).toBe(2);
  });

  it('does not keep a refusal: the refused request is refused again, and a corrected cart with that key is placed', async () => {
    const wrongTotal = { totalAmount: '636.00', lines: [{ productId: tires.primacy, quantity: 4 }] };
    const refused = await place(wrongTotal, 'checkout-5');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ORDER_MESSAGES.totalMismatch);
    expect((await place(wrongTotal, 'checkout-5')).body.message).toBe(ORDER_MESSAGES.totalMismatch);
    expect(await stockOf(tires.primacy)).toBe(36);

    const corrected = await place(fourPrimacy(), 'checkout-5');
    expect(corrected.status).toBe(201);
    expect(await stockOf(tires.primacy)).toBe(32);
  });
});
