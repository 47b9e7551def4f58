import { internalOrderSchema } from '@tire/contracts';
import { createLogger } from '@tire/service-kit';
import { describe, expect, it } from 'vitest';
import { sweepExpiredHolds } from '../src/domain/hold-sweeper.js';
import {} from './support/test-service.js';
import { useTestService } from './support/use-test-service.js';

const { service, tires } = useTestService();

const stockOf = async (id: number) => (await service.db.prisma.product.findUniqueOrThrow({ where: { id } })).stock;
const statusOf = async (id: number) => (await service.db.prisma.order.findUniqueOrThrow({ where: { id } })).status;

async function order(user: string, lines: { productId: number; quantity: number; euros: number }[]) {
  const totalAmount = lines.reduce((sum, line) => sum + Math.round(line.euros * 100) * line.quantity, 0) / 100;
  const answer = await service.call('POST', '/api/tire-orders', {
    user,
    body: { totalAmount: totalAmount.toFixed(2), lines: lines.map(({ productId, quantity }) => ({ productId, quantity })) },
  });
  expect(answer.status).toBe(201);
  return answer.body as { id: number; createdAt: string; holdExpiresAt: string | null };
}
const fourPrimacy = (user = 'user-anna') => order(user, [{ productId: tires.primacy, quantity: 4, euros: 131.01 }]);

/** The sweeper as if `minutes` had passed since now (orders are stamped by the database clock). */
const sweepAfter = (minutes: number, options: { batchSize?: number } = {}) =>
  sweepExpiredHolds({
    pool: service.db.pool,
    logger: createLogger('sweeper-test'),
    now: () => new Date(Date.now() + minutes * 60_000),
    holdMinutes: 30,
    ...options,
  });

const paid = (id: number, amountCents: number) => service.call('POST', `/internal/orders/${id}/paid`, { body: { amountCents } });

describe('an unpaid order holds its tires for a limited time', () => {
  it('tells the customer until when the tires are held', async () => {
    const placed = await fourPrimacy();

    expect(placed.holdExpiresAt).toBe(new Date(Date.parse(placed.createdAt) + 30 * 60_000).toISOString());
    const list = await service.call('GET', '/api/tire-orders', { user: 'user-anna' });
    expect(list.body[0].holdExpiresAt).toBe(placed.holdExpiresAt);
  });

  it('when the order is still within its hold, the sweeper leaves it and its tires alone', async () => {
    const placed = await fourPrimacy();

    expect(await sweepAfter(29)).toEqual([]);

    expect(await statusOf(placed.id)).toBe('pending');
    expect(await stockOf(tires.primacy)).toBe(32);
  });

  it('when the order is unpaid past its hold, the sweeper cancels it and every line’s tires go back to stock', async () => {
    const placed = await order('user-anna', [
      { productId: tires.primacy, quantity: 4, euros: 131.01 },
      { productId: tires.blizzak, quantity: 2, euros: 98.01 },
    ]);
    await service.call('POST', `/internal/orders/${placed.id}/payment-failed`, { body: { message: 'Your card was declined.' } });
    expect([await stockOf(tires.primacy), await stockOf(tires.blizzak)]).toEqual([32, 14]);

    expect(await sweepAfter(31)).toEqual([placed.id]);

    expect([await stockOf(tires.primacy), await stockOf(tires.blizzak)]).toEqual([36, 16]);
    const list = await service.call('GET', '/api/tire-orders', { user: 'user-anna' });
    expect(list.body[0]).toMatchObject({ id: placed.id, status: 'cancelled', holdExpiresAt: null });
    // A second sweep finds nothing more to give back.
    expect(await sweepAfter(60)).toEqual([]);
    expect([await stockOf(tires.primacy), await stockOf(tires.blizzak)]).toEqual([36, 16]);
  });

  it('never releases a paid order', async () => {
    const paidOrder = await fourPrimacy('user-anna');
    const unpaidOrder = await fourPrimacy('user-ben');
    expect((await paid(paidOrder.id, 52404)).status).toBe(200);

    expect(await sweepAfter(31)).toEqual([unpaidOrder.id]);

    expect(await statusOf(paidOrder.id)).toBe('paid');
    expect(await stockOf(tires.primacy)).toBe(32);
  });

  it('when two sweepers run at once, each expired order is cancelled once and its tires come back once', async () => {
    const placed = [];
    for (let i = 0; i < 6; i += 1)
      placed.push(
        await order(`user-${i}`, [
          { productId: tires.primacy, quantity: 2, euros: 131.01 },
          { productId: tires.blizzak, quantity: 1, euros: 98.01 },
        ]),
      );
    expect([await stockOf(tires.primacy), await stockOf(tires.blizzak)]).toEqual([24, 10]);

    // Small batches, so the two sweepers interleave over several transactions each.
    const [first, second] = await Promise.all([sweepAfter(31, { batchSize: 2 }), sweepAfter(31, { batchSize: 2 })]);

    const released = [...first!, ...second!].sort((a, b) => a - b);
    expect(released).toEqual(placed.map((p) => p.id).sort((a, b) => a - b));
    expect([await stockOf(tires.primacy), await stockOf(tires.blizzak)]).toEqual([36, 16]);
  });

  it('when the payment and the sweep arrive together, the order ends paid with its tires taken exactly once', async () => {
    const placed = await fourPrimacy();

    const [, answer] = await Promise.all([sweepAfter(31), paid(placed.id, 52404)]);

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'paid', justPaid: true });
    expect(await stockOf(tires.primacy)).toBe(32);
  });
});

