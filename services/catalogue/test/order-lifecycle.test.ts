import { ORDER_MESSAGES, ORDER_STATUSES, orderPaidSchema, tireOrderSchema } from '@tire/contracts';
import { createLogger, HttpError } from '@tire/service-kit';
import { describe, expect, it } from 'vitest';
import { sweepExpiredHolds } from '../src/domain/hold-sweeper.js';
import { assertTransition, canTransition, ORDER_TRANSITIONS } from '../src/domain/order-lifecycle.js';
import { LOCATIONS, NOW } from './support/test-service.js';
import { useTestService } from './support/use-test-service.js';

const { service, tires } = useTestService();

const stockOf = async (id: number) => (await service.db.prisma.product.findUniqueOrThrow({ where: { id } })).stock;
const eventsOf = (orderId: number) => service.db.prisma.orderEvent.findMany({ where: { orderId }, orderBy: { id: 'asc' } });
const outbox = () => service.db.prisma.outboxEvent.findMany({ orderBy: { id: 'asc' } });

/** Four Primacy and two Blizzak, fitted at Tikkurila: 4 x 131.01 + 2 x 98.01 = 720.06. */
const placeTikkurilaOrder = () =>
  service.call('POST', '/api/tire-orders', {
    user: 'user-anna',
    body: {
      totalAmount: '720.06',
      installationRequested: true,
      status: 'pending',
      locationId: 2,
      lines: [
        { productId: tires.primacy, quantity: 4 },
        { productId: tires.blizzak, quantity: 2 },
      ],
    },
  });

describe('a customer chooses where the tires are picked up or fitted', () => {
  it('stores the order with the location’s name and street address as they were, and the lines with the product names', async () => {
    const { status, body } = await placeTikkurilaOrder();

    expect(status).toBe(201);
    const order = tireOrderSchema.parse(body);
    expect(order.location).toEqual(LOCATIONS[1]);
    expect(order.lines).toEqual([
      { productId: tires.primacy, quantity: 4, unitPrice: '131.01', name: 'Michelin Primacy 4+', size: '205/55 R16' },
      { productId: tires.blizzak, quantity: 2, unitPrice: '98.01', name: 'Bridgestone Blizzak 6', size: '195/65 R15' },
    ]);
    const row = await service.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row).toMatchObject({ locationId: 2, locationName: 'Vantaa – Tikkurila', locationAddress: 'Tikkurilantie 10, 01300 Vantaa' });

    // The list answers the same snapshot, and the order's history starts with who placed it from where.
    const list = await service.call('GET', '/api/tire-orders', { user: 'user-anna' });
    expect(list.body[0].location).toEqual(LOCATIONS[1]);
    expect(await eventsOf(order.id)).toMatchObject([
      { type: 'created', fromStatus: null, toStatus: 'pending', actorType: 'customer', actorId: 'user-anna', source: 'web' },
    ]);
  });

  it('refuses a location the reservations service does not list with 400 {message, errors}, taking no tires', async () => {
    const { status, body } = await service.call('POST', '/api/tire-orders', {
      user: 'user-anna',
      body: { totalAmount: '524.04', locationId: 99, lines: [{ productId: tires.primacy, quantity: 4 }] },
    });

    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'validation',
      message: ORDER_MESSAGES.unknownLocation,
      errors: [{ path: 'locationId', message: ORDER_MESSAGES.unknownLocation, code: 'order.unknownLocation' }],
    });
    expect(await stockOf(tires.primacy)).toBe(36);
    expect(await service.db.prisma.order.count()).toBe(0);
  });

  it('refuses a location id that is not a number with the same 400', async () => {
    const { status, body } = await service.call('POST', '/api/tire-orders', {
      user: 'user-anna',
      body: { totalAmount: '524.04', locationId: 'kamppi', lines: [{ productId: tires.primacy, quantity: 4 }] },
    });
    expect(status).toBe(400);
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors).toEqual([expect.objectContaining({ path: 'locationId' })]);
  });
});

