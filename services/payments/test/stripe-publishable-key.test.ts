import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stripeSettings } from '../src/config.js';
import { startTestApp } from './support/test-app.js';
import { STRIPE_SETTINGS, useStripeMock } from './support/stripe-mock.js';

const PUBLISHABLE_KEY = 'pk_test_shop';
// The Stripe provider's calls go to the stand-in.
useStripeMock();
let withStripe: ReturnType<typeof startTestApp>;
let local: ReturnType<typeof startTestApp>;

beforeAll(() => {
  withStripe = startTestApp({ stripe: { ...STRIPE_SETTINGS, publishableKey: PUBLISHABLE_KEY } });
  local = startTestApp();
});
beforeEach(async () => {
  await withStripe.reset();
});
afterAll(async () => {
  await withStripe.close();
  await local.close();
});

describe("the browser gets Stripe's publishable key for Stripe Elements", () => {
  it('with the Stripe provider, both create answers carry the publishable key and never the secret key', async () => {
    const reservation = withStripe.services.addReservation();
    const forReservation = await request(withStripe.app).post('/api/create-reservation-payment').send({ trackingCode: reservation.trackingCode });
    const order = withStripe.services.addOrder();
    const forOrder = await request(withStripe.app).post('/api/create-payment-intent').set('x-user-id', 'user-1').send({ orderId: order.id });

    for (const created of [forReservation, forOrder]) {
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ provider: 'stripe', publishableKey: PUBLISHABLE_KEY });
      expect(created.text).not.toContain(STRIPE_SETTINGS.secretKey);
      expect(created.text).not.toContain(STRIPE_SETTINGS.webhookSecret);
    }
  });

  it('the local provider answers without a publishable key', async () => {
    const reservation = local.services.addReservation();
    const created = await request(local.app).post('/api/create-reservation-payment').send({ trackingCode: reservation.trackingCode });
    expect(created.body.provider).toBe('local');
    expect(created.body).not.toHaveProperty('publishableKey');
  });

  it('reads STRIPE_PUBLISHABLE_KEY, and drops a secret key put there by mistake', () => {
    expect(stripeSettings({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: ' pk_test_1 ' })?.publishableKey).toBe('pk_test_1');
    expect(stripeSettings({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'sk_test_1' })?.publishableKey).toBeUndefined();
    expect(stripeSettings({ STRIPE_SECRET_KEY: 'sk_test_1' })?.publishableKey).toBeUndefined();
    expect(stripeSettings({ STRIPE_PUBLISHABLE_KEY: 'pk_test_1' })).toBeUndefined();
  });
});