describe('a payment that succeeds after the hold released the order', () => {
  it('takes the tires from stock again when they are all still there, and the order is paid', async () => {
    const placed = await fourPrimacy();
    await sweepAfter(31);
    expect(await stockOf(tires.primacy)).toBe(36);

    const answer = await paid(placed.id, 52404);

    expect(answer.status).toBe(200);
    expect(internalOrderSchema.parse(answer.body)).toMatchObject({ status: 'paid', refundDueAt: null, holdExpiresAt: null });
    expect(answer.body.justPaid).toBe(true);
    expect(await stockOf(tires.primacy)).toBe(32);
    // Told again (a webhook after the verification): nothing more is taken.
    expect((await paid(placed.id, 52404)).body).toMatchObject({ status: 'paid', justPaid: false });
    expect(await stockOf(tires.primacy)).toBe(32);
  });

  it('when another customer bought the tires meanwhile, the order stays cancelled, nothing is oversold and the refund due is recorded', async () => {
    const placed = await order('user-anna', [{ productId: tires.pilot, quantity: 4, euros: 231.01 }]);
    await sweepAfter(31);
    const other = await order('user-ben', [{ productId: tires.pilot, quantity: 4, euros: 231.01 }]);
    expect(await stockOf(tires.pilot)).toBe(0);

    const answer = await paid(placed.id, 92404);

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: placed.id, status: 'cancelled', justPaid: false, paidAt: null, refundDueAt: expect.any(String) });
    expect(await stockOf(tires.pilot)).toBe(0);
    expect(await statusOf(other.id)).toBe('pending');
    const due = await service.db.prisma.order.findMany({ where: { refundDueAt: { not: null } } });
    expect(due.map((row) => row.id)).toEqual([placed.id]);

    // The same report again changes nothing and is still accepted.
    const again = await paid(placed.id, 92404);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: 'cancelled', justPaid: false, refundDueAt: answer.body.refundDueAt });
  });

  it('takes none of the tires when only some lines are still in stock', async () => {
    const placed = await order('user-anna', [
      { productId: tires.primacy, quantity: 4, euros: 131.01 },
      { productId: tires.pilot, quantity: 4, euros: 231.01 },
    ]);
    await sweepAfter(31);
    await order('user-ben', [{ productId: tires.pilot, quantity: 2, euros: 231.01 }]);

    const answer = await paid(placed.id, 144808);

    expect(answer.body).toMatchObject({ status: 'cancelled', refundDueAt: expect.any(String) });
    expect([await stockOf(tires.primacy), await stockOf(tires.pilot)]).toEqual([36, 2]);
  });

  it('still refuses an order that was cancelled for another reason than its hold', async () => {
    const placed = await fourPrimacy();
    await service.db.prisma.order.update({ where: { id: placed.id }, data: { status: 'cancelled' } });

    expect((await paid(placed.id, 52404)).status).toBe(409);
  });
});
