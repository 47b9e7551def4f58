import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { intentStatusOf } from '../src/providers/stripe-provider.js';
import { startTestApp } from './support/test-app.js';
import { intentEvent, signedWebhook, STRIPE_SETTINGS, useStripeMock } from './support/stripe-mock.js';

const stripe = useStripeMock();
let test: ReturnType<typeof startTestApp>;

beforeAll(() => {
  test = startTestApp({ stripe: STRIPE_SETTINGS });
});
beforeEach(async () => {
  await test.reset();
});
afterAll(async () => {
  await test.close();
});

async function reservationIntent() {
  const reservation = test.services.addReservation({ totalCents: 4900 });
  const created = await request(test.app).post('/api/create-reservation-payment').send({ trackingCode: reservation.trackingCode });
  expect(created.status).toBe(200);
  return { reservation, id: created.body.paymentIntentId as string, created: created.body };
}

const deliver = (event: object, secret?: string) => {
  const { payload, signature } = signedWebhook(event, secret);
  return request(test.app).post('/api/webhooks/stripe').set('content-type', 'application/json').set('stripe-signature', signature).send(payload);
};

describe('the Stripe provider, through the real SDK', () => {
  it('creates a PaymentIntent in EUR for the amount on the server, with an idempotency key, and reuses it', async () => {
    const { reservation, id, created } = await reservationIntent();
    expect(created).toMatchObject({ clientSecret: `${id}_secret_abc`, amount: 49, provider: 'stripe' });
    expect(stripe.creations).toHaveLength(1);
    const [creation] = stripe.creations;
    expect(creation!.params.get('amount')).toBe('4900');
    expect(creation!.params.get('currency')).toBe('eur');
    expect(creation!.params.get('metadata[trackingCode]')).toBe(reservation.trackingCode);
    expect(creation!.idempotencyKey).toBe(`reservation-${reservation.id}-4900-0`);
    expect(creation!.authorization).toBe(`Bearer ${STRIPE_SETTINGS.secretKey}`);

    const again = await request(test.app).post('/api/create-reservation-payment').send({ trackingCode: reservation.trackingCode });
    expect(again.body.paymentIntentId).toBe(id);
    expect(stripe.creations).toHaveLength(1);
  });

  it("maps Stripe's statuses onto the four the service uses", () => {
    expect(intentStatusOf('requires_payment_method')).toBe('requires_payment_method');
    expect(intentStatusOf('requires_confirmation')).toBe('requires_payment_method');
    expect(intentStatusOf('requires_action')).toBe('processing');
    expect(intentStatusOf('processing')).toBe('processing');
    expect(intentStatusOf('requires_capture')).toBe('processing');
    expect(intentStatusOf('succeeded')).toBe('succeeded');
    expect(intentStatusOf('canceled')).toBe('canceled');
  });

  it("verification reads the confirmed intent's state from Stripe: 3-D Secure is processing, a decline failed, then success paid", async () => {
    const { reservation, id } = await reservationIntent();
    const verify = () => request(test.app).get(`/api/verify-payment/${id}`);

    stripe.setIntent(id, { status: 'requires_action' });
    expect((await verify()).body).toMatchObject({ status: 'processing', amount: 49, trackingCode: reservation.trackingCode });

    stripe.setIntent(id, {
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
    });
    expect((await verify()).body).toMatchObject({ status: 'failed', clientSecret: `${id}_secret_abc` });
    expect(test.services.reservation(reservation.trackingCode).paymentStatus).toBe('failed');

    stripe.setIntent(id, { status: 'succeeded', last_payment_error: null });
    expect((await verify()).body).toEqual({ status: 'succeeded', amount: 49, trackingCode: reservation.trackingCode });
    expect(test.services.reservation(reservation.trackingCode).paymentStatus).toBe('paid');
  });

  it('answers 404 for a payment intent it never made', async () => {
    expect((await request(test.app).get('/api/verify-payment/pi_unknown')).status).toBe(404);
  });
});

