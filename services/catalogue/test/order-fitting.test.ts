import { orderPaidSchema } from '@tire/contracts';
import { createLogger } from '@tire/service-kit';
import { describe, expect, it } from 'vitest';
import type { FittingsClient } from '../src/data-access/fittings-client.js';
import { notifyCancelledOrders } from '../src/domain/order-money.js';
import { fittingEarliestDay, notifyFittings } from '../src/domain/order-fitting.js';
import { useTestService } from './support/use-test-service.js';

/** The reservations service as the catalogue sees it: what it was asked to hold and settle. */
const held: { orderId: number; body: Record<string, unknown> }[] = [];
const settled: { orderId: number; state: string }[] = [];
const fittings: FittingsClient = {
  async hold(orderId, body) {
    held.push({ orderId, body });
    return {
      reservationId: 500 + held.length,
      trackingCode: `FIT${held.length}`,
      locationId: body.locationId,
      locationName: 'Helsinki – Kamppi',
      locationAddress: 'Urho Kekkosen katu 1, 00100 Helsinki',
      date: body.date,
      time: body.time,
      startsAt: `${body.date}T07:00:00.000Z`,
    };
  },
  async settle(orderId, state) {
    settled.push({ orderId, state });
    return { orderId, reservationId: 1, status: state };
  },
};

const { service, tires } = useTestService({ fittings });
const ADMIN = { 'x-user-id': 'admin-1', 'x-user-email': 'admin@rengaspalvelu.example', 'x-user-admin': 'true' };
const logger = createLogger('fitting-test');

async function placeWithInstallation() {
  const answer = await service.call('POST', '/api/tire-orders', {
    user: 'user-anna',
    body: { totalAmount: '524.04', lines: [{ productId: tires.primacy, quantity: 4 }], locationId: 1, installationRequested: true },
  });
  expect(answer.status).toBe(201);
  return answer.body as { id: number; fittingEarliestDate: string };
}

describe('the first fitting day follows the stock (tire-rules.ts lead times, in working days)', () => {
  it('tires on the shelf: the preparation day; any tire to come: the delivery time; weekends do not count', () => {
    // Friday 4 December 2026: one working day -> Monday; five -> the next Friday.
    expect(fittingEarliestDay('2026-12-04', [{ quantity: 4, stock: 36 }])).toBe('2026-12-07');
    expect(
      fittingEarliestDay('2026-12-04', [
        { quantity: 4, stock: 36 },
        { quantity: 4, stock: 2 },
      ]),
    ).toBe('2026-12-11');
    // Monday: Tuesday.
    expect(fittingEarliestDay('2026-03-02', [{ quantity: 4, stock: 4 }])).toBe('2026-03-03');
  });
});

