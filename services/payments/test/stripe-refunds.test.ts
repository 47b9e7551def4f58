import { http, HttpResponse } from 'msw';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runRefundWorker } from '../src/domain/refund-worker.js';
import { refundStatusOf } from '../src/providers/stripe-provider.js';
import { startTestApp, TEST_REFUND_POLICY } from './support/test-app.js';
import { intentEvent, refundEvent, signedWebhook, STRIPE_SETTINGS, useStripeMock } from './support/stripe-mock.js';

const stripe = useStripeMock();
let clock = new Date();
let test: ReturnType<typeof startTestApp>;

beforeAll(() => {
  test = startTestApp({ stripe: STRIPE_SETTINGS, now: () => clock });
});
beforeEach(async () => {
  clock = new Date();
  await test.reset();
});
afterAll(async () => {
  await test.close();
});

const tick = () => runRefundWorker(test.deps);
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const reportedStatuses = () => test.services.refundReports.map((r) => r.status);

const deliver = (event: object) => {
  const { payload, signature } = signedWebhook(event);
  return request(test.app).post('/api/webhooks/stripe').set('content-type', 'application/json').set('stripe-signature', signature).send(payload);
};

async function reservationIntent() {
  const reservation = test.services.addReservation({ totalCents: 4900 });
  const created = await request(test.app).post('/api/create-reservation-payment').send({ trackingCode: reservation.trackingCode });
  expect(created.status).toBe(200);
  return { reservation, id: created.body.paymentIntentId as string };
}

async function paidReservation() {
  const { reservation, id } = await reservationIntent();
  stripe.setIntent(id, { status: 'succeeded' });
  expect((await request(test.app).get(`/api/verify-payment/${id}`)).body.status).toBe('succeeded');
  return { reservation, id };
}

function cancel(reservation: { id: number; trackingCode: string }, reason = 'customer') {
  test.services.reservation(reservation.trackingCode).status = 'cancelled';
  return request(test.fromReservations).post(`/internal/reservations/${reservation.id}/cancelled`).send({ reason });
}

