import { INTERNAL_ORDER_MESSAGES, internalOrderSchema, PAYMENT_MESSAGES } from '@tire/contracts';
import { z } from 'zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOW, startTestService, type TestService } from './support/test-service.js';

let service: TestService;
let orderId: number;
let placedAt: string;
const paidAnswer = internalOrderSchema.extend({ justPaid: z.boolean() });

beforeAll(async () => {
  service = await startTestService();
});
beforeEach(async () => {
  await service.reset();
  const primacy = await service.productId({ brand: 'Michelin', model: 'Primacy 4+', size: '205/55 R16' });
  const placed = await service.call('POST', '/api/tire-orders', {
    user: 'user-anna',
    body: { totalAmount: '524.04', lines: [{ productId: primacy, quantity: 4 }] },
  });
  orderId = placed.body.id;
  placedAt = placed.body.createdAt;
});
afterAll(() => service.close());

describe('the payments service reads and settles an order', () => {
  it('reads the order’s owner, receipt address and the server’s total in cents', async () => {
    const { status, body } = await service.call('GET', `/internal/orders/${orderId}`);

    expect(status).toBe(200);
    expect(internalOrderSchema.parse(body)).toEqual({
      id: orderId,
      userId: 'user-anna',
      email: 'user-anna@example.fi',
      language: 'fi',
      totalCents: 52404,
      status: 'pending',
      paidAt: null,
      lastPaymentError: null,
      holdExpiresAt: new Date(Date.parse(placedAt) + 30 * 60_000).toISOString(),
      refundDueAt: null,
      refundStatus: null,
    });
    expect((await service.call('GET', '/internal/orders/424242')).body.message).toBe(PAYMENT_MESSAGES.orderNotFound);
    expect((await service.call('GET', '/internal/orders/abc')).status).toBe(404);
  });

  it('marks the order paid exactly once, however many times and however concurrently it is told', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => service.call('POST', `/internal/orders/${orderId}/paid`, { body: { amountCents: 52404 } })),
    );

    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const parsed = answers.map((a) => paidAnswer.parse(a.body));
    expect(parsed.filter((a) => a.justPaid)).toHaveLength(1);
    for (const answer of parsed) expect(answer).toMatchObject({ status: 'paid', paidAt: NOW.toISOString() });

    const list = await service.call('GET', '/api/tire-orders', { user: 'user-anna' });
    expect(list.body[0].status).toBe('paid');
  });

  it('refuses a payment whose amount is not the order’s total', async () => {
    const { status, body } = await service.call('POST', `/internal/orders/${orderId}/paid`, { body: { amountCents: 63600 } });

    expect(status).toBe(409);
    expect(body.message).toBe(INTERNAL_ORDER_MESSAGES.amountMismatch);
    expect((await service.call('GET', `/internal/orders/${orderId}`)).body.status).toBe('pending');
  });

  it('keeps the order pending after a failed payment, with the provider’s message, so a retry can pay it', async () => {
    const failed = await service.call('POST', `/internal/orders/${orderId}/payment-failed`, { body: { message: 'Your card was declined.' } });

    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({ status: 'pending', lastPaymentError: 'Your card was declined.' });

    const paid = await service.call('POST', `/internal/orders/${orderId}/paid`, { body: { amountCents: 52404 } });
    expect(paid.body).toMatchObject({ status: 'paid', justPaid: true, lastPaymentError: null });
  });

  it('leaves a paid order paid when a failure is reported after the success', async () => {
    await service.call('POST', `/internal/orders/${orderId}/paid`, { body: { amountCents: 52404 } });

    const late = await service.call('POST', `/internal/orders/${orderId}/payment-failed`, { body: { message: 'Your card was declined.' } });

    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({ status: 'paid', lastPaymentError: null });
  });

  it('refuses to mark a cancelled order paid', async () => {
    await service.db.prisma.order.update({ where: { id: orderId }, data: { status: 'cancelled' } });

    const { status, body } = await service.call('POST', `/internal/orders/${orderId}/paid`, { body: { amountCents: 52404 } });

    expect(status).toBe(409);
    expect(body.message).toBe(INTERNAL_ORDER_MESSAGES.notPayable);
  });
});