describe('paying an order', () => {
  it('writes exactly one order.paid event to the outbox, with the lines, the total and the location, however often the payment is reported', async () => {
    const { body: order } = await placeTikkurilaOrder();

    const reports = await Promise.all([1, 2, 3].map(() => service.call('POST', `/internal/orders/${order.id}/paid`, { body: { amountCents: 72006 } })));
    expect(reports.map((report) => report.status)).toEqual([200, 200, 200]);
    expect(reports.filter((report) => report.body.justPaid)).toHaveLength(1);

    const events = await outbox();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'order.paid', publishedAt: null });
    const paid = orderPaidSchema.parse(events[0]!.payload);
    expect(paid).toEqual({
      orderId: order.id,
      lines: [
        { productId: tires.primacy, name: 'Michelin Primacy 4+', size: '205/55 R16', quantity: 4, unitCents: 13101 },
        { productId: tires.blizzak, name: 'Bridgestone Blizzak 6', size: '195/65 R15', quantity: 2, unitCents: 9801 },
      ],
      totalCents: 72006,
      installationRequested: true,
      location: LOCATIONS[1],
      paidAt: NOW.toISOString(),
      email: 'user-anna@example.fi',
      language: 'fi',
    });
    // The VAT (25.5 %) is inside the total: the lines add up to it, so the e-mail can split it.
    expect(paid.lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0)).toBe(paid.totalCents);

    expect((await eventsOf(order.id)).map((event) => [event.type, event.fromStatus, event.toStatus, event.actorType, event.source])).toEqual([
      ['created', null, 'pending', 'customer', 'web'],
      ['paid', 'pending', 'paid', 'system', 'payments'],
    ]);
    const list = await service.call('GET', '/api/tire-orders', { user: 'user-anna' });
    expect(list.body[0]).toMatchObject({ status: 'paid', paidAt: NOW.toISOString(), refundStatus: null });
  });

  it('writes no order.paid for a failed payment, only its event in the history', async () => {
    const { body: order } = await placeTikkurilaOrder();
    await service.call('POST', `/internal/orders/${order.id}/payment-failed`, { body: { message: 'Your card was declined.' } });
    expect(await outbox()).toHaveLength(0);
    expect((await eventsOf(order.id)).map((event) => event.type)).toEqual(['created', 'payment_failed']);
  });

  it('records the hold running out as the system job, and sends nothing', async () => {
    const { body: order } = await placeTikkurilaOrder();
    await sweepExpiredHolds({ pool: service.db.pool, logger: createLogger('sweeper-test'), now: () => new Date(Date.now() + 31 * 60_000), holdMinutes: 30 });
    expect(await eventsOf(order.id)).toMatchObject([
      { type: 'created' },
      { type: 'hold_expired', fromStatus: 'pending', toStatus: 'cancelled', actorType: 'system', actorId: null, source: 'job' },
    ]);
    expect(await outbox()).toHaveLength(0);
  });
});

describe('the order lifecycle table', () => {
  it('names every status, and lets an order move only forward along pending -> paid -> ready -> fitted or picked up', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(canTransition('pending', 'paid')).toBe(true);
    expect(canTransition('paid', 'ready')).toBe(true);
    expect(canTransition('ready', 'fitted')).toBe(true);
    expect(canTransition('ready', 'picked_up')).toBe(true);
    expect(canTransition('paid', 'cancelled')).toBe(true);
  });

  it('refuses an illegal transition with 409 and a clear message', () => {
    for (const [from, to] of [
      ['pending', 'ready'],
      ['fitted', 'paid'],
      ['picked_up', 'cancelled'],
      ['paid', 'pending'],
    ] as const) {
      expect(canTransition(from, to)).toBe(false);
      let refusal: unknown;
      try {
        assertTransition(from, to);
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(HttpError);
      expect(refusal).toMatchObject({ status: 409, message: ORDER_MESSAGES.illegalTransition });
    }
  });

  it('refuses to pay an order that has already been fitted', async () => {
    const { body: order } = await placeTikkurilaOrder();
    await service.call('POST', `/internal/orders/${order.id}/paid`, { body: { amountCents: 72006 } });
    await service.db.prisma.order.update({ where: { id: order.id }, data: { status: 'fitted' } });
    const again = await service.call('POST', `/internal/orders/${order.id}/paid`, { body: { amountCents: 72006 } });
    expect(again.body).toMatchObject({ status: 'fitted', justPaid: false });
    expect(await outbox()).toHaveLength(1);
  });
});
