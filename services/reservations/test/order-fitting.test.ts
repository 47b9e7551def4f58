import { createLogger } from '@tire/service-kit';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { sweepExpiredHolds } from '../src/domain/hold-sweeper.js';
import { useTestService } from './support/use-test-service.js';

const service = useTestService();
const AINO = { 'x-user-id': 'user-aino', 'x-user-email': 'aino@example.fi' };

/** The catalogue holding a fitting for an order (the test clock stands on Monday 2 March 2026, 10:00 in Helsinki). */
const hold = (orderId: number, body: Record<string, unknown> = {}) =>
  request(service.fromCatalogue)
    .put(`/internal/order-fittings/${orderId}`)
    .send({
      locationId: service.helsinki,
      date: '2026-03-04',
      time: '16:00',
      earliestDate: '2026-03-03',
      userId: 'user-aino',
      email: 'aino@example.fi',
      language: 'fi',
      tireSize: '205/55 R16',
      ...body,
    });
const settle = (orderId: number, state: 'paid' | 'cancelled') =>
  request(service.fromCatalogue).post(`/internal/order-fittings/${orderId}/state`).send({ state });
const stored = (id: number) => service.db.prisma.reservation.findUniqueOrThrow({ where: { id } });
/** The bays left at a start time, as the booking calendar shows them (GET /api/availability). */
const freeAt = async (date: string, time: string) => {
  const answer = await request(service.app).get(`/api/availability?locationId=${service.helsinki}&from=${date}&to=${date}`);
  return (answer.body as { days: { date: string; times: { time: string; left: number }[] }[] }).days[0]!.times.find((slot) => slot.time === time)?.left;
};

describe('a fitting booked with a tire order', () => {
  it('is held on an allowed day at price 0 without an e-mail of its own, never before the first fitting day; only the catalogue asks', async () => {
    const early = await hold(41, { date: '2026-03-03', earliestDate: '2026-03-04' });
    expect(early.status).toBe(400);
    expect(early.body.errors[0]).toMatchObject({ path: 'date', code: 'fitting.tooEarly' });

    const held = await hold(41);
    expect(held.status).toBe(200);
    expect(held.body).toMatchObject({ date: '2026-03-04', time: '16:00', locationId: service.helsinki, trackingCode: expect.any(String) });
    const row = await stored(held.body.reservationId);
    expect(row).toMatchObject({ orderId: 41, totalCents: 0, status: 'pending', userId: 'user-aino' });
    expect(await service.db.prisma.outboxEvent.count()).toBe(0);

    expect((await request(service.fromPayments).put('/internal/order-fittings/41').send({})).status).toBe(403);
  });

  it("follows the order: its own hold sweeper leaves it, the payment books it, a lone cancellation is refused, the order's cancellation frees the slot", async () => {
    const before = await freeAt('2026-03-04', '16:00');
    const held = await hold(42);
    const id = held.body.reservationId as number;
    // Choosing again replaces the order's slot: one live fitting per order.
    const again = await hold(42, { time: '17:00' });
    expect(again.status).toBe(200);
    expect((await stored(id)).status).toBe('cancelled');
    const fittingId = again.body.reservationId as number;

    await sweepExpiredHolds({ pool: service.db.pool, logger: createLogger('sweeper-test'), now: () => new Date(Date.now() + 31 * 60_000), holdMinutes: 30 });
    expect((await stored(fittingId)).status).toBe('pending');

    expect((await settle(42, 'paid')).body).toMatchObject({ orderId: 42, reservationId: fittingId, status: 'confirmed' });
    expect(await stored(fittingId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', totalCents: 0 });
    const mine = await request(service.app).get('/api/reservations').set(AINO);
    expect(mine.body.find((r: { id: number }) => r.id === fittingId)).toMatchObject({ orderId: 42 });

    const moved = await request(service.app).patch(`/api/reservations/${fittingId}`).set(AINO).send({ scheduledDate: '2026-03-03', scheduledTime: '16:00' });
    expect(moved.status).toBe(409);
    expect(moved.body).toMatchObject({ code: 'fitting.fixedWithOrder', orderId: 42 });

    const alone = await request(service.app).patch(`/api/reservations/${fittingId}`).set(AINO).send({ status: 'cancelled' });
    expect(alone.status).toBe(409);
    expect(alone.body).toMatchObject({ code: 'fitting.belongsToOrder', orderId: 42 });

    const taken = await freeAt('2026-03-04', '17:00');
    expect(taken).toBe((before ?? 0) - 1);
    expect((await settle(42, 'cancelled')).body).toMatchObject({ reservationId: fittingId, status: 'cancelled' });
    expect(await stored(fittingId)).toMatchObject({ status: 'cancelled', refundStatus: null });
    expect(await freeAt('2026-03-04', '17:00')).toBe(before);
    expect(await freeAt('2026-03-04', '16:00')).toEqual(before);
    // Told again (the notifier retries until acknowledged): nothing more happens.
    expect((await settle(42, 'cancelled')).body).toMatchObject({ reservationId: null, status: null });
  });
});
