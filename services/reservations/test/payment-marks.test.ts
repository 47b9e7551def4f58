import { paymentSucceededSchema } from '@tire/contracts';
import { createLogger } from '@tire/service-kit';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { sweepExpiredHolds } from '../src/domain/hold-sweeper.js';
import { guestBooking } from './support/test-app.js';
import { useTestService } from './support/use-test-service.js';

const service = useTestService();

async function booked(overrides: Record<string, unknown> = {}) {
  const response = await request(service.app).post('/api/reservations').set('x-user-language', 'en').send(guestBooking(service.helsinki, overrides));
  expect(response.status).toBe(201);
  return response.body as { id: number; trackingCode: string; createdAt: string; holdExpiresAt: string | null };
}

const paid = (id: number) => request(service.fromPayments).post(`/internal/reservations/${id}/paid`).send({ paymentIntentId: 'pi_local_1', amountCents: 3500 });
const paymentEvents = () => service.db.prisma.outboxEvent.findMany({ where: { type: 'payment.succeeded' } });
/** The sweeper as if `minutes` had passed since now. */
const sweepAfter = (minutes: number) =>
  sweepExpiredHolds({ pool: service.db.pool, logger: createLogger('sweeper-test'), now: () => new Date(Date.now() + minutes * 60_000), holdMinutes: 30 });

describe('what the payments service asks of reservations', () => {
  it('reads a reservation by its tracking code: amount, payment state, contact and when its hold ends', async () => {
    const reservation = await booked();
    const response = await request(service.fromPayments).get(`/internal/reservations/by-code/${reservation.trackingCode.toLowerCase()}`);
    expect(response.body).toEqual({
      id: reservation.id,
      trackingCode: reservation.trackingCode,
      totalCents: 3500,
      paymentStatus: 'pending',
      status: 'pending',
      email: 'maija@example.fi',
      language: 'en',
      holdExpiresAt: new Date(Date.parse(reservation.createdAt) + 30 * 60_000).toISOString(),
    });
    expect(reservation.holdExpiresAt).toBe(response.body.holdExpiresAt);
    expect((await request(service.fromPayments).get('/internal/reservations/by-code/TIRE-NOPE22')).status).toBe(404);
  });

  it('marks a reservation paid once however often it is told, with one receipt event', async () => {
    const reservation = await booked();
    const answers = await Promise.all([paid(reservation.id), paid(reservation.id), paid(reservation.id)]);
    answers.push(await paid(reservation.id));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((a) => a.body.newlyPaid)).toHaveLength(1);

    const events = await paymentEvents();
    expect(events).toHaveLength(1);
    expect(paymentSucceededSchema.parse(events[0]!.payload)).toMatchObject({
      reservationId: reservation.id,
      trackingCode: reservation.trackingCode,
      locationName: 'Helsinki',
      amountCents: 3500,
      paymentIntentId: 'pi_local_1',
      email: 'maija@example.fi',
      language: 'en',
    });
    const tracked = await request(service.app).get(`/api/reservations/track/${reservation.trackingCode}`);
    expect(tracked.body).toMatchObject({ paymentStatus: 'paid', holdExpiresAt: null });
  });

  it('a refused card marks the payment failed, a later success marks it paid, and a late failure does not undo it', async () => {
    const reservation = await booked();
    const failed = await request(service.fromPayments).post(`/internal/reservations/${reservation.id}/payment-failed`).send({});
    expect(failed.body).toEqual({ id: reservation.id, paymentStatus: 'failed' });
    await paid(reservation.id).expect(200);
    await request(service.fromPayments).post(`/internal/reservations/${reservation.id}/payment-failed`).send({}).expect(200);
    const row = await service.db.prisma.reservation.findUniqueOrThrow({ where: { id: reservation.id } });
    expect(row.paymentStatus).toBe('paid');
    expect((await paid(999_999)).status).toBe(404);
  });
});

describe('the hold on an unpaid reservation', () => {
  it('when an unpaid reservation is older than the hold, the sweeper cancels it and its slot can be booked again', async () => {
    const location = await service.db.prisma.location.findUniqueOrThrow({ where: { id: service.helsinki } });
    const holds = [];
    for (let i = 0; i < location.capacity; i++) holds.push(await booked());
    expect((await request(service.app).post('/api/reservations').send(guestBooking(service.helsinki))).status).toBe(409);

    expect(await sweepAfter(29)).toEqual([]);
    const swept = await sweepAfter(31);
    expect(swept.sort()).toEqual(holds.map((h) => h.id).sort());

    const tracked = await request(service.app).get(`/api/reservations/track/${holds[0]!.trackingCode}`);
    expect(tracked.body).toMatchObject({ status: 'cancelled', holdExpiresAt: null });
    expect((await request(service.app).post('/api/reservations').send(guestBooking(service.helsinki))).status).toBe(201);
  });

  it('keeps paid and confirmed reservations, and releases one whose card was refused', async () => {
    const paidOne = await booked({ scheduledTime: '11:00' });
    const confirmedOne = await booked({ scheduledTime: '12:00' });
    const refusedOne = await booked({ scheduledTime: '13:00' });
    await paid(paidOne.id).expect(200);
    await service.db.prisma.reservation.update({ where: { id: confirmedOne.id }, data: { status: 'confirmed' } });
    await request(service.fromPayments).post(`/internal/reservations/${refusedOne.id}/payment-failed`).send({}).expect(200);

    expect(await sweepAfter(31)).toEqual([refusedOne.id]);
  });

  it('a payment that lands just after the hold ran out takes the slot back when it is still free', async () => {
    const reservation = await booked();
    await sweepAfter(31);
    const answer = await paid(reservation.id);
    expect(answer.body).toMatchObject({ paymentStatus: 'paid', status: 'pending', newlyPaid: true });
    expect(await paymentEvents()).toHaveLength(1);
  });
});