describe('a fitting chosen at checkout, paid with the order and cancelled with it', () => {
  it('refuses a day before the first fitting day, holds an allowed one, books it with the payment and frees it with the cancellation', async () => {
    held.length = 0;
    settled.length = 0;
    const order = await placeWithInstallation();
    // The test clock stands on Monday 2 March 2026: the tires in stock are ready on Tuesday.
    expect(order.fittingEarliestDate).toBe('2026-03-03');

    const early = await service.call('PUT', `/api/tire-orders/${order.id}/fitting`, { user: 'user-anna', body: { date: '2026-03-02', time: '14:00' } });
    expect(early.status).toBe(400);
    expect(early.body.errors[0]).toMatchObject({ path: 'date', code: 'fitting.tooEarly' });
    expect(held).toHaveLength(0);

    const someoneElse = await service.call('PUT', `/api/tire-orders/${order.id}/fitting`, { user: 'user-ben', body: { date: '2026-03-03', time: '09:00' } });
    expect(someoneElse.status).toBe(404);

    const chosen = await service.call('PUT', `/api/tire-orders/${order.id}/fitting`, { user: 'user-anna', body: { date: '2026-03-03', time: '09:00' } });
    expect(chosen.status).toBe(200);
    expect(chosen.body.fitting).toMatchObject({ date: '2026-03-03', time: '09:00', status: 'held', trackingCode: 'FIT1' });
    expect(held[0]).toMatchObject({ orderId: order.id, body: { earliestDate: '2026-03-03', locationId: 1, tireSize: '205/55 R16' } });

    // One payment: the order's own total, the fitting adds nothing.
    const paid = await service.call('POST', `/internal/orders/${order.id}/paid`, { body: { amountCents: 52404 } });
    expect(paid.body).toMatchObject({ status: 'paid', totalCents: 52404 });
    const mail = await service.db.prisma.outboxEvent.findFirstOrThrow({ where: { type: 'order.paid' }, orderBy: { id: 'desc' } });
    expect(orderPaidSchema.parse(mail.payload).fitting).toMatchObject({ trackingCode: 'FIT1', date: '2026-03-03', time: '09:00' });
    expect(await notifyFittings({ pool: service.db.pool, fittings, logger })).toBe(1);
    expect(settled).toEqual([{ orderId: order.id, state: 'paid' }]);
    const mine = await service.call('GET', '/api/tire-orders', { user: 'user-anna' });
    expect(mine.body.find((o: { id: number }) => o.id === order.id).fitting).toMatchObject({ status: 'booked' });

    // Paid: the time can no longer be changed from the checkout.
    const late = await service.call('PUT', `/api/tire-orders/${order.id}/fitting`, { user: 'user-anna', body: { date: '2026-03-04', time: '09:00' } });
    expect(late.status).toBe(409);

    // The admin cancels the order: the fitting is freed and the payment refunded in full (one refund).
    const cancelled = await service.call('PATCH', `/api/admin/orders/${order.id}/status`, { headers: ADMIN, body: { status: 'cancelled' } });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', refundStatus: 'refund_pending', fitting: { status: 'cancelled' } });
    expect(await notifyFittings({ pool: service.db.pool, fittings, logger })).toBe(1);
    expect(settled.at(-1)).toEqual({ orderId: order.id, state: 'cancelled' });
    const refunds: { id: number }[] = [];
    await notifyCancelledOrders({
      pool: service.db.pool,
      logger,
      payments: {
        orderCancelled: async (id) => {
          refunds.push({ id });
          return { cancelledIntents: 0, refund: { id: 'rf_1', status: 'refund_pending', amountCents: 52404 } };
        },
      },
    });
    expect(refunds).toEqual([{ id: order.id }]);
    expect(await notifyFittings({ pool: service.db.pool, fittings, logger })).toBe(0);
  });

  it('the customer may cancel the whole order themselves: the fitting is freed and the payment refunded; not someone else, not twice', async () => {
    settled.length = 0;
    const order = await placeWithInstallation();
    await service.call('PUT', `/api/tire-orders/${order.id}/fitting`, { user: 'user-anna', body: { date: '2026-03-03', time: '09:00' } });
    await service.call('POST', `/internal/orders/${order.id}/paid`, { body: { amountCents: 52404 } });
    expect((await service.call('POST', `/api/tire-orders/${order.id}/cancel`, { user: 'user-ben' })).status).toBe(404);
    const cancelled = await service.call('POST', `/api/tire-orders/${order.id}/cancel`, { user: 'user-anna' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', refundStatus: 'refund_pending', fitting: { status: 'cancelled' } });
    expect((await service.call('POST', `/api/tire-orders/${order.id}/cancel`, { user: 'user-anna' })).status).toBe(409);
    await notifyFittings({ pool: service.db.pool, fittings, logger });
    expect(settled.at(-1)).toEqual({ orderId: order.id, state: 'cancelled' });
    const history = await service.db.prisma.orderEvent.findMany({ where: { orderId: order.id, type: 'cancelled' } });
    expect(history).toMatchObject([{ actorType: 'customer', actorId: 'user-anna', details: { reason: 'customer', refundCents: 52404 } }]);
  });

  it('an order without installation has no fitting day and takes no fitting time', async () => {
    const answer = await service.call('POST', '/api/tire-orders', {
      user: 'user-anna',
      body: { totalAmount: '524.04', lines: [{ productId: tires.primacy, quantity: 4 }], locationId: 1 },
    });
    expect(answer.body.fittingEarliestDate).toBeNull();
    const refused = await service.call('PUT', `/api/tire-orders/${answer.body.id}/fitting`, { user: 'user-anna', body: { date: '2026-03-04', time: '09:00' } });
    expect(refused.status).toBe(409);
  });
});
