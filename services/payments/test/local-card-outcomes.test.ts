import { LOCAL_TEST_CARDS } from '@tire/contracts';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp } from './support/test-app.js';

const card = (cardNumber: string, overrides: Record<string, string> = {}) => ({ cardNumber, expiry: '12/34', cvc: '123', ...overrides });

let test: ReturnType<typeof startTestApp>;
beforeAll(() => {
  test = startTestApp();
});
beforeEach(() => test.reset());
afterAll(() => test.close());

async function startPayment() {
  const reservation = test.services.addReservation();
  const created = await request(test.app).post('/api/create-reservation-payment').send({ trackingCode: reservation.trackingCode.toLowerCase() });
  expect(created.status).toBe(200);
  return { reservation, intent: created.body as { clientSecret: string; paymentIntentId: string; amount: number; provider: string } };
}

const confirm = (intent: { paymentIntentId: string; clientSecret: string }, details: ReturnType<typeof card>) =>
  request(test.app)
    .post('/api/payments/local/confirm')
    .send({ paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret, ...details });

describe('paying a reservation with the local provider', () => {
  it('creates an intent for the reservation total in euros and reuses it when asked again', async () => {
    const { reservation, intent } = await startPayment();
    expect(intent).toMatchObject({ amount: 35, provider: 'local' });
    expect(intent.clientSecret).toContain(intent.paymentIntentId);
    const again = await request(test.app).post('/api/create-reservation-payment').send({ trackingCode: reservation.trackingCode });
    expect(again.body.paymentIntentId).toBe(intent.paymentIntentId);
  });

  it('marks the reservation paid with 4242 4242 4242 4242, and the verification says succeeded', async () => {
    const { reservation, intent } = await startPayment();
    const confirmed = await confirm(intent, card('4242 4242 4242 4242'));
    expect(confirmed.body).toEqual({ paymentIntentId: intent.paymentIntentId, status: 'succeeded' });
    expect(test.services.reservation(reservation.trackingCode).paymentStatus).toBe('paid');
    const verified = await request(test.app).get(`/api/verify-payment/${intent.paymentIntentId}`);
    expect(verified.body).toEqual({ amount: 35, trackingCode: reservation.trackingCode, status: 'succeeded' });
    expect(test.services.log.paidTransitions).toBe(1);
  });

  it("declines 4000 0000 0000 0002 with Stripe's message and lets the customer try again with a good card", async () => {
    const { reservation, intent } = await startPayment();
    const declined = await confirm(intent, card(LOCAL_TEST_CARDS.declined));
    expect(declined.body).toEqual({ paymentIntentId: intent.paymentIntentId, status: 'requires_payment_method', errorMessage: 'Your card was declined.' });
    expect(test.services.reservation(reservation.trackingCode).paymentStatus).toBe('failed');
    const verified = await request(test.app).get(`/api/verify-payment/${intent.paymentIntentId}`);
    expect(verified.body).toMatchObject({ status: 'failed', clientSecret: intent.clientSecret });

    const retried = await confirm(intent, card(LOCAL_TEST_CARDS.succeeds));
    expect(retried.body.status).toBe('succeeded');
    expect(test.services.reservation(reservation.trackingCode).paymentStatus).toBe('paid');
    expect(test.services.log.paidTransitions).toBe(1);
  });

  it('refuses 4000 0000 0000 9995 for insufficient funds', async () => {
    const { intent } = await startPayment();
    const refused = await confirm(intent, card(LOCAL_TEST_CARDS.insufficientFunds));
    expect(refused.body).toMatchObject({ status: 'requires_payment_method', errorMessage: 'Your card has insufficient funds.' });
  });

  it('leaves 4000 0000 0000 0077 processing and the reservation unpaid', async () => {
    const { reservation, intent } = await startPayment();
    expect((await confirm(intent, card(LOCAL_TEST_CARDS.processing))).body.status).toBe('processing');
    expect((await request(test.app).get(`/api/verify-payment/${intent.paymentIntentId}`)).body.status).toBe('processing');
    expect(test.services.reservation(reservation.trackingCode).paymentStatus).toBe('pending');
  });

  it('fails an attempt with a mistyped number, an expired card or a short security code', async () => {
    const { intent } = await startPayment();
    expect((await confirm(intent, card('4242 4242 4242 4241'))).body.errorMessage).toBe('Your card number is incorrect.');
    expect((await confirm(intent, card(LOCAL_TEST_CARDS.succeeds, { expiry: '01/20' }))).body.errorMessage).toBe('Your card has expired.');
    expect((await confirm(intent, card(LOCAL_TEST_CARDS.succeeds, { cvc: '12' }))).body.errorMessage).toBe("Your card's security code is incorrect.");
  });

  it('refuses a confirmation without the right client secret', async () => {
    const { intent } = await startPayment();
    const refused = await confirm({ ...intent, clientSecret: `${intent.paymentIntentId}_secret_wrong` }, card(LOCAL_TEST_CARDS.succeeds));
    expect(refused.status).toBe(403);
  });

  it('takes no card for a reservation whose hold ran out while the customer was typing', async () => {
    const { reservation, intent } = await startPayment();
    test.services.reservation(reservation.trackingCode).status = 'cancelled';
    const refused = await confirm(intent, card(LOCAL_TEST_CARDS.succeeds));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This reservation is cancelled; please book again');
    expect(test.services.log.paidCalls).toBe(0);
  });

  it('answers 409 for a reservation that is already paid, and 404 for an unknown code', async () => {
    const paid = test.services.addReservation({ paymentStatus: 'paid' });
    const conflict = await request(test.app).post('/api/create-reservation-payment').send({ trackingCode: paid.trackingCode });
    expect(conflict.status).toBe(409);
    expect(conflict.body.message).toBe('This reservation is already paid');
    expect((await request(test.app).post('/api/create-reservation-payment').send({ trackingCode: 'TIRE-NOPE22' })).status).toBe(404);
  });
});

describe('paying an order', () => {
  it("takes the order's total from the catalogue for its owner, reports a declined card, and marks it paid", async () => {
    const order = test.services.addOrder();
    const created = await request(test.app).post('/api/create-payment-intent').set('x-user-id', 'user-1').send({ amount: 1, orderId: order.id });
    expect(created.body).toMatchObject({ amount: 428.04, provider: 'local' });
    await confirm(created.body, card(LOCAL_TEST_CARDS.declined));
    expect(test.services.log.orderFailedCalls).toBe(1);
    expect(test.services.order(order.id).status).toBe('pending');
    await confirm(created.body, card(LOCAL_TEST_CARDS.succeeds));
    expect(test.services.order(order.id).status).toBe('paid');
    const verified = await request(test.app).get(`/api/verify-payment/${created.body.paymentIntentId}`);
    expect(verified.body).toEqual({ amount: 428.04, trackingCode: null, status: 'succeeded' });
  });

  it("answers 404 for someone else's order or one that does not exist, and 401 without a user", async () => {
    const order = test.services.addOrder({ userId: 'someone-else' });
    expect((await request(test.app).post('/api/create-payment-intent').set('x-user-id', 'user-1').send({ orderId: order.id })).status).toBe(404);
    expect((await request(test.app).post('/api/create-payment-intent').set('x-user-id', 'user-1').send({ orderId: 999 })).status).toBe(404);
    expect((await request(test.app).post('/api/create-payment-intent').send({ orderId: order.id })).status).toBe(401);
  });
});
