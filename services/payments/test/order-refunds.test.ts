import { LOCAL_TEST_CARDS } from '@tire/contracts';
import { asBff } from '@tire/service-kit/testing/as-bff';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runRefundWorker } from '../src/domain/refund-worker.js';
import { startTestApp } from './support/test-app.js';

const card = (cardNumber: string) => ({ cardNumber, expiry: '12/34', cvc: '123' });

let clock = new Date();
let test: ReturnType<typeof startTestApp>;
/** The payments service as the catalogue calls it (its service token, not the BFF's). */
let fromCatalogue: ReturnType<typeof asBff>;
beforeAll(() => {
  test = startTestApp({ now: () => clock });
  fromCatalogue = asBff(test.unguarded, 'payments', 'catalogue');
});
beforeEach(async () => {
  clock = new Date();
  await test.reset();
});
afterAll(() => test.close());

const tick = () => runRefundWorker(test.deps);

async function payOrder(order: { id: number }, cardNumber: string = LOCAL_TEST_CARDS.succeeds) {
  const created = await request(test.app).post('/api/create-payment-intent').set('x-user-id', 'user-1').send({ orderId: order.id });
  expect(created.status).toBe(200);
  const confirmed = await request(test.app)
    .post('/api/payments/local/confirm')
    .send({ paymentIntentId: created.body.paymentIntentId, clientSecret: created.body.clientSecret, ...card(cardNumber) });
  return { intent: created.body as { paymentIntentId: string; clientSecret: string }, confirmed };
}

const orderCancelled = (id: number, app = fromCatalogue) => request(app).post(`/internal/orders/${id}/cancelled`).send({ reason: 'admin' });

describe('an order paid after its hold released it and its tires were sold', () => {
  it('is refunded in full at once when the catalogue answers the paid mark with a refund due, each state reported to the catalogue', async () => {
    const order = test.services.addOrder();
    test.services.releasedAndSold.add(order.id);

    const { intent, confirmed } = await payOrder(order);
    expect(confirmed.body.status).toBe('succeeded');

    const refund = await test.db.prisma.refund.findUniqueOrThrow({ where: { paymentId: intent.paymentIntentId } });
    expect(refund).toMatchObject({ amountCents: 42_804, reason: 'paid_after_cancel', attempts: 1 });
    expect(test.services.orderRefundReports[0]).toEqual({
      orderId: order.id,
      refundId: refund.id,
      status: 'refund_pending',
      amountCents: 42_804,
      failureMessage: null,
    });
    // The paid mark was delivered (the refund is what follows it), so it is not sent again.
    const settlement = await test.db.prisma.settlement.findUniqueOrThrow({ where: { paymentId: intent.paymentIntentId } });
    expect(settlement.appliedAt).not.toBeNull();

    await tick();
    expect(test.services.orderRefundReports.map((r) => r.status)).toEqual(['refund_pending', 'refunded']);
    expect(test.services.refundReports).toHaveLength(0);

    // A verification or a redelivered webhook afterwards makes no second refund.
    await request(test.app).get(`/api/verify-payment/${intent.paymentIntentId}`);
    expect(await test.db.prisma.refund.count()).toBe(1);
    expect(await test.db.prisma.localRefund.count()).toBe(1);
  });

  it('an order paid normally is not refunded', async () => {
    const order = test.services.addOrder();
    await payOrder(order);
    await tick();
    expect(test.services.order(order.id).status).toBe('paid');
    expect(await test.db.prisma.refund.count()).toBe(0);
    expect(test.services.orderRefundReports).toHaveLength(0);
  });
});

describe('an order an administrator cancelled', () => {
  it('a paid one is refunded in full; the call is idempotent and the worker reports each state to the catalogue', async () => {
    const order = test.services.addOrder();
    const { intent } = await payOrder(order);

    const answers = await Promise.all([orderCancelled(order.id), orderCancelled(order.id)]);
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(answers[0]!.body).toEqual({ cancelledIntents: 0, refund: { id: expect.any(String), status: 'refund_pending', amountCents: 42_804 } });
    expect(answers[1]!.body.refund.id).toBe(answers[0]!.body.refund.id);
    expect(await test.db.prisma.refund.count()).toBe(1);
    // The catalogue may still be inside its notifier's run: nothing is reported back before the worker.
    expect(test.services.orderRefundReports).toHaveLength(0);

    await tick();
    const refund = await test.db.prisma.refund.findUniqueOrThrow({ where: { paymentId: intent.paymentIntentId } });
    expect(refund).toMatchObject({ status: 'refunded', reason: 'admin', attempts: 1 });
    expect(test.services.orderRefundReports.map((r) => [r.orderId, r.status])).toEqual([
      [order.id, 'refund_pending'],
      [order.id, 'refunded'],
    ]);

    const again = await orderCancelled(order.id);
    expect(again.body).toEqual({ cancelledIntents: 0, refund: { id: refund.id, status: 'refunded', amountCents: 42_804 } });
    expect(await test.db.prisma.localRefund.count()).toBe(1);
  });

  it('an unpaid one has its open intent cancelled and nothing to refund', async () => {
    const order = test.services.addOrder();
    const created = await request(test.app).post('/api/create-payment-intent').set('x-user-id', 'user-1').send({ orderId: order.id });

    const answer = await orderCancelled(order.id);
    expect(answer.body).toEqual({ cancelledIntents: 1, refund: null });
    expect((await test.db.prisma.payment.findUniqueOrThrow({ where: { id: created.body.paymentIntentId } })).status).toBe('canceled');
    expect((await orderCancelled(order.id)).body).toEqual({ cancelledIntents: 0, refund: null });
  });

  it('only the catalogue may say so: the BFF’s token is refused, a bad id or reason is 400', async () => {
    const order = test.services.addOrder();
    expect((await orderCancelled(order.id, test.app)).status).toBe(403);
    expect((await orderCancelled(order.id, test.unguarded)).status).toBe(401);
    expect((await request(fromCatalogue).post('/internal/orders/abc/cancelled').send({ reason: 'admin' })).status).toBe(400);
    expect((await request(fromCatalogue).post(`/internal/orders/${order.id}/cancelled`).send({ reason: 'hold_expired' })).status).toBe(400);
  });
});
