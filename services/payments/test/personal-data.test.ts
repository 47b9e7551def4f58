import { LOCAL_TEST_CARDS, personalDataPartSchema } from '@tire/contracts';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp } from './support/test-app.js';

// A customer's own payments: in their download, and after the erasure no longer tied to them,
// the amounts kept for the bookkeeping.
let test: ReturnType<typeof startTestApp>;
beforeAll(() => {
  test = startTestApp();
});
beforeEach(() => test.reset());
afterAll(() => test.close());

const ANNA = { 'x-user-id': 'user-anna', 'x-user-email': 'anna@example.fi' };

async function payOrder(user: string) {
  const order = test.services.addOrder({ userId: user });
  const created = await request(test.app).post('/api/create-payment-intent').set('x-user-id', user).send({ orderId: order.id });
  expect(created.status).toBe(200);
  await request(test.app)
    .post('/api/payments/local/confirm')
    .send({
      paymentIntentId: created.body.paymentIntentId,
      clientSecret: created.body.clientSecret,
      cardNumber: LOCAL_TEST_CARDS.succeeds,
      expiry: '12/34',
      cvc: '123',
    })
    .expect(200);
  return { order, intent: created.body as { paymentIntentId: string; clientSecret: string } };
}
const amounts = async () =>
  (await test.db.prisma.payment.findMany({ orderBy: { id: 'asc' } })).map(({ id, amountCents, status, orderId }) => ({ id, amountCents, status, orderId }));

describe('a customer’s own payments', () => {
  it('are exported without secrets, then lose their account on erasure while the amounts stay', async () => {
    const { order, intent } = await payOrder('user-anna');
    await payOrder('user-ben');

    const exported = await request(test.app).get('/internal/personal-data').set(ANNA);
    expect(exported.status).toBe(200);
    const part = personalDataPartSchema.parse(exported.body);
    expect(part.records.payments).toEqual([expect.objectContaining({ purpose: 'order', order_id: order.id, status: 'succeeded' })]);
    expect(JSON.stringify(part)).not.toContain(intent.clientSecret);
    expect(JSON.stringify(part)).not.toContain(intent.paymentIntentId);

    const before = await amounts();
    const erased = await request(test.app).post('/internal/personal-data/erase').set(ANNA);
    expect(erased.body).toEqual({ erased: 1 });
    expect(await amounts()).toEqual(before);
    expect(await test.db.prisma.payment.count({ where: { userId: 'user-anna' } })).toBe(0);
    const intents = await test.db.prisma.localIntent.findMany();
    expect(intents.map((intent) => (intent.metadata as Record<string, string>).userId ?? 'none').sort()).toEqual(['none', 'user-ben']);
    expect(await test.db.prisma.payment.count({ where: { userId: 'user-ben' } })).toBe(1);
    expect((await request(test.app).post('/internal/personal-data/erase').set(ANNA)).body).toEqual({ erased: 0 });
  });

  it('include the payments of their bookings, which a booking’s tracking code alone ties to them', async () => {
    const reservation = test.services.addReservation();
    const created = await request(test.app).post('/api/create-reservation-payment').send({ trackingCode: reservation.trackingCode });
    expect(created.status).toBe(200);
    await payOrder('user-ben');

    const mine = await request(test.app).get(`/internal/personal-data?bookings=${reservation.trackingCode},TIRE-NOTHIN&orders=`).set(ANNA);
    expect(personalDataPartSchema.parse(mine.body).records.payments).toEqual([
      expect.objectContaining({ purpose: 'reservation', tracking_code: reservation.trackingCode }),
    ]);
    const hostile = await request(test.app).get('/internal/personal-data?orders=x,-1,99999999999').set(ANNA);
    expect(personalDataPartSchema.parse(hostile.body).records.payments).toEqual([]);
  });

  it('are the BFF’s calls alone', async () => {
    expect((await request(test.app).get('/internal/personal-data').set({ 'x-user-id': 'user-anna' })).status).toBe(401);
    expect((await request(test.fromReservations).get('/internal/personal-data').set(ANNA)).status).toBe(403);
  });
});
