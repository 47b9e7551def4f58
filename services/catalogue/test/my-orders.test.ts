import { tireOrderSchema } from '@tire/contracts';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {} from './support/test-service.js';
import { useTestService } from './support/use-test-service.js';

const orderList = z.array(tireOrderSchema);

const { service, tires } = useTestService();

const order = (user: string, quantity: number) =>
  service.call('POST', '/api/tire-orders', {
    user,
    body: { totalAmount: ((13101 * quantity) / 100).toFixed(2), lines: [{ productId: tires.primacy, quantity }] },
  });

describe('a customer’s order list', () => {
  it('shows only the caller’s own orders, newest first', async () => {
    const first = await order('user-anna', 1);
    await order('user-ben', 2);
    const second = await order('user-anna', 4);
    // the same instant for both would leave the order to chance; the id breaks the tie, but make it explicit
    await service.db.prisma.order.update({ where: { id: first.body.id }, data: { createdAt: new Date('2026-03-01T10:00:00Z') } });

    const anna = await service.call('GET', '/api/tire-orders', { user: 'user-anna' });
    const ben = await service.call('GET', '/api/tire-orders', { user: 'user-ben' });
    const carl = await service.call('GET', '/api/tire-orders', { user: 'user-carl' });

    expect(anna.status).toBe(200);
    const annas = orderList.parse(anna.body);
    expect(annas.map((o) => o.id)).toEqual([second.body.id, first.body.id]);
    expect(annas.map((o) => o.totalAmount)).toEqual(['524.04', '131.01']);
    expect(annas[0]?.lines).toEqual([{ productId: tires.primacy, quantity: 4, unitPrice: '131.01', name: 'Michelin Primacy 4+', size: '205/55 R16' }]);
    expect(orderList.parse(ben.body).map((o) => o.totalAmount)).toEqual(['262.02']);
    expect(carl.body).toEqual([]);
  });
});
