import { tireOrderSchema } from '@tire/contracts';
import { IDENTITY_HEADERS } from '@tire/service-kit';
import request from 'supertest';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { useTestService } from './support/use-test-service.js';

const orderList = z.array(tireOrderSchema);
const { service, tires } = useTestService();

/** An order placed by a signed-in customer: the order keeps the account's address (`<user>@example.fi`). */
const order = (user: string) =>
  service.call('POST', '/api/tire-orders', { user, body: { totalAmount: '131.01', lines: [{ productId: tires.primacy, quantity: 1 }] } });

/** The list as the BFF asks it for a live e-mail access link ("my bookings"): the address is in its signed token. */
const ordersFor = async (email?: string) => {
  const response = await request(service.bff)
    .get('/internal/orders/by-email')
    .set(email ? { [IDENTITY_HEADERS.userEmail]: email } : {});
  return { status: response.status, body: response.body, headers: new Headers(response.headers as Record<string, string>) };
};

describe('"my bookings" orders of an address proven by an e-mail access link', () => {
  it('lists the orders placed with the address, in any case, newest first, and never another address’s', async () => {
    const first = await order('user-olli');
    await order('user-pirjo');
    const second = await order('user-olli');
    await service.db.prisma.order.update({ where: { id: first.body.id }, data: { createdAt: new Date('2026-03-01T10:00:00Z') } });

    const answer = await ordersFor('USER-OLLI@example.fi');

    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(orderList.parse(answer.body).map((o) => o.id)).toEqual([second.body.id, first.body.id]);
  });

  it('lists nothing for an address with no orders, or without an address', async () => {
    expect((await ordersFor('nobody@example.fi')).body).toEqual([]);
    expect((await ordersFor()).body).toEqual([]);
  });

  it('refuses any caller but the BFF (the payments service here)', async () => {
    expect((await service.call('GET', '/internal/orders/by-email', { headers: { [IDENTITY_HEADERS.userEmail]: 'user-olli@example.fi' } })).status).toBe(403);
  });
});