describe('Stripe webhooks', () => {
  it('refuses a webhook signed with the wrong secret and changes nothing', async () => {
    const { reservation, id } = await reservationIntent();
    const intent = stripe.setIntent(id, { status: 'succeeded' });
    const refused = await deliver(intentEvent('payment_intent.succeeded', intent, 1_800_000_000), 'whsec_wrong');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Invalid Stripe signature');
    const unsigned = await request(test.app).post('/api/webhooks/stripe').set('content-type', 'application/json').send('{"id":"evt_x"}');
    expect(unsigned.status).toBe(400);
    expect(test.services.reservation(reservation.trackingCode).paymentStatus).toBe('pending');
    expect((await test.db.prisma.payment.findUniqueOrThrow({ where: { id } })).status).toBe('requires_payment_method');
  });

  it('the same webhook delivered ten times, and older events arriving after it, change the state once', async () => {
    const { reservation, id } = await reservationIntent();
    const processing = intentEvent('payment_intent.processing', { ...stripe.setIntent(id, { status: 'processing' }) }, 1_800_000_001);
    const failed = intentEvent(
      'payment_intent.payment_failed',
      { ...stripe.setIntent(id, { status: 'requires_payment_method', last_payment_error: { type: 'card_error', message: 'Your card was declined.' } }) },
      1_800_000_005,
    );
    const succeeded = intentEvent('payment_intent.succeeded', { ...stripe.setIntent(id, { status: 'succeeded', last_payment_error: null }) }, 1_800_000_010);

    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await deliver(succeeded));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.body.duplicate === false)).toHaveLength(1);
    for (const late of [failed, processing, failed]) expect((await deliver(late)).status).toBe(200);

    const payment = await test.db.prisma.payment.findUniqueOrThrow({ where: { id } });
    expect(payment.status).toBe('succeeded');
    expect(payment.lastErrorMessage).toBeNull();
    expect(test.services.reservation(reservation.trackingCode).paymentStatus).toBe('paid');
    expect(test.services.log).toMatchObject({ paidCalls: 1, paidTransitions: 1, failedCalls: 0 });
    expect(await test.db.prisma.webhookEvent.count()).toBe(3);
  });

  it('a verification and the webhook mark the reservation paid exactly once, whichever comes first', async () => {
    const first = await reservationIntent();
    const intent = stripe.setIntent(first.id, { status: 'succeeded' });
    await request(test.app).get(`/api/verify-payment/${first.id}`).expect(200);
    await deliver(intentEvent('payment_intent.succeeded', intent, Math.floor(Date.now() / 1000))).expect(200);

    const second = await reservationIntent();
    const other = stripe.setIntent(second.id, { status: 'succeeded' });
    await deliver(intentEvent('payment_intent.succeeded', other, Math.floor(Date.now() / 1000))).expect(200);
    expect((await request(test.app).get(`/api/verify-payment/${second.id}`)).body.status).toBe('succeeded');

    const third = await reservationIntent();
    const both = stripe.setIntent(third.id, { status: 'succeeded' });
    await Promise.all([
      request(test.app).get(`/api/verify-payment/${third.id}`).expect(200),
      deliver(intentEvent('payment_intent.succeeded', both, Math.floor(Date.now() / 1000))).expect(200),
    ]);

    for (const { reservation } of [first, second, third]) expect(test.services.reservation(reservation.trackingCode).paymentStatus).toBe('paid');
    expect(test.services.log.paidTransitions).toBe(3);
    expect(await test.db.prisma.settlement.count({ where: { appliedAt: { not: null } } })).toBe(3);
  });

  it('a success that cannot reach the reservations service answers 500, and the redelivery marks it paid', async () => {
    const { reservation, id } = await reservationIntent();
    const event = intentEvent('payment_intent.succeeded', stripe.setIntent(id, { status: 'succeeded' }), 1_800_000_000);
    test.services.log.down = true;
    expect((await deliver(event)).status).toBe(500);
    test.services.log.down = false;
    expect((await deliver(event)).status).toBe(200);
    expect(test.services.reservation(reservation.trackingCode).paymentStatus).toBe('paid');
    expect(test.services.log.paidTransitions).toBe(1);
  });
});
