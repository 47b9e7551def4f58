import { paymentsAttentionSchema } from '@tire/contracts';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { reconcileOpenIntents } from '../src/domain/reconcile-intents.js';
import { runSettlementRetry } from '../src/domain/retry-settlements.js';
import { startTestApp, TEST_SETTLEMENT_POLICY } from './support/test-app.js';
import { intentEvent, signedWebhook, STRIPE_SETTINGS, useStripeMock } from './support/stripe-mock.js';

const stripe = useStripeMock();
/** The service's clock: tests move it (backoff, reconciliation age, a clock ahead of Stripe's). */
let clock = new Date();
const POLICY = { ...TEST_SETTLEMENT_POLICY, maxAttempts: 4, retryBaseMs: 60_000, batchSize: 3 };
let test: ReturnType<typeof startTestApp>;
let cached: ReturnType<typeof startTestApp>;

beforeAll(() => {
  test = startTestApp({ stripe: STRIPE_SETTINGS, now: () => clock, settlementPolicy: POLICY });
  cached = startTestApp({ stripe: STRIPE_SETTINGS, now: () => clock, verifyCacheMs: 5_000 });
});
beforeEach(async () => {
  clock = new Date();
  await test.reset();
  await cached.reset();
});
afterAll(async () => {
  await test.close();
  await cached.close();
});

async function reservationIntent(app = test) {
  const reservation = app.services.addReservation({ totalCents: 4900 });
  const created = await request(app.app).post('/api/create-reservation-payment').send({ trackingCode: reservation.trackingCode });
  expect(created.status).toBe(200);
  return { reservation, id: created.body.paymentIntentId as string };
}

const deliver = (event: object) => {
  const { payload, signature } = signedWebhook(event);
  return request(test.app).post('/api/webhooks/stripe').set('content-type', 'application/json').set('stripe-signature', signature).send(payload);
};
const stripeNow = () => Math.floor(Date.now() / 1000);
const payment = (id: string) => test.db.prisma.payment.findUniqueOrThrow({ where: { id } });
const settlement = (id: string) => test.db.prisma.settlement.findUniqueOrThrow({ where: { paymentId: id } });
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

/** Makes the next UPDATE of a payment fail (a transient database error), once. */
async function failNextPaymentUpdate() {
  const sql = [
    'DROP SEQUENCE IF EXISTS payments.fail_once_seq',
    'CREATE SEQUENCE payments.fail_once_seq',
    `CREATE OR REPLACE FUNCTION payments.fail_once() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF nextval('payments.fail_once_seq') = 1 THEN RAISE EXCEPTION 'transient failure (test)'; END IF;
       RETURN NEW;
     END $$`,
    'DROP TRIGGER IF EXISTS fail_once ON payments.payments',
    'CREATE TRIGGER fail_once BEFORE UPDATE ON payments.payments FOR EACH ROW EXECUTE FUNCTION payments.fail_once()',
  ];
  for (const statement of sql) await test.db.prisma.$executeRawUnsafe(statement);
  return async () => {
    await test.db.prisma.$executeRawUnsafe('DROP TRIGGER IF EXISTS fail_once ON payments.payments');
    await test.db.prisma.$executeRawUnsafe('DROP FUNCTION IF EXISTS payments.fail_once()');
    await test.db.prisma.$executeRawUnsafe('DROP SEQUENCE IF EXISTS payments.fail_once_seq');
  };
}

describe('a webhook is recorded with the state it changes', () => {
  it('a webhook whose first handling fails in the database is applied on redelivery', async () => {
    const { reservation, id } = await reservationIntent();
    const event = intentEvent('payment_intent.succeeded', stripe.setIntent(id, { status: 'succeeded' }), stripeNow());
    const restore = await failNextPaymentUpdate();
    try {
      expect((await deliver(event)).status).toBe(500);
      // Nothing of the failed handling was kept: neither the state nor the event id.
      expect((await payment(id)).status).toBe('requires_payment_method');
      expect(await test.db.prisma.webhookEvent.count()).toBe(0);

      const redelivery = await deliver(event);
      expect(redelivery.status).toBe(200);
      expect(redelivery.body.duplicate).toBe(false);
    } finally {
      await restore();
    }
    expect((await payment(id)).status).toBe('succeeded');
    expect(test.services.reservation(reservation.trackingCode).paymentStatus).toBe('paid');
    expect(test.services.log.paidTransitions).toBe(1);
    expect(await test.db.prisma.webhookEvent.count()).toBe(1);
    expect((await deliver(event)).body.duplicate).toBe(true);
  });

  it('a webhook whose paid mark fails once is delivered on redelivery, and counted as an attempt meanwhile', async () => {
    const { reservation, id } = await reservationIntent();
    const event = intentEvent('payment_intent.succeeded', stripe.setIntent(id, { status: 'succeeded' }), stripeNow());
    test.services.failingReservations.add(reservation.id);
    expect((await deliver(event)).status).toBe(500);
    expect(await settlement(id)).toMatchObject({ attempts: 1, appliedAt: null, lastError: expect.stringContaining('refused') });
    test.services.failingReservations.clear();
    expect((await deliver(event)).status).toBe(200);
    expect(test.services.reservation(reservation.trackingCode).paymentStatus).toBe('paid');
    expect((await settlement(id)).appliedAt).not.toBeNull();
  });
});

