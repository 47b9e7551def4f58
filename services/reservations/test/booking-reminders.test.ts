import { manageTokenPattern, reservationReminderSchema, reservationSchema } from '@tire/contracts';
import { createLogger } from '@tire/service-kit';
import { startServiceForTest } from '@tire/service-kit/testing/start-service-for-test';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/data-access/database.js';
import { runReminders } from '../src/domain/booking-reminders.js';
import { createReservationsService } from '../src/reservations-service.js';
import { guestBooking, NOW } from './support/test-app.js';
import { TEST_DATABASE_URL } from './support/test-database.js';
import { useTestService } from './support/use-test-service.js';

// Bookings are made on Monday 2 March 2026, 10:00 Helsinki (NOW), for Saturday 7 March at 10:00
// (08:00Z) unless a test says otherwise; the day-before reminder is due on Friday at 10:00.
let clock = NOW;
const service = useTestService({ now: () => clock });
beforeEach(() => {
  clock = NOW;
});
const logger = createLogger('booking-reminders-test');
const ADMIN = { 'x-user-id': 'admin-1', 'x-user-email': 'admin@rengaspalvelu.example', 'x-user-admin': 'true' };
/** Helsinki wall-clock time in March 2026 (UTC+2) as an instant. */
const helsinki = (date: string, time: string) => new Date(new Date(`${date}T${time}:00.000Z`).getTime() - 2 * 3_600_000);

async function book(overrides: Record<string, unknown> = {}) {
  const response = await request(service.app).post('/api/reservations').send(guestBooking(service.helsinki, overrides));
  expect(response.status).toBe(201);
  return reservationSchema.parse(response.body);
}
const pay = (id: number) =>
  request(service.fromPayments)
    .post(`/internal/reservations/${id}/paid`)
    .send({ paymentIntentId: `pi_${id}`, amountCents: 3500 })
    .expect(200);
async function paidBooking(overrides: Record<string, unknown> = {}) {
  const booking = await book(overrides);
  await pay(booking.id);
  return booking;
}

const reminders = async () =>
  (await service.db.pool.query(`SELECT payload FROM reservations.outbox WHERE type = 'reservation.reminder' ORDER BY id`)).rows.map((row) =>
    reservationReminderSchema.parse(row.payload),
  );
const adminMove = (id: number, body: object) => request(service.app).patch(`/api/admin/reservations/${id}`).set(ADMIN).send(body);
/** One run of the reminder loop at `now`. */
const runAt = (now: Date, twoHoursBefore = false) => runReminders({ pool: service.db.pool, now: () => now, logger, twoHoursBefore });