describe('refunds through the Stripe provider, with the real SDK', () => {
  it("maps Stripe's refund statuses onto the contract's three", () => {
    expect(refundStatusOf('pending')).toBe('refund_pending');
    expect(refundStatusOf('requires_action')).toBe('refund_pending');
    expect(refundStatusOf('succeeded')).toBe('refunded');
    expect(refundStatusOf('failed')).toBe('refund_failed');
    expect(refundStatusOf('canceled')).toBe('refund_failed');
  });

  it('refunds a cancelled paid reservation in full with an idempotency key per attempt; a failed refund is retried and every state reported', async () => {
    const { reservation, id } = await paidReservation();
    const cancelled = await cancel(reservation);
    expect(cancelled.body).toEqual({ cancelledIntents: 0, refund: { id: expect.any(String), status: 'refund_pending', amountCents: 4900 } });
    expect(stripe.refundCreations).toHaveLength(1);
    const [first] = stripe.refundCreations;
    expect(first!.idempotencyKey).toBe(`refund-${id}-1`);
    expect(first!.params.get('payment_intent')).toBe(id);
    expect(first!.params.get('reason')).toBe('requested_by_customer');
    expect(first!.params.get('amount')).toBeNull(); // in full

    // The bank refuses the refund later, as with Stripe's 4000 0000 0000 5126.
    stripe.setRefund('re_test_1', { status: 'failed', failure_reason: 'expired_or_canceled_card' });
    await tick();
    let refund = await test.db.prisma.refund.findUniqueOrThrow({ where: { id: cancelled.body.refund.id } });
    expect(refund).toMatchObject({ status: 'refund_failed', attempts: 1, providerRefundId: 're_test_1', lastError: 'The card was expired or cancelled' });
    expect(reportedStatuses()).toEqual(['refund_pending', 'refund_failed']);

    await tick(); // the backoff has not passed
    expect(stripe.refundCreations).toHaveLength(1);

    later(TEST_REFUND_POLICY.retryBaseMs);
    await tick();
    expect(stripe.refundCreations).toHaveLength(2);
    expect(stripe.refundCreations[1]!.idempotencyKey).toBe(`refund-${id}-2`);
    refund = await test.db.prisma.refund.findUniqueOrThrow({ where: { id: refund.id } });
    expect(refund).toMatchObject({ status: 'refund_pending', attempts: 2, providerRefundId: 're_test_2', lastError: null });

    stripe.setRefund('re_test_2', { status: 'succeeded' });
    await tick();
    expect((await test.db.prisma.refund.findUniqueOrThrow({ where: { id: refund.id } })).status).toBe('refunded');
    expect(test.services.refundReports).toEqual([
      { reservationId: reservation.id, refundId: refund.id, status: 'refund_pending', amountCents: 4900, failureMessage: null },
      { reservationId: reservation.id, refundId: refund.id, status: 'refund_failed', amountCents: 4900, failureMessage: 'The card was expired or cancelled' },
      { reservationId: reservation.id, refundId: refund.id, status: 'refund_pending', amountCents: 4900, failureMessage: null },
      { reservationId: reservation.id, refundId: refund.id, status: 'refunded', amountCents: 4900, failureMessage: null },
    ]);

    // Cancelled again: the same refund, no new one at Stripe.
    expect((await cancel(reservation)).body.refund).toEqual({ id: refund.id, status: 'refunded', amountCents: 4900 });
    expect(stripe.refundCreations).toHaveLength(2);
  });

  it('a refund that fails every attempt stays refund_failed after the last one and is reported so', async () => {
    stripe.settings.refundCreateStatus = 'failed';
    const { reservation, id } = await paidReservation();
    const cancelled = await cancel(reservation, 'admin');
    expect(cancelled.body.refund).toMatchObject({ status: 'refund_failed', amountCents: 4900 });

    for (let attempt = 2; attempt <= TEST_REFUND_POLICY.maxAttempts; attempt++) {
      later(TEST_REFUND_POLICY.retryBaseMs * 2 ** (attempt - 2));
      await tick();
    }
    later(7 * 24 * 3_600_000);
    await tick();
    await tick();

    expect(stripe.refundCreations.map((c) => c.idempotencyKey)).toEqual(
      Array.from({ length: TEST_REFUND_POLICY.maxAttempts }, (_, i) => `refund-${id}-${i + 1}`),
    );
    const refund = await test.db.prisma.refund.findUniqueOrThrow({ where: { id: cancelled.body.refund.id } });
    expect(refund).toMatchObject({ status: 'refund_failed', attempts: TEST_REFUND_POLICY.maxAttempts, nextAttemptAt: null });
    expect(test.services.refundReports.at(-1)).toMatchObject({
      reservationId: reservation.id,
      status: 'refund_failed',
      failureMessage: 'The card was expired or cancelled',
    });
    expect(reportedStatuses().filter((s) => s === 'refund_failed')).toHaveLength(TEST_REFUND_POLICY.maxAttempts);
  });

  it('a refund request Stripe never answered is asked again with the same key, so it refunds once', async () => {
    const { reservation, id } = await paidReservation();
    // Stripe answers nothing useful to the first request (nor to the SDK's own retries).
    stripe.server.use(
      http.post('https://api.stripe.com/v1/refunds', () => HttpResponse.json({ error: { type: 'api_error', message: 'down' } }, { status: 500 })),
    );
    const cancelled = await cancel(reservation);
    expect(cancelled.body.refund).toMatchObject({ status: 'refund_pending' });
    expect((await test.db.prisma.refund.findUniqueOrThrow({ where: { id: cancelled.body.refund.id } })).providerRefundId).toBeNull();

    stripe.server.resetHandlers();
    await tick();
    expect(stripe.refundCreations.map((c) => c.idempotencyKey)).toEqual([`refund-${id}-1`]);
    expect((await test.db.prisma.refund.findUniqueOrThrow({ where: { id: cancelled.body.refund.id } })).providerRefundId).toBe('re_test_1');
  });

  it('cancels an open intent at Stripe; one that already succeeded is refunded instead', async () => {
    const open = await reservationIntent();
    expect((await cancel(open.reservation, 'hold_expired')).body).toEqual({ cancelledIntents: 1, refund: null });
    expect(stripe.cancellations).toEqual([{ id: open.id, params: expect.any(URLSearchParams) }]);
    expect(stripe.cancellations[0]!.params.get('cancellation_reason')).toBe('abandoned');
    expect(stripe.intent(open.id).status).toBe('canceled');
    expect((await test.db.prisma.payment.findUniqueOrThrow({ where: { id: open.id } })).status).toBe('canceled');

    // Paid at Stripe a moment before the cancellation, the webhook not here yet.
    const raced = await reservationIntent();
    stripe.setIntent(raced.id, { status: 'succeeded' });
    const answer = await cancel(raced.reservation);
    expect(answer.body).toMatchObject({ cancelledIntents: 0, refund: { status: 'refund_pending', amountCents: 4900 } });
    expect((await test.db.prisma.payment.findUniqueOrThrow({ where: { id: raced.id } })).status).toBe('succeeded');
    expect(stripe.refundCreations.map((c) => c.params.get('payment_intent'))).toEqual([raced.id]);
    // Its paid mark is recorded, to be delivered by the settlement retry (not inside the cancellation).
    expect(await test.db.prisma.settlement.count({ where: { paymentId: raced.id, appliedAt: null } })).toBe(1);
  });

  it('a payment that succeeds for a cancelled reservation starts its refund at once: never a silent success', async () => {
    const { reservation, id } = await reservationIntent();
    // Cancelled in another tab while the card was at the bank.
    test.services.reservation(reservation.trackingCode).status = 'cancelled';
    const succeeded = intentEvent('payment_intent.succeeded', stripe.setIntent(id, { status: 'succeeded' }), Math.floor(clock.getTime() / 1000));
    expect((await deliver(succeeded)).status).toBe(200);

    expect(stripe.refundCreations).toHaveLength(1);
    expect(stripe.refundCreations[0]!.idempotencyKey).toBe(`refund-${id}-1`);
    const refund = await test.db.prisma.refund.findUniqueOrThrow({ where: { paymentId: id } });
    expect(refund).toMatchObject({ status: 'refund_pending', reason: 'paid_after_cancel', amountCents: 4900 });
    expect(test.services.refundReports).toEqual([
      { reservationId: reservation.id, refundId: refund.id, status: 'refund_pending', amountCents: 4900, failureMessage: null },
    ]);
    expect(await test.db.prisma.settlement.count({ where: { paymentId: id, appliedAt: { not: null } } })).toBe(1);

    // The same webhook again, and the cancellation's own call: still one refund.
    expect((await deliver(succeeded)).status).toBe(200);
    expect((await cancel(reservation)).body.refund).toMatchObject({ id: refund.id });
    expect(stripe.refundCreations).toHaveLength(1);
  });

  it("a refund's webhook moves its state as a poll would", async () => {
    const { reservation } = await paidReservation();
    const { body } = await cancel(reservation);
    const event = refundEvent('refund.updated', stripe.setRefund('re_test_1', { status: 'succeeded' }), Math.floor(clock.getTime() / 1000));
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).body.duplicate).toBe(true);
    expect((await test.db.prisma.refund.findUniqueOrThrow({ where: { id: body.refund.id } })).status).toBe('refunded');
    // A late event about the pending refund does not take it back.
    const late = refundEvent('charge.refund.updated', { ...stripe.refund('re_test_1'), status: 'pending' }, 1);
    expect((await deliver(late)).status).toBe(200);
    expect((await test.db.prisma.refund.findUniqueOrThrow({ where: { id: body.refund.id } })).status).toBe('refunded');
    expect(reportedStatuses()).toEqual(['refunded']);
  });
});
