import { ORDER_LIMIT_MESSAGES } from '@tire/contracts';
import { describe, expect, it } from 'vitest';
import {} from './support/test-service.js';
import { useTestService } from './support/use-test-service.js';

// Each unpaid order holds its tires for 30 minutes: one customer cannot hold the shop's stock.

const { service, tires } = useTestService({ limits: { maxPendingOrders: 2, maxPendingTires: 12 } });

const order = (user: string, quantity: number) =>
  service.call('POST', '/api/tire-orders', {
    user,
    body: {
      totalAmount: (131.01 * quantity).toFixed(2),
      installationRequested: false,
      status: 'pending',
      locationId: 1,
      lines: [{ productId: tires.primacy, quantity }],
    },
  });

describe('unpaid orders per customer', () => {
  it('a customer holds at most the limit of unpaid orders; another customer still orders', async () => {
    expect((await order('user-anna', 4)).status).toBe(201);
    expect((await order('user-anna', 4)).status).toBe(201);

    const third = await order('user-anna', 4);
    expect(third.status).toBe(429);
    expect(third.body.message).toBe(ORDER_LIMIT_MESSAGES.tooManyPendingOrders);
    expect((await order('user-ben', 4)).status).toBe(201);
  });

  it('and at most the limit of tires across them, with no stock taken by the refusal', async () => {
    const before = (await service.db.prisma.product.findUniqueOrThrow({ where: { id: tires.primacy } })).stock;
    expect((await order('user-cia', 8)).status).toBe(201);

    const tooMany = await order('user-cia', 8);
    expect(tooMany.status).toBe(429);
    expect(tooMany.body.message).toBe(ORDER_LIMIT_MESSAGES.tooManyTiresHeld);
    expect((await service.db.prisma.product.findUniqueOrThrow({ where: { id: tires.primacy } })).stock).toBe(before - 8);
  });

  it('a burst of parallel orders by one customer gets exactly the limit through', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => order('user-dan', 1)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(6);
  });
});