describe('booking reminders', () => {
  it('two service instances on one database send a booking made days ahead exactly one reminder, in its language, with its links', async () => {
    const booking = await paidBooking({ additionalServices: '["tire_bags"]' });
    clock = helsinki('2026-03-06', '12:00');
    const instances = [0, 1].map(() =>
      startServiceForTest(createReservationsService, {
        service: 'reservations',
        config: { ...service.config, reminders: { ...service.config.reminders, intervalMs: 10 } },
        db: connectDatabase(TEST_DATABASE_URL, { poolSize: 4 }),
        clock: () => clock,
        background: ['reminders'],
        availability: null,
      }),
    );
    try {
      await expect.poll(async () => (await reminders()).length, { timeout: 5_000 }).toBe(1);
      // Both loops keep running for a while: nothing more goes.
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }

    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      kind: 'day_before',
      reservationId: booking.id,
      trackingCode: booking.trackingCode,
      email: 'maija@example.fi',
      language: 'fi',
      locationName: 'Helsinki',
      startsAt: '2026-03-07T08:00:00.000Z',
      alreadyConfirmed: false,
    });
    expect(sent[0]!.manageToken).toMatch(manageTokenPattern);
    // The manage link of the reminder opens the booking.
    await request(service.app).get(`/api/manage-booking/${sent[0]!.manageToken}`).expect(200);
  });

  it('goes in the booking language', async () => {
    await paidBooking({ guestEmail: 'jane@example.com' });
    await service.db.pool.query(`UPDATE reservations.reservations SET language = 'en'`);
    await runAt(helsinki('2026-03-06', '10:00'));
    expect((await reminders()).map((sent) => sent.language)).toEqual(['en']);
  });

  it('is not sent before it is due, nor for a booking made inside the window, an unpaid hold or a cancelled booking', async () => {
    await paidBooking();
    expect(await runAt(helsinki('2026-03-06', '09:59'))).toEqual([]);
    await service.reset();

    // Booked on Friday at 11:00 for Saturday 10:00: made inside the window.
    clock = helsinki('2026-03-06', '11:00');
    await paidBooking();
    // Held, never paid.
    clock = NOW;
    await book({ scheduledTime: '11:00' });
    // Paid, then cancelled by the customer.
    const cancelled = await paidBooking({ scheduledTime: '12:00' });
    await request(service.app).patch(`/api/reservations/${cancelled.id}/status`).set(ADMIN).send({ status: 'cancelled' }).expect(200);

    expect(await runAt(helsinki('2026-03-06', '13:00'))).toEqual([]);
    expect(await reminders()).toEqual([]);
  });

  it('waits out the quiet hours (21:00–08:00 Helsinki) and goes at 08:00 while the appointment is far enough ahead', async () => {
    // Saturday 10:00 and 12:00, made on Monday: due on Friday, but the loop first runs at night.
    await paidBooking({ scheduledTime: '12:00' });
    await paidBooking({ scheduledTime: '10:00', guestEmail: 'early@example.fi' });
    expect(await runAt(helsinki('2026-03-06', '21:00'))).toEqual([]);
    expect(await runAt(helsinki('2026-03-07', '07:59'))).toEqual([]);

    // At 08:00 the noon booking is four hours ahead (reminded); the 10:00 one only two (too late, none).
    await runAt(helsinki('2026-03-07', '08:00'));
    expect((await reminders()).map((sent) => sent.scheduledTime)).toEqual(['12:00']);
  });

  it('follows a move: the reminder goes again for the new time, and none for a move into the window', async () => {
    const booking = await paidBooking();
    await runAt(helsinki('2026-03-06', '10:00'));
    expect(await reminders()).toHaveLength(1);

    // Staff move it on Friday to next Saturday 14 March, 10:00: reminded again on Friday 13 March.
    clock = helsinki('2026-03-06', '10:05');
    await adminMove(booking.id, { scheduledDate: '2026-03-14', scheduledTime: '10:00' }).expect(200);
    await runAt(helsinki('2026-03-13', '10:00'));
    expect((await reminders()).map((sent) => sent.scheduledDate)).toEqual(['2026-03-07', '2026-03-14']);

    // Staff move it on Friday 13 March at 10:30 to Saturday 09:00: a time chosen inside its window, none.
    clock = helsinki('2026-03-13', '10:30');
    await adminMove(booking.id, { scheduledDate: '2026-03-14', scheduledTime: '09:00' }).expect(200);
    expect(await runAt(helsinki('2026-03-13', '11:00'))).toEqual([]);
    expect((await service.db.prisma.reservation.findUniqueOrThrow({ where: { id: booking.id } })).dayReminderSentAt).toBeNull();
  });

  it('sends the optional two-hour reminder once when it is switched on, and not when it would arrive less than an hour before', async () => {
    await paidBooking({ scheduledTime: '12:00' });
    await runAt(helsinki('2026-03-06', '12:00'), true);
    await runAt(helsinki('2026-03-07', '10:00'), true);
    await runAt(helsinki('2026-03-07', '10:30'), true);
    expect((await reminders()).map((sent) => sent.kind)).toEqual(['day_before', 'two_hours']);

    await service.reset();
    await paidBooking({ scheduledTime: '12:00' });
    // Off by default: only the day-before one.
    await runAt(helsinki('2026-03-06', '12:00'));
    await runAt(helsinki('2026-03-07', '10:00'));
    expect((await reminders()).map((sent) => sent.kind)).toEqual(['day_before']);

    await service.reset();
    await paidBooking({ scheduledTime: '12:00' });
    expect(await runAt(helsinki('2026-03-07', '11:01'), true)).toEqual([]);
  });
});

describe("the reminder's 'I'm coming'", () => {
  const coming = (token: string) => request(service.app).post(`/api/manage-booking/${token}/coming`);

  it('records the confirmation once, shows it on the admin day view, and the next reminder does not ask again', async () => {
    const booking = await paidBooking({ scheduledTime: '12:00' });
    await runAt(helsinki('2026-03-06', '12:00'), true);
    const token = (await reminders())[0]!.manageToken!;

    clock = helsinki('2026-03-06', '18:00');
    const first = await coming(token).expect(200);
    expect(first.body).toMatchObject({ trackingCode: booking.trackingCode, customerConfirmedAt: clock.toISOString() });
    expect(first.headers['cache-control']).toBe('no-store');
    // A second click keeps the first answer.
    clock = helsinki('2026-03-06', '19:00');
    expect((await coming(token).expect(200)).body.customerConfirmedAt).toBe(helsinki('2026-03-06', '18:00').toISOString());

    const day = (await request(service.app).get('/api/admin/reservations?date=2026-03-07').set(ADMIN).expect(200)).body as Reservation[];
    expect(day.find((row) => row.id === booking.id)?.customerConfirmedAt).toBe(helsinki('2026-03-06', '18:00').toISOString());

    await runAt(helsinki('2026-03-07', '10:00'), true);
    expect((await reminders()).map((sent) => sent.alreadyConfirmed)).toEqual([false, true]);
  });

  it('is the neutral 404 for a cancelled booking and for a link that names nothing', async () => {
    const booking = await paidBooking();
    await runAt(helsinki('2026-03-06', '10:00'));
    const token = (await reminders())[0]!.manageToken!;
    await request(service.app).patch(`/api/reservations/${booking.id}/status`).set(ADMIN).send({ status: 'cancelled' }).expect(200);
    for (const link of [token, 'x'.repeat(43), 'nonsense']) {
      const answer = await coming(link);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: 'manage.linkNotValid', message: 'This link is not valid' });
    }
  });
});

type Reservation = { id: number; customerConfirmedAt?: string | null };
