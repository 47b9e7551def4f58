import { createLogger } from '@tire/service-kit';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { PaymentsClient } from '../src/data-access/payments-client.js';
import { sweepExpiredHolds } from '../src/domain/hold-sweeper.js';
import { notifyCancelledMoney } from '../src/domain/money-notifier.js';
import { guestBooking } from './support/test-app.js';
import { useTestService } from './support/use-test-service.js';

// Money follows the booking: a cancellation is handed to the payments service, money that comes
// for a cancelled booking goes back, and every refund state reaches the customer.
const logger = createLogger('lifecycle-money-test');

const service = useTestService();

const ADMIN = { 'x-user-id': 'admin-1', 'x-user-admin': 'true' };

async function booked(overrides: Record<string, unknown> = {}) {
  const response = await request(service.app).post('/api/reservations').send(guestBooking(service.helsinki, overrides));
  expect(response.status).toBe(201);
  return response.body as { id: number; trackingCode: string };
}
const pay = (id: number, amountCents = 3500) =>
  request(service.fromPayments)
    .post(`/internal/reservations/${id}/paid`)
    .send({ paymentIntentId: `pi_${id}`, amountCents });
const outbox = async (type: string) =>
  (await service.db.pool.query(`SELECT payload FROM reservations.outbox WHERE type = $1 ORDER BY id`, [type])).rows.map((r) => r.payload);
const track = async (code: string) => (await request(service.app).get(`/api/reservations/track/${code}`)).body;

/** A payments service that records what it was told and answers like the real one. */
function fakePayments(fail = false) {
  const calls: { id: number; reason: string }[] = [];
  const client: PaymentsClient = {
    async reservationCancelled(id, reason) {
      if (fail) throw new Error('payments down');
      calls.push({ id, reason });
      return { cancelledIntents: 0, refund: { id: `re_${id}`, status: 'refund_pending', amountCents: 3500 } };
    },
  };
  return { client, calls };
}

describe('an unpaid booking past its hold', () => {
  it('is cancelled and the customer is told by e-mail that the time was released and nothing was charged', async () => {
    const reservation = await booked();

    expect(await sweepExpiredHolds({ pool: service.db.pool, logger, now: () => new Date(Date.now() + 31 * 60_000), holdMinutes: 30 })).toEqual([
      reservation.id,
    ]);

    expect(await outbox('reservation.cancelled')).toEqual([
      expect.objectContaining({ reservationId: reservation.id, reason: 'hold_expired', wasPaid: false, refundCents: 0, email: 'maija@example.fi' }),
    ]);
    expect(await track(reservation.trackingCode)).toMatchObject({ stage: 'cancelled', cancellationReason: 'hold_expired', refundStatus: null });
  });

  it('whose card was refused is cancelled with that reason', async () => {
    const reservation = await booked();
    await request(service.fromPayments)
      .post(`/internal/reservations/${reservation.id}/payment-failed`)
      .send({ message: 'Your card was declined.' })
      .expect(200);

    await sweepExpiredHolds({ pool: service.db.pool, logger, now: () => new Date(Date.now() + 31 * 60_000), holdMinutes: 30 });

    expect(await outbox('reservation.cancelled')).toEqual([expect.objectContaining({ reason: 'payment_failed' })]);
  });
});

describe('a payment that succeeds for a booking cancelled meanwhile', () => {
  it('is never a silent receipt: the refund is due, the payments service is told, the customer hears it is refunded', async () => {
    const reservation = await booked();
    await request(service.app).patch(`/api/reservations/${reservation.id}/status`).set(ADMIN).send({ status: 'cancelled' }).expect(200);

    const response = await pay(reservation.id);

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'cancelled', refundRequired: true });
    expect(await outbox('payment.succeeded')).toHaveLength(0);
    expect((await outbox('reservation.cancelled')).at(-1)).toMatchObject({ wasPaid: true, refundCents: 3500 });
    expect(await track(reservation.trackingCode)).toMatchObject({
      stage: 'cancelled',
      paymentStatus: 'paid',
      refundStatus: 'refund_pending',
      refundAmount: '35.00',
    });
    // A repeat of the paid mark still asks for the refund and sends nothing more.
    expect((await pay(reservation.id)).body).toMatchObject({ refundRequired: true, newlyPaid: false });
    expect(await outbox('reservation.cancelled')).toHaveLength(2);
  });

  it('a paid mark without the amount is refused', async () => {
    const reservation = await booked();
    const response = await request(service.fromPayments).post(`/internal/reservations/${reservation.id}/paid`).send({});
    expect(response.status).toBe(400);
    expect(response.body.errors[0].path).toBe('amountCents');
  });
});

describe('the payments service hears of every cancellation', () => {
  it('until it acknowledges: a service that is down loses nothing, the next run delivers', async () => {
    const reservation = await booked();
    await pay(reservation.id);
    await request(service.app).patch(`/api/reservations/${reservation.id}/status`).set(ADMIN).send({ status: 'cancelled' }).expect(200);

    expect(await notifyCancelledMoney({ pool: service.db.pool, payments: fakePayments(true).client, logger })).toBe(0);
    const up = fakePayments();
    expect(await notifyCancelledMoney({ pool: service.db.pool, payments: up.client, logger })).toBe(1);
    expect(await notifyCancelledMoney({ pool: service.db.pool, payments: up.client, logger })).toBe(0);

    expect(up.calls).toEqual([{ id: reservation.id, reason: 'admin' }]);
    const row = await service.db.prisma.reservation.findUniqueOrThrow({ where: { id: reservation.id } });
    expect(row).toMatchObject({ refundId: `re_${reservation.id}`, refundStatus: 'refund_pending' });
    expect(row.moneySettledAt).not.toBeNull();
  });

  it('each refund state it reports is recorded once; the customer is e-mailed when the money is back', async () => {
    const reservation = await booked();
    await pay(reservation.id);
    await request(service.app).patch(`/api/reservations/${reservation.id}/status`).set(ADMIN).send({ status: 'cancelled' }).expect(200);
    const report = (status: string) =>
      request(service.fromPayments)
        .post(`/internal/reservations/${reservation.id}/refund`)
        .send({ refundId: 're_1', status, amountCents: 3500, failureMessage: status === 'refund_failed' ? 'card expired' : null });

    await report('refund_failed').expect(200);
    expect(await track(reservation.trackingCode)).toMatchObject({ refundStatus: 'refund_failed' });
    const stats = await request(service.app).get('/api/admin/stats').set(ADMIN);
    expect(stats.body.refundsFailed).toBe(1);
    await report('refunded').expect(200);
    await report('refunded').expect(200);
    await report('refund_pending').expect(200); // late and older: ignored

    expect(await track(reservation.trackingCode)).toMatchObject({ refundStatus: 'refunded', refundAmount: '35.00' });
    expect(await outbox('refund.completed')).toEqual([
      expect.objectContaining({ kind: 'reservation', reservationId: reservation.id, amountCents: 3500, email: 'maija@example.fi' }),
    ]);
    const types = (await request(service.app).get(`/api/admin/reservations/${reservation.id}/events`).set(ADMIN)).body.map((e: { type: string }) => e.type);
    expect(types).toEqual(['created', 'paid', 'cancelled', 'refund_requested', 'refund_failed', 'refunded']);
    expect((await request(service.fromPayments).post(`/internal/reservations/${reservation.id}/refund`).send({ status: 'gone' })).status).toBe(400);
  });
});
