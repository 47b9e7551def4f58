import { adminOrderSchema, INTERNAL_ORDER_MESSAGES, ORDER_MESSAGES, orderReadySchema, refundCompletedSchema } from '@tire/contracts';
import { createLogger } from '@tire/service-kit';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { PaymentsClient } from '../src/data-access/payments-client.js';
import { sweepExpiredHolds } from '../src/domain/hold-sweeper.js';
import { notifyCancelledOrders } from '../src/domain/order-money.js';
import { NOW } from './support/test-service.js';
import { useTestService } from './support/use-test-service.js';

const { service, tires } = useTestService();

const ADMIN = { 'x-user-id': 'admin-1', 'x-user-email': 'admin@rengaspalvelu.example', 'x-user-admin': 'true' };
const asAdmin = (method: string, path: string, body?: unknown) => service.call(method, path, { headers: ADMIN, body });

const stockOf = async (id: number) => (await service.db.prisma.product.findUniqueOrThrow({ where: { id } })).stock;
const orderRow = (id: number) => service.db.prisma.order.findUniqueOrThrow({ where: { id } });
const eventsOf = (id: number) => service.db.prisma.orderEvent.findMany({ where: { orderId: id }, orderBy: { id: 'asc' } });
const outbox = (type: string) => service.db.prisma.outboxEvent.findMany({ where: { type }, orderBy: { id: 'asc' } });

async function place(user: string, productId: number, euros: number, extra: Record<string, unknown> = { locationId: 1 }) {
  const answer = await service.call('POST', '/api/tire-orders', {
    user,
    body: { totalAmount: ((Math.round(euros * 100) * 4) / 100).toFixed(2), lines: [{ productId, quantity: 4 }], ...extra },
  });
  expect(answer.status).toBe(201);
  return answer.body as { id: number };
}
const paid = (id: number, amountCents: number) => service.call('POST', `/internal/orders/${id}/paid`, { body: { amountCents } });
async function paidOrder(user = 'user-anna') {
  const order = await place(user, tires.primacy, 131.01);
  expect((await paid(order.id, 52404)).body.status).toBe('paid');
  return order;
}
const refundReport = (id: number, body: Record<string, unknown>) => service.call('POST', `/internal/orders/${id}/refund`, { body });

