import { LOCAL_TEST_CARDS } from '@tire/contracts';
import { asBff } from '@tire/service-kit/testing/as-bff';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REFUND_FAILS_CARD } from '../src/providers/card-outcome.js';
import { runRefundWorker } from '../src/domain/refund-worker.js';
import { startTestApp, TEST_REFUND_POLICY } from './support/test-app.js';

const card = (cardNumber: string) => ({ cardNumber, expiry: '12/34', cvc: '123' });

let clock = new Date();
let test: ReturnType<typeof startTestApp>;
beforeAll(() => {
  test = startTestApp({ now: () => clock });
});
beforeEach(async () => {
  clock = new Date();
  await test.reset();
});
afterAll(() => test.close());

const tick = () => runRefundWorker(test.deps);
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

async function startPayment() {
  const reservation = test.services.addReservation();
  const created = await request(test.app).post('/api/create-reservation-payment').send({ trackingCode: reservation.trackingCode });
  expect(created.status).toBe(200);
  return { reservation, intent: created.body as { clientSecret: string; paymentIntentId: string } };
}

const confirm = (intent: { paymentIntentId: string; clientSecret: string }, details: ReturnType<typeof card>) =>
  request(test.app)
    .post('/api/payments/local/confirm')
    .send({ paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret, ...details });

async function paidReservation(cardNumber: string = LOCAL_TEST_CARDS.succeeds) {
  const { reservation, intent } = await startPayment();
  expect((await confirm(intent, card(cardNumber))).body.status).toBe('succeeded');
  return { reservation, intent };
}

/** What the reservations service does when a booking is cancelled: mark it, then tell payments. */
function cancel(reservation: { id: number; trackingCode: string }, reason = 'customer') {
  test.services.reservation(reservation.trackingCode).status = 'cancelled';
  return request(test.fromReservations).post(`/internal/reservations/${reservation.id}/cancelled`).send({ reason });
}

const reportedStatuses = () => test.services.refundReports.map((r) => r.status);

describe('a cancelled reservation that was paid with the local provider', () => {
  it('is refunded in full: pending at once, refunded on the next worker tick, each state reported', async () => {
    const { reservation, intent } = await paidReservation();
    const cancelled = await cancel(reservation);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({ cancelledIntents: 0, refund: { id: expect.any(String), status: 'refund_pending', amountCents: 3500 } });
    // The reservations service may still be inside its cancellation: nothing is sent back to it yet.
    expect(test.services.refundReports).toHaveLength(0);

    await tick();
    const refund = await test.db.prisma.refund.findUniqueOrThrow({ where: { id: cancelled.body.refund.id } });
    expect(refund).toMatchObject({ paymentId: intent.paymentIntentId, status: 'refunded', attempts: 1, amountCents: 3500, reason: 'customer' });
    expect(refund.providerRefundId).toMatch(/^re_local_/);
    expect(refund.reportedAt).not.toBeNull();
    expect(test.services.refundReports).toEqual([
      { reservationId: reservation.id, refundId: refund.id, status: 'refund_pending', amountCents: 3500, failureMessage: null },
      { reservationId: reservation.id, refundId: refund.id, status: 'refunded', amountCents: 3500, failureMessage: null },
    ]);

    // Nothing more to do: further ticks neither ask the provider nor report again.
    await tick();
    expect(test.services.refundReports).toHaveLength(2);
  });

  it('is idempotent: a repeated cancellation answers the same refund and makes nothing new', async () => {
    const { reservation } = await paidReservation();
    const answers = await Promise.all([cancel(reservation), cancel(reservation, 'admin')]);
    const again = await cancel(reservation);
    for (const answer of [...answers, again]) expect(answer.status).toBe(200);
    const ids = new Set([...answers, again].map((a) => a.body.refund.id));
    expect(ids.size).toBe(1);
    expect(await test.db.prisma.refund.count()).toBe(1);
    expect(await test.db.prisma.localRefund.count()).toBe(1);

    await tick();
    const afterRefund = await cancel(reservation);
    expect(afterRefund.body).toEqual({ cancelledIntents: 0, refund: { id: [...ids][0], status: 'refunded', amountCents: 3500 } });
    expect(await test.db.prisma.localRefund.count()).toBe(1);
    expect(reportedStatuses()).toEqual(['refund_pending', 'refunded']);
  });

  it('a report the reservations service did not take is sent again on the next tick', async () => {
    const { reservation } = await paidReservation();
    await cancel(reservation);
    test.services.log.reportsDown = true;
    await tick();
    expect(test.services.refundReports).toHaveLength(0);
    expect((await test.db.prisma.refund.findFirstOrThrow()).status).toBe('refunded');
    test.services.log.reportsDown = false;
    await tick();
    // The pending state was never delivered and the refund has moved on: its current state is what is told.
    expect(reportedStatuses()).toEqual(['refunded']);
    await tick();
    expect(reportedStatuses()).toEqual(['refunded']);
  });

  it("paid with Stripe's refund-fails card, the refund fails, is retried with backoff, and stays refund_failed after the last attempt", async () => {
    const { reservation, intent } = await paidReservation(REFUND_FAILS_CARD);
    const local = await test.db.prisma.localIntent.findUniqueOrThrow({ where: { id: intent.paymentIntentId } });
    expect(local).toMatchObject({ cardLast4: '5126', refundFails: true });
    const { body } = await cancel(reservation, 'admin');
    expect(body.refund.status).toBe('refund_pending');

    await tick(); // reports pending, polls: failed
    let refund = await test.db.prisma.refund.findUniqueOrThrow({ where: { id: body.refund.id } });
    expect(refund).toMatchObject({ status: 'refund_failed', attempts: 1, lastError: 'The card was expired or cancelled' });
    expect(refund.nextAttemptAt!.getTime()).toBe(clock.getTime() + TEST_REFUND_POLICY.retryBaseMs);

    await tick(); // not due yet
    expect((await test.db.prisma.refund.findUniqueOrThrow({ where: { id: refund.id } })).attempts).toBe(1);

    for (let attempt = 2; attempt <= TEST_REFUND_POLICY.maxAttempts; attempt++) {
      later(TEST_REFUND_POLICY.retryBaseMs * 2 ** (attempt - 2));
      await tick(); // the retry: pending again
      await tick(); // its poll: failed again
    }
    refund = await test.db.prisma.refund.findUniqueOrThrow({ where: { id: refund.id } });
    expect(refund).toMatchObject({ status: 'refund_failed', attempts: TEST_REFUND_POLICY.maxAttempts, nextAttemptAt: null });
    expect(await test.db.prisma.localRefund.count()).toBe(TEST_REFUND_POLICY.maxAttempts);

    later(24 * 3_600_000);
    await tick();
    expect(await test.db.prisma.localRefund.count()).toBe(TEST_REFUND_POLICY.maxAttempts);
    expect(reportedStatuses()).toEqual(['refund_pending', 'refund_failed', 'refund_pending', 'refund_failed', 'refund_pending', 'refund_failed']);
    expect(test.services.refundReports.at(-1)).toMatchObject({ status: 'refund_failed', failureMessage: 'The card was expired or cancelled' });
  });
});

