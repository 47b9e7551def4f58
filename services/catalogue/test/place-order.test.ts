import { ORDER_MESSAGES, tireOrderSchema } from '@tire/contracts';
import { describe, expect, it } from 'vitest';
import {} from './support/test-service.js';
import { useTestService } from './support/use-test-service.js';

const { service, tires } = useTestService();

const stockOf = async (id: number) => (await service.db.prisma.product.findUniqueOrThrow({ where: { id } })).stock;

describe('a signed-in customer places an order from the cart', () => {
  it('gets a pending order whose total the server computed from the catalogue prices, and the tires leave stock', async () => {
    const { status, body } = await service.call('POST', '/api/tire-orders', {
      user: 'user-anna',
      body: {
        totalAmount: '916.08', // 4 x 131.01 + 4 x 98.01
        installationRequested: true,
        status: 'pending',
        lines: [
          { productId: tires.primacy, quantity: 4 },
          { productId: String(tires.blizzak), quantity: 4 },
        ],
      },
    });

    expect(status).toBe(201);
    const order = tireOrderSchema.parse(body);
    expect(order).toEqual({
      id: expect.any(Number),
      totalAmount: '916.08',
      installationRequested: true,
      status: 'pending',
      createdAt: expect.any(String),
      lines: [
        { productId: tires.primacy, quantity: 4, unitPrice: '131.01', name: 'Michelin Primacy 4+', size: '205/55 R16' },
        { productId: tires.blizzak, quantity: 4, unitPrice: '98.01', name: 'Bridgestone Blizzak 6', size: '195/65 R15' },
      ],
      // Unpaid, it keeps the tires for ORDER_HOLD_MINUTES (30) from when it was placed.
      holdExpiresAt: new Date(Date.parse(order.createdAt) + 30 * 60_000).toISOString(),
      // Placed without a pickup or fitting location (the field is optional in the contract).
      location: null,
      paidAt: null,
      refundStatus: null,
      // With installation: the tires are on the shelf, so they can be fitted the next working day (tire-rules.ts).
      fittingEarliestDate: '2026-03-03',
      fitting: null,
    });
    expect(await stockOf(tires.primacy)).toBe(32);
    expect(await stockOf(tires.blizzak)).toBe(12);
    const stored = await service.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(stored).toMatchObject({ userId: 'user-anna', email: 'user-anna@example.fi', language: 'fi', totalCents: 91608 });
  });

  it('accepts the total as a number, and buys the sum when the cart names a product twice', async () => {
    const { status, body } = await service.call('POST', '/api/tire-orders', {
      user: 'user-anna',
      body: {
        totalAmount: 524.04,
        lines: [
          { productId: tires.primacy, quantity: 2 },
          { productId: tires.primacy, quantity: 2 },
        ],
      },
    });

    expect(status).toBe(201);
    expect(body.lines).toEqual([{ productId: tires.primacy, quantity: 4, unitPrice: '131.01', name: 'Michelin Primacy 4+', size: '205/55 R16' }]);
    expect(body.installationRequested).toBe(false);
    expect(await stockOf(tires.primacy)).toBe(32);
  });

  it('refuses a client total that disagrees with the prices, names the real total and takes no stock', async () => {
    const { status, body } = await service.call('POST', '/api/tire-orders', {
      user: 'user-anna',
      body: { totalAmount: '636.00', lines: [{ productId: tires.primacy, quantity: 4 }] },
    });

    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'order.totalMismatch', message: ORDER_MESSAGES.totalMismatch, totalAmount: '524.04', totalCents: 52404 });
    expect(await stockOf(tires.primacy)).toBe(36);
    expect(await service.db.prisma.order.count()).toBe(0);
  });

  it('refuses an empty cart, and a cart sent without lines, with the empty-cart message', async () => {
    for (const body of [
      { totalAmount: '0.00', lines: [] },
      { totalAmount: '636.00', installationRequested: false, status: 'pending' },
    ]) {
      const answer = await service.call('POST', '/api/tire-orders', { user: 'user-anna', body });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(ORDER_MESSAGES.emptyCart);
    }
    expect(await service.db.prisma.order.count()).toBe(0);
  });

  it('refuses more tires than are in stock, naming the product, and takes none of the cart', async () => {
    const first = await service.call('POST', '/api/tire-orders', {
      user: 'user-anna',
      body: {
        totalAmount: '2092.20',
        lines: [
          { productId: tires.primacy, quantity: 4 },
          { productId: tires.blizzak, quantity: 16 },
        ],
      },
    });
    expect(first.status).toBe(201);

    const { status, body } = await service.call('POST', '/api/tire-orders', {
      user: 'user-ben',
      body: {
        totalAmount: '654.06',
        lines: [
          { productId: tires.primacy, quantity: 2 },
          { productId: tires.blizzak, quantity: 4 },
        ],
      },
    });

    expect(status).toBe(409);
    expect(body).toMatchObject({
      code: 'order.outOfStock',
      message: 'Not enough tires in stock: Bridgestone Blizzak 6 195/65 R15',
      productId: tires.blizzak,
      available: 0,
    });
    // the Primacy tires of the refused cart went back with the rollback
    expect(await stockOf(tires.primacy)).toBe(32);
    expect(await service.db.prisma.order.count()).toBe(1);
  });

  it('refuses a product that is not in the catalogue', async () => {
    const { status, body } = await service.call('POST', '/api/tire-orders', {
      user: 'user-anna',
      body: { totalAmount: '100.00', lines: [{ productId: 9999, quantity: 1 }] },
    });

    expect(status).toBe(409);
    expect(body).toMatchObject({ message: ORDER_MESSAGES.productNotFound, productId: 9999 });
  });

  it('answers a guest with 401, for ordering and for the order list', async () => {
    const post = await service.call('POST', '/api/tire-orders', { body: { totalAmount: '131.01', lines: [{ productId: tires.primacy, quantity: 1 }] } });
    const list = await service.call('GET', '/api/tire-orders');

    expect([post.status, list.status]).toEqual([401, 401]);
    expect(post.body.message).toBe('Unauthorized');
    expect(await stockOf(tires.primacy)).toBe(36);
  });
});