describe('money follows an order paid after its hold released it and its tires were sold', () => {
  it('the paid mark answers a refund due; the reported refund states are recorded, and the customer is told once when the money is back', async () => {
    const order = await place('user-anna', tires.pilot, 231.01);
    await sweepExpiredHolds({ pool: service.db.pool, logger: createLogger('sweeper-test'), now: () => new Date(Date.now() + 31 * 60_000), holdMinutes: 30 });
    await place('user-ben', tires.pilot, 231.01);

    const mark = await paid(order.id, 92404);
    expect(mark.body).toMatchObject({ status: 'cancelled', justPaid: false, refundDueAt: expect.any(String), refundStatus: 'refund_pending' });

    const pending = await refundReport(order.id, { refundId: 'rf_1', status: 'refund_pending', amountCents: 92404 });
    expect(pending.status).toBe(200);
    expect(pending.body).toEqual({ id: order.id, refundStatus: 'refund_pending' });
    const done = await refundReport(order.id, { refundId: 'rf_1', status: 'refunded', amountCents: 92404, failureMessage: null });
    expect(done.body).toEqual({ id: order.id, refundStatus: 'refunded' });
    // Repeated, or an older state arriving late: nothing changes, nothing is sent twice.
    await refundReport(order.id, { refundId: 'rf_1', status: 'refunded', amountCents: 92404 });
    await refundReport(order.id, { refundId: 'rf_1', status: 'refund_pending', amountCents: 92404 });

    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', refundStatus: 'refunded', refundId: 'rf_1', refundCents: 92404 });
    const types = (await eventsOf(order.id)).map((event) => event.type);
    expect(types.slice(-3)).toEqual(['refund_due', 'refund_requested', 'refunded']);
    const mails = await outbox('refund.completed');
    expect(mails).toHaveLength(1);
    expect(refundCompletedSchema.parse(mails[0]!.payload)).toMatchObject({
      kind: 'order',
      orderId: order.id,
      amountCents: 92404,
      email: 'user-anna@example.fi',
      language: 'fi',
    });
    const list = await service.call('GET', '/api/tire-orders', { user: 'user-anna' });
    expect(list.body.find((o: { id: number }) => o.id === order.id)).toMatchObject({ status: 'cancelled', refundStatus: 'refunded' });
  });

  it('a failed refund is recorded (and its retry may still complete it); a live order or an unknown one is refused', async () => {
    const order = await place('user-anna', tires.pilot, 231.01);
    await sweepExpiredHolds({ pool: service.db.pool, logger: createLogger('sweeper-test'), now: () => new Date(Date.now() + 31 * 60_000), holdMinutes: 30 });
    await place('user-ben', tires.pilot, 231.01);
    await paid(order.id, 92404);

    await refundReport(order.id, { refundId: 'rf_2', status: 'refund_failed', amountCents: 92404, failureMessage: 'Card closed' });
    expect(await orderRow(order.id)).toMatchObject({ refundStatus: 'refund_failed' });
    expect((await eventsOf(order.id)).at(-1)).toMatchObject({ type: 'refund_failed', details: expect.objectContaining({ failureMessage: 'Card closed' }) });
    await refundReport(order.id, { refundId: 'rf_2', status: 'refunded', amountCents: 92404 });
    expect(await orderRow(order.id)).toMatchObject({ refundStatus: 'refunded' });

    const live = await paidOrder('user-carl');
    const refused = await refundReport(live.id, { refundId: 'rf_3', status: 'refunded', amountCents: 52404 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(INTERNAL_ORDER_MESSAGES.refundNotCancelled);
    expect((await refundReport(999_999, { refundId: 'rf_4', status: 'refunded', amountCents: 1 })).status).toBe(404);
    expect((await refundReport(live.id, { refundId: '', status: 'refunded', amountCents: 1 })).status).toBe(400);
  });
});

describe('an administrator lists the orders', () => {
  it('answers 401 without an identity and 403 to a customer', async () => {
    expect((await service.call('GET', '/api/admin/orders')).status).toBe(401);
    expect((await service.call('GET', '/api/admin/orders', { user: 'user-anna' })).status).toBe(403);
    expect((await service.call('PATCH', '/api/admin/orders/1/status', { user: 'user-anna', body: { status: 'ready' } })).status).toBe(403);
  });

  it('newest first, filtered by status, one page at a time with X-Total-Count', async () => {
    const first = await paidOrder('user-anna');
    const second = await place('user-ben', tires.primacy, 131.01);
    const third = await paidOrder('user-carl');
    await service.db.prisma.order.update({ where: { id: first.id }, data: { createdAt: new Date('2026-03-01T08:00:00Z') } });
    await service.db.prisma.order.update({ where: { id: second.id }, data: { createdAt: new Date('2026-03-01T09:00:00Z') } });
    await service.db.prisma.order.update({ where: { id: third.id }, data: { createdAt: new Date('2026-03-01T10:00:00Z') } });

    const all = await asAdmin('GET', '/api/admin/orders');
    expect(all.status).toBe(200);
    expect(all.headers.get('x-total-count')).toBe('3');
    const orders = z.array(adminOrderSchema).parse(all.body);
    expect(orders.map((o) => o.id)).toEqual([third.id, second.id, first.id]);
    expect(orders[0]).toMatchObject({
      userId: 'user-carl',
      email: 'user-carl@example.fi',
      status: 'paid',
      totalAmount: '524.04',
      totalCents: 52404,
      location: { id: 1, name: 'Helsinki – Kamppi' },
      lines: [{ productId: tires.primacy, quantity: 4, unitPrice: '131.01', name: 'Michelin Primacy 4+', size: '205/55 R16' }],
      paidAt: NOW.toISOString(),
      refundStatus: null,
      refundCents: null,
    });

    const paidOnly = await asAdmin('GET', '/api/admin/orders?status=paid,ready&limit=1&page=2');
    expect(paidOnly.headers.get('x-total-count')).toBe('2');
    expect(paidOnly.body.map((o: { id: number }) => o.id)).toEqual([first.id]);
    expect((await asAdmin('GET', '/api/admin/orders?status=shipped')).status).toBe(400);
    expect((await asAdmin('GET', '/api/admin/orders?limit=0')).status).toBe(400);
  });
});

describe('an administrator moves an order along its lifecycle', () => {
  it('paid -> ready e-mails the customer (order.ready through the outbox) and ready -> picked_up ends it; each move is in the history with the admin', async () => {
    const order = await paidOrder();

    const ready = await asAdmin('PATCH', `/api/admin/orders/${order.id}/status`, { status: 'ready' });
    expect(ready.status).toBe(200);
    expect(adminOrderSchema.parse(ready.body)).toMatchObject({ id: order.id, status: 'ready' });
    const mails = await outbox('order.ready');
    expect(mails).toHaveLength(1);
    expect(orderReadySchema.parse(mails[0]!.payload)).toEqual({
      orderId: order.id,
      lines: [{ name: 'Michelin Primacy 4+', size: '205/55 R16', quantity: 4 }],
      installationRequested: false,
      location: { id: 1, name: 'Helsinki – Kamppi', address: 'Urho Kekkosen katu 1, 00100 Helsinki' },
      readyAt: NOW.toISOString(),
      email: 'user-anna@example.fi',
      language: 'fi',
    });

    const done = await asAdmin('PATCH', `/api/admin/orders/${order.id}/status`, { status: 'picked_up' });
    expect(done.body).toMatchObject({ status: 'picked_up' });
    const history = (await eventsOf(order.id)).slice(-2);
    expect(history).toMatchObject([
      { type: 'ready', fromStatus: 'paid', toStatus: 'ready', actorType: 'admin', actorId: 'admin-1', source: 'admin' },
      { type: 'picked_up', fromStatus: 'ready', toStatus: 'picked_up', actorType: 'admin', actorId: 'admin-1', source: 'admin' },
    ]);
    // Picked up is final: nothing moves it on, and nothing more is e-mailed.
    const again = await asAdmin('PATCH', `/api/admin/orders/${order.id}/status`, { status: 'ready' });
    expect(again.status).toBe(409);
    expect(await outbox('order.ready')).toHaveLength(1);
  });

  it('refuses a move the lifecycle does not allow with 409 and a clear message, changing nothing', async () => {
    const unpaid = await place('user-anna', tires.primacy, 131.01);
    const refusal = await asAdmin('PATCH', `/api/admin/orders/${unpaid.id}/status`, { status: 'ready' });
    expect(refusal.status).toBe(409);
    expect(refusal.body).toMatchObject({ message: ORDER_MESSAGES.illegalTransition, from: 'pending', to: 'ready', allowed: ['paid', 'cancelled'] });

    const order = await paidOrder('user-ben');
    expect((await asAdmin('PATCH', `/api/admin/orders/${order.id}/status`, { status: 'fitted' })).status).toBe(409);
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid' });
    expect((await asAdmin('PATCH', `/api/admin/orders/${order.id}/status`, { status: 'paid' })).status).toBe(400);
    expect((await asAdmin('PATCH', '/api/admin/orders/999999/status', { status: 'ready' })).status).toBe(404);
  });

  it('cancelling a paid order puts its tires back, reads refund_pending, and the money notifier tells payments until acknowledged', async () => {
    const order = await paidOrder();
    expect(await stockOf(tires.primacy)).toBe(32);

    const cancelled = await asAdmin('PATCH', `/api/admin/orders/${order.id}/status`, { status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', refundStatus: 'refund_pending' });
    expect(await stockOf(tires.primacy)).toBe(36);
    expect((await eventsOf(order.id)).at(-1)).toMatchObject({
      type: 'cancelled',
      fromStatus: 'paid',
      actorType: 'admin',
      actorId: 'admin-1',
      details: { reason: 'admin', refundCents: 52404 },
    });
    // Cancelled is final for an administrator.
    expect((await asAdmin('PATCH', `/api/admin/orders/${order.id}/status`, { status: 'ready' })).status).toBe(409);

    const calls: number[] = [];
    let up = false;
    const payments: PaymentsClient = {
      async orderCancelled(id) {
        calls.push(id);
        if (!up) throw new Error('payments down');
        return { cancelledIntents: 0, refund: { id: 'rf_admin', status: 'refund_pending', amountCents: 52404 } };
      },
    };
    const deps = { pool: service.db.pool, payments, logger: createLogger('notifier-test') };
    expect(await notifyCancelledOrders(deps)).toBe(0);
    expect(await orderRow(order.id)).toMatchObject({ moneySettledAt: null });
    up = true;
    expect(await notifyCancelledOrders(deps)).toBe(1);
    expect(await notifyCancelledOrders(deps)).toBe(0);
    expect(calls).toEqual([order.id, order.id]);
    expect(await orderRow(order.id)).toMatchObject({
      refundId: 'rf_admin',
      refundStatus: 'refund_pending',
      refundCents: 52404,
      moneySettledAt: expect.any(Date),
    });

    await refundReport(order.id, { refundId: 'rf_admin', status: 'refunded', amountCents: 52404 });
    expect(cancelled.body.id).toBe(order.id);
    expect(await outbox('refund.completed')).toHaveLength(1);
  });

  it('cancelling an unpaid order frees its tires and owes nothing back', async () => {
    const order = await place('user-anna', tires.primacy, 131.01);
    const cancelled = await asAdmin('PATCH', `/api/admin/orders/${order.id}/status`, { status: 'cancelled' });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', refundStatus: null });
    expect(await stockOf(tires.primacy)).toBe(36);
    const payments: PaymentsClient = { orderCancelled: async () => ({ cancelledIntents: 1, refund: null }) };
    expect(await notifyCancelledOrders({ pool: service.db.pool, payments, logger: createLogger('notifier-test') })).toBe(1);
    expect(await orderRow(order.id)).toMatchObject({ refundStatus: null, refundId: null, moneySettledAt: expect.any(Date) });
  });
});