describe('a cancelled reservation that was not paid', () => {
  it('has its open intent cancelled, which then takes no card, and gets no new intent', async () => {
    const { reservation, intent } = await startPayment();
    const cancelled = await cancel(reservation, 'hold_expired');
    expect(cancelled.body).toEqual({ cancelledIntents: 1, refund: null });
    expect((await test.db.prisma.payment.findUniqueOrThrow({ where: { id: intent.paymentIntentId } })).status).toBe('canceled');
    expect((await test.db.prisma.localIntent.findUniqueOrThrow({ where: { id: intent.paymentIntentId } })).status).toBe('canceled');

    const refused = await confirm(intent, card(LOCAL_TEST_CARDS.succeeds));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This reservation is cancelled; please book again');
    const again = await request(test.app).post('/api/create-reservation-payment').send({ trackingCode: reservation.trackingCode });
    expect(again.status).toBe(409);
    expect(test.services.log.paidCalls).toBe(0);

    // Asked again, nothing is left to cancel.
    expect((await cancel(reservation, 'hold_expired')).body).toEqual({ cancelledIntents: 0, refund: null });
  });

  it('a card stuck processing is cancelled as well; a reservation with no payment answers nothing to do', async () => {
    const { reservation, intent } = await startPayment();
    expect((await confirm(intent, card(LOCAL_TEST_CARDS.processing))).body.status).toBe('processing');
    expect((await cancel(reservation, 'payment_failed')).body).toEqual({ cancelledIntents: 1, refund: null });
    const never = test.services.addReservation();
    expect((await cancel(never)).body).toEqual({ cancelledIntents: 0, refund: null });
  });

  it('answers 400 for a body that is not the contract', async () => {
    const reservation = test.services.addReservation();
    expect((await request(test.fromReservations).post(`/internal/reservations/${reservation.id}/cancelled`).send({ reason: 'bored' })).status).toBe(400);
    expect((await request(test.fromReservations).post('/internal/reservations/abc/cancelled').send({ reason: 'customer' })).status).toBe(400);
  });

  it('takes a booking’s cancellation only from the reservations service (403 to the BFF and to the catalogue)', async () => {
    const reservation = test.services.addReservation();
    for (const caller of [test.app, asBff(test.unguarded, 'payments', 'catalogue')]) {
      expect((await request(caller).post(`/internal/reservations/${reservation.id}/cancelled`).send({ reason: 'customer' })).status).toBe(403);
    }
  });
});
