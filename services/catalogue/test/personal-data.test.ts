import { personalDataPartSchema } from '@tire/contracts';
import { everyTextInSchema } from '@tire/service-kit/testing/test-database';
import { describe, expect, it } from 'vitest';
import { useTestService } from './support/use-test-service.js';

// A customer's own orders: the download, the cancellation of the open ones (refunded in full, the
// tires back in stock), and the erasure that keeps what was sold and for how much.
const { service, tires } = useTestService();

const ANNA = 'user-anna';
const ANNA_EMAIL = `${ANNA}@example.fi`;

async function place(user: string, productId: number, euros: number) {
  const answer = await service.call('POST', '/api/tire-orders', {
    user,
    body: { totalAmount: ((Math.round(euros * 100) * 4) / 100).toFixed(2), lines: [{ productId, quantity: 4 }], locationId: 1 },
  });
  expect(answer.status).toBe(201);
  return answer.body as { id: number };
}
const pay = async (id: number, amountCents: number) =>
  expect((await service.call('POST', `/internal/orders/${id}/paid`, { body: { amountCents } })).body.status).toBe('paid');
const asAnna = (method: string, path: string) => service.call(method, path, { user: ANNA, from: 'bff' });
const stockOf = async (id: number) => (await service.db.prisma.product.findUniqueOrThrow({ where: { id } })).stock;

/** Every row of every table of the catalogue schema, as one lower-case text. */
const everyText = () => everyTextInSchema(service.db.pool, 'catalogue');
const money = async () =>
  (await service.db.pool.query(`SELECT id, total_cents, status, paid_at, refund_status, refund_cents FROM catalogue.orders ORDER BY id`)).rows;

describe('a customer’s own orders', () => {
  it('are exported with their lines and history, and nobody else’s', async () => {
    const order = await place(ANNA, tires.primacy, 131.01);
    await place('user-ben', tires.pilot, 231.01);

    const answer = await asAnna('GET', '/internal/personal-data');

    expect(answer.status).toBe(200);
    const part = personalDataPartSchema.parse(answer.body);
    expect(part).toMatchObject({ service: 'catalogue', schemaVersion: 1 });
    expect(part.records.orders).toHaveLength(1);
    expect(part.records.orders![0]).toMatchObject({
      order_id: order.id,
      email: ANNA_EMAIL,
      total_cents: 52404,
      lines: [{ quantity: 4, unit_price_cents: 13101 }],
    });
    expect(part.records.orderEvents!.map((e) => e.type)).toContain('created');
    expect(JSON.stringify(part)).not.toContain('user-ben');
  });

  it('still open are cancelled and refunded in full first; the erasure then leaves no trace of the person and keeps the money', async () => {
    const paidOrder = await place(ANNA, tires.primacy, 131.01);
    await pay(paidOrder.id, 52404);
    const unpaid = await place(ANNA, tires.blizzak, 98.01);
    const other = await place('user-ben', tires.blizzak, 98.01);
    const stock = await stockOf(tires.primacy);

    const cancel = await asAnna('POST', '/internal/personal-data/cancel');
    expect(cancel.status).toBe(200);
    expect(cancel.body.cancelled).toEqual([
      { reference: String(paidOrder.id), refundCents: 52404 },
      { reference: String(unpaid.id), refundCents: 0 },
    ]);
    expect(await stockOf(tires.primacy)).toBe(stock + 4);
    expect((await asAnna('POST', '/internal/personal-data/cancel')).body).toEqual({ cancelled: [] });
    const moneyBefore = await money();
    expect(moneyBefore.find((row) => row.id === paidOrder.id)).toMatchObject({ status: 'cancelled', refund_status: 'refund_pending' });

    const erase = await asAnna('POST', '/internal/personal-data/erase');
    expect(erase.status).toBe(200);
    expect(erase.body).toEqual({ erased: 2 });

    const texts = await everyText();
    expect(texts.split('\n').filter((line) => line.includes(ANNA))).toEqual([]);
    expect(await money()).toEqual(moneyBefore);
    expect((await service.db.prisma.order.findUniqueOrThrow({ where: { id: other.id } })).userId).toBe('user-ben');
    expect((await asAnna('POST', '/internal/personal-data/erase')).body).toEqual({ erased: 0 });
    expect(personalDataPartSchema.parse((await asAnna('GET', '/internal/personal-data')).body).records).toEqual({ orders: [], orderEvents: [] });
    // The refund completes later; the last e-mail already said so, so no other e-mail follows.
    const refunded = await service.call('POST', `/internal/orders/${paidOrder.id}/refund`, {
      body: { refundId: 'rf_1', status: 'refunded', amountCents: 52404 },
    });
    expect(refunded.body).toEqual({ id: paidOrder.id, refundStatus: 'refunded' });
    expect(await service.db.prisma.outboxEvent.count({ where: { type: 'refund.completed' } })).toBe(0);
  });

  it('are the BFF’s calls alone, for a verified address', async () => {
    expect((await service.call('POST', '/internal/personal-data/erase', { headers: { 'x-user-id': ANNA }, from: 'bff' })).status).toBe(401);
    expect((await service.call('POST', '/internal/personal-data/erase', { user: ANNA })).status).toBe(403);
  });
});