describe('states are ordered by rank, not only by clocks', () => {
  it('a succeeded webhook older than a stored processing state (a local clock ahead of Stripe) is still applied', async () => {
    const { reservation, id } = await reservationIntent();
    clock = new Date(Date.now() + 3_600_000); // this server's clock is an hour ahead of Stripe's
    stripe.setIntent(id, { status: 'processing' });
    expect((await request(test.app).get(`/api/verify-payment/${id}`)).body.status).toBe('processing');
    expect((await payment(id)).stateEventAt).toBe(Math.floor(clock.getTime() / 1000));

    const succeeded = intentEvent('payment_intent.succeeded', stripe.setIntent(id, { status: 'succeeded' }), stripeNow());
    expect((await deliver(succeeded)).status).toBe(200);
    expect((await payment(id)).status).toBe('succeeded');
    expect(test.services.reservation(reservation.trackingCode).paymentStatus).toBe('paid');

    // A final state never goes back, whatever the time of what comes after.
    const late = intentEvent('payment_intent.processing', { ...stripe.intent(id), status: 'processing' }, stripeNow() + 7_200);
    expect((await deliver(late)).status).toBe(200);
    expect((await payment(id)).status).toBe('succeeded');
  });

  it('an open state older than the stored one is ignored, and a decline after processing is taken', async () => {
    const { id } = await reservationIntent();
    const t = stripeNow();
    const declined = {
      ...stripe.setIntent(id, { status: 'requires_payment_method', last_payment_error: { type: 'card_error', message: 'Your card was declined.' } }),
    };
    const processing = { ...stripe.setIntent(id, { status: 'processing', last_payment_error: null }) };
    expect((await deliver(intentEvent('payment_intent.processing', processing, t))).status).toBe(200);
    expect((await deliver(intentEvent('payment_intent.payment_failed', declined, t + 5))).status).toBe(200);
    expect(await payment(id)).toMatchObject({ status: 'requires_payment_method', lastErrorMessage: 'Your card was declined.' });
    expect((await deliver(intentEvent('payment_intent.processing', processing, t + 1))).status).toBe(200);
    expect(await payment(id)).toMatchObject({ status: 'requires_payment_method', lastErrorMessage: 'Your card was declined.' });
  });
});

describe('reconciliation of open intents', () => {
  it('settles an intent that succeeded at the provider without any webhook, once it is older than RECONCILE_AFTER_MINUTES', async () => {
    const old = await reservationIntent();
    const recent = await reservationIntent();
    stripe.setIntent(old.id, { status: 'succeeded' });
    stripe.setIntent(recent.id, { status: 'succeeded' });
    await test.db.prisma.payment.update({ where: { id: old.id }, data: { createdAt: new Date(clock.getTime() - 11 * 60_000) } });

    expect(await reconcileOpenIntents(test.deps)).toEqual({ checked: 1, changed: 1, failed: 0 });
    expect(stripe.retrievals).toEqual([old.id]);
    expect((await payment(old.id)).status).toBe('succeeded');
    expect(test.services.reservation(old.reservation.trackingCode).paymentStatus).toBe('paid');
    expect((await settlement(old.id)).appliedAt).not.toBeNull();
    // The recent one waits for its webhook or verification; nothing is asked twice in a row.
    expect((await payment(recent.id)).status).toBe('requires_payment_method');
    expect(await reconcileOpenIntents(test.deps)).toEqual({ checked: 0, changed: 0, failed: 0 });

    advance(11 * 60_000);
    expect(await reconcileOpenIntents(test.deps)).toEqual({ checked: 1, changed: 1, failed: 0 });
    expect(test.services.reservation(recent.reservation.trackingCode).paymentStatus).toBe('paid');
    expect(test.services.log.paidTransitions).toBe(2);
  });
});

