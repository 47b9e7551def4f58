import { ORDER_MESSAGES } from '@tire/contracts';
import { describe, expect, it } from 'vitest';
import {} from './support/test-service.js';
import { useTestService } from './support/use-test-service.js';

const { service, tires } = useTestService();

const buySet = (user: string, quantity = 4) =>
  service.call('POST', '/api/tire-orders', {
    user,
    body: { totalAmount: ((23101 * quantity) / 100).toFixed(2), lines: [{ productId: tires.pilot, quantity }] },
  });

describe('the last tires cannot be sold twice', () => {
  it('when two customers race for the last set of one product, one order succeeds and the other gets a clear out-of-stock error', async () => {
    expect((await service.db.prisma.product.findUniqueOrThrow({ where: { id: tires.pilot } })).stock).toBe(4);

    const answers = await Promise.all([buySet('user-anna'), buySet('user-ben')]);

    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.message).toBe(`${ORDER_MESSAGES.outOfStock}: Michelin Pilot Sport 5 245/40 R18`);
    expect(refused.body).toMatchObject({ productId: tires.pilot, available: 0 });
    expect((await service.db.prisma.product.findUniqueOrThrow({ where: { id: tires.pilot } })).stock).toBe(0);
    expect(await service.db.prisma.order.count()).toBe(1);
  });

  it('when ten customers each want two of the last four tires, then exactly two orders are placed', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => buySet(`user-${i}`, 2)));

    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(8);
    const product = await service.db.prisma.product.findUniqueOrThrow({ where: { id: tires.pilot } });
    expect(product.stock).toBe(0);
    const sold = await service.db.prisma.orderLine.aggregate({ where: { productId: tires.pilot }, _sum: { quantity: true } });
    expect(sold._sum.quantity).toBe(4);
  });
});
