import { RESERVATION_MESSAGES as M, reservationSchema, UPDATE_RESERVATION_MESSAGES as U } from '@tire/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { guestBooking } from './support/test-app.js';
import { useTestService } from './support/use-test-service.js';

// The clock stands at Monday 2 March 2026, 10:00 in Helsinki (support/test-app.ts NOW).

const service = useTestService();

const AINO = { 'x-user-id': 'user-aino', 'x-user-email': 'aino@example.fi' };
const EERO = { 'x-user-id': 'user-eero', 'x-user-email': 'eero@example.fi' };

/** Books as the given caller; defaults to Saturday 7 March at 10:00. */
async function book(headers: Record<string, string>, overrides: Record<string, unknown> = {}) {
  const response = await request(service.app).post('/api/reservations').set(headers).send(guestBooking(service.helsinki, overrides));
  expect(response.status).toBe(201);
  return reservationSchema.parse(response.body);
}

const change = (id: number | string, body: object, headers: Record<string, string> = AINO) =>
  request(service.app).patch(`/api/reservations/${id}`).set(headers).send(body);

const stored = (id: number) => service.db.prisma.reservation.findUniqueOrThrow({ where: { id } });

describe('a signed-in customer changes their own reservation', () => {
  it('lists only the caller’s own reservations, the latest appointment first', async () => {
    const early = await book(AINO, { scheduledDate: '2026-03-07', scheduledTime: '10:00' });
    const later = await book(AINO, { scheduledDate: '2026-03-08', scheduledTime: '12:00' });
    await book(EERO);

    const response = await request(service.app).get('/api/reservations').set(AINO);

    expect(response.status).toBe(200);
    expect(response.body.map((r: { id: number }) => r.id)).toEqual([later.id, early.id]);
  });

  it('when the owner cancels an upcoming reservation, then it is cancelled and its bay is free again', async () => {
    const reservation = await book(AINO);

    const response = await change(reservation.id, { status: 'cancelled' });

    expect(response.status).toBe(200);
    expect(reservationSchema.parse(response.body)).toMatchObject({ id: reservation.id, status: 'cancelled' });
    expect((await stored(reservation.id)).status).toBe('cancelled');
    // Both bays of the slot can be booked again.
    await book(EERO);
    await book(EERO);
  });

  it('when the reservation is already cancelled, then cancelling or moving it again is refused as not upcoming', async () => {
    const reservation = await book(AINO);
    await change(reservation.id, { status: 'cancelled' }).expect(200);

    const again = await change(reservation.id, { status: 'cancelled' });
    const move = await change(reservation.id, { scheduledDate: '2026-03-08', scheduledTime: '12:00' });

    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: U.notUpcoming });
    expect(move.status).toBe(409);
    expect(move.body).toMatchObject({ message: U.notUpcoming });
  });

  it('when the owner moves it to a free slot more than 24 hours ahead, then it keeps its tracking code and the old slot is freed', async () => {
    const reservation = await book(AINO);

    // A date picker's local midnight (Sunday 8 March in Helsinki) as an ISO instant.
    const response = await change(reservation.id, { scheduledDate: '2026-03-07T22:00:00.000Z', scheduledTime: '12:30' });

    expect(response.status).toBe(200);
    expect(reservationSchema.parse(response.body)).toMatchObject({
      id: reservation.id,
      trackingCode: reservation.trackingCode,
      scheduledDate: '2026-03-08',
      scheduledTime: '12:30',
      startsAt: '2026-03-08T10:30:00.000Z',
      status: reservation.status,
    });
    // The Saturday 10:00 slot has both bays free again.
    const slots = await request(service.app).get('/api/available-slots').query({ locationId: service.helsinki, date: '2026-03-07' });
    expect(slots.body).toContain('10:00');
    await book(EERO);
    await book(EERO);
  });

  it('inside the free-change window (24 h before), then moving and cancelling online are refused with 409 and the policy text', async () => {
    // Today, Monday 2 March at 16:00: six hours from now.
    const reservation = await book(AINO, { scheduledDate: '2026-03-02', scheduledTime: '16:00' });

    const move = await change(reservation.id, { scheduledDate: '2026-03-07', scheduledTime: '12:00' });
    const cancel = await change(reservation.id, { status: 'cancelled' });

    expect(move.status).toBe(409);
    expect(move.body).toMatchObject({ message: U.tooLate });
    expect(U.tooLate).toContain('24 hours');
    expect(cancel.status).toBe(409);
    expect(cancel.body).toMatchObject({ message: U.tooLate });
    expect(await stored(reservation.id)).toMatchObject({ scheduledTime: '16:00', status: 'pending' });
    const [listed] = (await request(service.app).get('/api/reservations').set(AINO)).body;
    expect(listed).toMatchObject({ customerCanChange: false, freeChangeUntil: '2026-03-01T14:00:00.000Z' });
  });

  it('a move to a start inside the window is refused with 409, the booking stays where it was', async () => {
    const reservation = await book(AINO);

    const response = await change(reservation.id, { scheduledDate: '2026-03-02', scheduledTime: '19:00' });

    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ message: U.newStartTooSoon });
    expect((await stored(reservation.id)).scheduledTime).toBe('10:00');
  });

  it('a move raises the calendar SEQUENCE, records who moved it and tells the customer with the old and new time', async () => {
    const reservation = await book(AINO);

    await change(reservation.id, { scheduledDate: '2026-03-08', scheduledTime: '12:00' }).expect(200);

    const { rows } = await service.db.pool.query(`SELECT payload FROM reservations.outbox WHERE type = 'reservation.rescheduled'`);
    expect(rows.map((row) => row.payload)).toEqual([
      expect.objectContaining({
        reservationId: reservation.id,
        previousDate: '2026-03-07',
        previousTime: '10:00',
        scheduledDate: '2026-03-08',
        scheduledTime: '12:00',
        calendarSequence: 1,
        email: 'maija@example.fi',
      }),
    ]);
    const events = await service.db.pool.query(
      `SELECT type, actor_type, actor_id, source FROM reservations.reservation_events WHERE reservation_id = $1 ORDER BY id`,
      [reservation.id],
    );
    expect(events.rows).toEqual([
      { type: 'created', actor_type: 'customer', actor_id: 'user-aino', source: 'web' },
      { type: 'moved', actor_type: 'customer', actor_id: 'user-aino', source: 'web' },
    ]);
  });

  it('cancelling a paid booking makes its full refund due and tells the customer with a cancelling calendar entry', async () => {
    const reservation = await book(AINO, { additionalServices: '["tire_bags"]' });
    await request(service.fromPayments).post(`/internal/reservations/${reservation.id}/paid`).send({ paymentIntentId: 'pi_1', amountCents: 4000 }).expect(200);

    const response = await change(reservation.id, { status: 'cancelled' });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 'cancelled',
      stage: 'cancelled',
      cancellationReason: 'customer',
      refundStatus: 'refund_pending',
      refundAmount: '40.00',
    });
    const { rows } = await service.db.pool.query(`SELECT payload FROM reservations.outbox WHERE type = 'reservation.cancelled'`);
    expect(rows[0].payload).toMatchObject({ reason: 'customer', wasPaid: true, refundCents: 4000, calendarSequence: 1 });
    expect((await stored(reservation.id)).moneySettledAt).toBeNull();
  });

  it('when every bay of the new slot is taken, then the move is refused with 409 and the reservation stays where it was', async () => {
    const reservation = await book(AINO);
    await book(EERO, { scheduledTime: '11:00' });
    await book(EERO, { scheduledTime: '11:00' });

    const response = await change(reservation.id, { scheduledDate: '2026-03-07', scheduledTime: '11:00' });

    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ message: M.slotUnavailable });
    const row = await stored(reservation.id);
    expect(row.scheduledTime).toBe('10:00');
    expect(row.startsAt.toISOString()).toBe('2026-03-07T08:00:00.000Z');
  });

  it('when two customers race to move into the last free bay, then one gets it and the other a clean 409', async () => {
    const aino = await book(AINO);
    const eero = await book(EERO, { scheduledTime: '10:30' });
    await book({}, { scheduledTime: '12:00' }); // one of the two bays at 12:00 is taken

    const moves = await Promise.all(
      [
        [aino.id, AINO],
        [eero.id, EERO],
      ].map(([id, headers]) =>
        fetch(`${service.url}/api/reservations/${id}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', ...(headers as Record<string, string>) },
          body: JSON.stringify({ scheduledDate: '2026-03-07', scheduledTime: '12:00' }),
        }),
      ),
    );

    expect(moves.map((response) => response.status).sort()).toEqual([200, 409]);
    const { rows } = await service.db.pool.query(
      `SELECT count(*)::int AS n FROM reservations.reservations WHERE scheduled_time = '12:00' AND status <> 'cancelled'`,
    );
    expect(rows[0].n).toBe(2);
  });

  it('when the new time is outside opening hours or already past, then the move is refused like a booking would be', async () => {
    const reservation = await book(AINO);

    const closed = await change(reservation.id, { scheduledDate: '2026-03-09', scheduledTime: '10:00' });
    const past = await change(reservation.id, { scheduledDate: '2026-03-01', scheduledTime: '10:00' });

    expect(closed.status).toBe(422);
    expect(closed.body).toMatchObject({ message: M.slotOutsideHours });
    expect(past.status).toBe(422);
    expect(past.body).toMatchObject({ message: M.slotInPast });
  });
});

describe('nobody changes someone else’s reservation', () => {
  it('when another customer cancels or moves it, then they get 404 as for an unknown id and it is unchanged', async () => {
    const reservation = await book(AINO);

    const cancel = await change(reservation.id, { status: 'cancelled' }, EERO);
    const move = await change(reservation.id, { scheduledDate: '2026-03-08', scheduledTime: '12:00' }, EERO);
    const unknown = await change(999_999, { status: 'cancelled' });
    const nonsense = await change('abc', { status: 'cancelled' });

    for (const response of [cancel, move, unknown, nonsense]) {
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ message: M.reservationNotFound });
    }
    const row = await stored(reservation.id);
    expect(row.status).toBe('pending');
    expect(row.scheduledTime).toBe('10:00');
  });

  it('when a guest (no identity) tries, then the answer is 401 and a guest’s booking cannot be changed at all', async () => {
    const guests = await book({});

    const response = await change(guests.id, { status: 'cancelled' }, {});
    const byCustomer = await change(guests.id, { status: 'cancelled' }, AINO);

    expect(response.status).toBe(401);
    expect(byCustomer.status).toBe(404);
    expect((await stored(guests.id)).status).toBe('pending');
  });

  it('when the body is neither a cancellation nor a move, then it is refused with 400', async () => {
    const reservation = await book(AINO);

    const response = await change(reservation.id, { status: 'completed' });

    expect(response.status).toBe(400);
  });
});