describe('settlement retries', () => {
  it('a settlement that keeps failing backs off, then is dead-lettered, while a newer one is still delivered', async () => {
    const error = vi.spyOn(test.deps.logger, 'error');
    // Three paid reservations whose paid marks keep failing, then a newer one whose first delivery fails once.
    const failing = [];
    for (let i = 0; i < 3; i++) {
      const paid = await reservationIntent();
      test.services.failingReservations.add(paid.reservation.id);
      const event = intentEvent('payment_intent.succeeded', stripe.setIntent(paid.id, { status: 'succeeded' }), stripeNow());
      expect((await deliver(event)).status).toBe(500);
      failing.push(paid);
    }
    const newer = await reservationIntent();
    test.services.log.down = true;
    expect((await deliver(intentEvent('payment_intent.succeeded', stripe.setIntent(newer.id, { status: 'succeeded' }), stripeNow()))).status).toBe(500);
    test.services.log.down = false;
    for (const { id } of [...failing, newer]) expect(await settlement(id)).toMatchObject({ attempts: 1, appliedAt: null });

    // Not due yet: nothing is tried.
    expect(await runSettlementRetry(test.deps)).toEqual({ tried: 0, delivered: 0 });

    const history: number[][] = [];
    const waits = new Set<number>();
    let previous = [1, 1, 1];
    let newerDeliveredAtTick = -1;
    for (let tick = 1; tick <= 12; tick++) {
      advance(60_000);
      await runSettlementRetry(test.deps);
      const rows = await Promise.all(failing.map(({ id }) => settlement(id)));
      history.push(rows.map((row) => row.attempts));
      rows.forEach((row, i) => {
        // Backoff: a failure at this tick puts the next attempt 60 s * 2^(attempts-1) later.
        if (row.attempts > previous[i]! && row.deadLetteredAt === null) {
          expect(row.nextAttemptAt.getTime() - clock.getTime()).toBe(60_000 * 2 ** (row.attempts - 1));
          waits.add(row.nextAttemptAt.getTime() - clock.getTime());
        }
      });
      previous = rows.map((row) => row.attempts);
      if (newerDeliveredAtTick < 0 && (await settlement(newer.id)).appliedAt !== null) newerDeliveredAtTick = tick;
    }
    // The newer one was delivered although the batch (3) was full of older failing ones at first.
    expect(newerDeliveredAtTick).toBeGreaterThan(0);
    expect(newerDeliveredAtTick).toBeLessThanOrEqual(2);
    expect(test.services.reservation(newer.reservation.trackingCode).paymentStatus).toBe('paid');

    expect([...waits].sort((a, b) => a - b)).toEqual([120_000, 240_000]);
    // Backed off: attempts 1 -> 2 at +1 min, 3 at +3 min, 4 (dead) at +7 min; never more than maxAttempts.
    expect(history.map((attempts) => attempts[0])).toEqual([2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4]);
    for (const { id } of failing) {
      const row = await settlement(id);
      expect(row.attempts).toBe(4);
      expect(row.deadLetteredAt).not.toBeNull();
      expect(row.appliedAt).toBeNull();
    }
    expect(error.mock.calls.filter(([, message]) => String(message).includes('dead-lettered'))).toHaveLength(3);
    advance(24 * 3_600_000);
    expect(await runSettlementRetry(test.deps)).toEqual({ tried: 0, delivered: 0 });

    // Counted for an administrator.
    const attention = await request(test.app).get('/internal/payments/attention').set('x-user-id', 'admin').set('x-user-admin', 'true');
    expect(attention.status).toBe(200);
    expect(attention.body).toEqual({ settlements: { deadLettered: 3, retrying: 0 }, refunds: { failed: 0, retrying: 0 } });
    expect((await request(test.app).get('/internal/payments/attention').set('x-user-id', 'someone')).status).toBe(403);
    expect((await request(test.unguarded).get('/internal/payments/attention')).status).toBe(401);
    // The admin dashboard reads the same counts through the BFF's /api/admin/payments/attention.
    const viaBff = await request(test.app).get('/api/admin/payments/attention').set('x-user-id', 'admin').set('x-user-admin', 'true');
    expect(paymentsAttentionSchema.parse(viaBff.body)).toEqual(attention.body);
    error.mockRestore();
  });
});

describe('verify-payment does not call Stripe on every request', () => {
  it('several quick verifications of an open intent cost one retrieve; a final state costs none', async () => {
    const { reservation, id } = await reservationIntent(cached);
    stripe.setIntent(id, { status: 'processing' });
    const verify = () => request(cached.app).get(`/api/verify-payment/${id}`);
    const answers = await Promise.all([verify(), verify(), verify()]);
    for (let i = 0; i < 5; i++) answers.push(await verify());
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(stripe.retrievals).toEqual([id]);
    expect(answers.at(-1)!.body.status).toBe('processing');

    // After a few seconds the provider is asked again.
    stripe.setIntent(id, { status: 'succeeded' });
    advance(5_001);
    expect((await verify()).body.status).toBe('succeeded');
    expect(stripe.retrievals).toHaveLength(2);
    expect(cached.services.reservation(reservation.trackingCode).paymentStatus).toBe('paid');

    // Succeeded in the database: answered from there, without Stripe.
    advance(60_000);
    for (let i = 0; i < 3; i++) expect((await verify()).body.status).toBe('succeeded');
    expect(stripe.retrievals).toHaveLength(2);
  });
});
