import { adminStatsSchema, RESERVATION_MESSAGES as M, reservationSchema, reservationStatusChangedSchema } from '@tire/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { adminPeriods } from '../src/domain/admin-periods.js';
import { guestBooking } from './support/test-app.js';
import { useTestService } from './support/use-test-service.js';

// The clock stands at Monday 2 March 2026, 10:00 in Helsinki (support/test-app.ts NOW): the week
// (Sunday first) runs from 1 to 7 March.

const service = useTestService();

const ADMIN = { 'x-user-id': 'admin-1', 'x-user-email': 'admin@rengaspalvelu.example', 'x-user-admin': 'true' };
const CUSTOMER = { 'x-user-id': 'user-aino', 'x-user-email': 'aino@example.fi', 'x-user-admin': 'false' };

async function book(overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const response = await request(service.app).post('/api/reservations').set(headers).send(guestBooking(service.helsinki, overrides));
  expect(response.status).toBe(201);
  return reservationSchema.parse(response.body);
}

const setStatus = (id: number, status: string, headers: Record<string, string> = ADMIN) =>
  request(service.app).patch(`/api/reservations/${id}/status`).set(headers).send({ status });

/** The admin's part of a booking's history (its creation and payment left out). */
const history = async (reservationId: number) =>
  (
    await service.db.pool.query(
      `SELECT type, from_status, to_status, actor_id, actor_email, source, at FROM reservations.reservation_events
     WHERE reservation_id = $1 AND actor_type = 'admin' ORDER BY id`,
      [reservationId],
    )
  ).rows;

/** The payments service's paid mark: a booking is confirmed by hand only once it is paid. */
const pay = (reservation: { id: number; totalPrice: string }) =>
  request(service.fromPayments)
    .post(`/internal/reservations/${reservation.id}/paid`)
    .send({ paymentIntentId: `pi_${reservation.id}`, amountCents: Math.round(Number(reservation.totalPrice) * 100) })
    .expect(200);

const cancelEvents = async () =>
  (await service.db.pool.query(`SELECT payload FROM reservations.outbox WHERE type = 'reservation.cancelled' ORDER BY id`)).rows.map(
    (row) => row.payload as Record<string, unknown>,
  );

const statusEvents = async () =>
  (await service.db.pool.query(`SELECT payload FROM reservations.outbox WHERE type = 'reservation.status-changed' ORDER BY id`)).rows.map(
    (row) => row.payload as unknown,
  );

describe('only administrators reach the admin calls', () => {
  const calls = [
    ['GET', '/api/admin/reservations'],
    ['GET', '/api/admin/reservations?date=2026-03-07'],
    ['GET', '/api/admin/reservations/2026-03-07'],
    ['GET', '/api/admin/stats'],
    ['PATCH', '/api/reservations/1/status'],
  ] as const;

  it.each(calls)('%s %s answers 401 without an identity and 403 to a customer', async (method, path) => {
    const reservation = await book();
    const url = path.replace('/1/', `/${reservation.id}/`);
    const send = (headers: Record<string, string>) =>
      method === 'GET' ? request(service.app).get(url).set(headers) : request(service.app).patch(url).set(headers).send({ status: 'confirmed' });

    expect((await send({})).status).toBe(401);
    const forbidden = await send(CUSTOMER);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe('Ei käyttöoikeutta / Vain ylläpitäjät voivat käyttää tätä sivua.');
    // A header that is merely present is not enough: only 'true' makes an admin.
    expect((await send({ ...CUSTOMER, 'x-user-admin': 'yes' })).status).toBe(403);
    expect((await service.db.prisma.reservation.findUniqueOrThrow({ where: { id: reservation.id } })).status).toBe('pending');
  });
});

describe('an administrator lists reservations', () => {
  it('sees everybody’s reservations, the newest booking first, and one day’s by query or by path', async () => {
    const first = await book({ scheduledDate: '2026-03-07', scheduledTime: '10:00' });
    const second = await book({ scheduledDate: '2026-03-08', scheduledTime: '12:00' }, CUSTOMER);
    const third = await book({ scheduledDate: '2026-03-07', scheduledTime: '14:00' });

    const all = await request(service.app).get('/api/admin/reservations').set(ADMIN);
    const byQuery = await request(service.app).get('/api/admin/reservations?date=2026-03-07').set(ADMIN);
    const byPath = await request(service.app).get('/api/admin/reservations/2026-03-07').set(ADMIN);

    expect(all.status).toBe(200);
    expect(all.body.map((r: { id: number }) => r.id)).toEqual([third.id, second.id, first.id]);
    expect(all.body.every((r: unknown) => reservationSchema.safeParse(r).success)).toBe(true);
    expect(byQuery.body.map((r: { id: number }) => r.id)).toEqual([third.id, first.id]);
    expect(byPath.body).toEqual(byQuery.body);
  });

  it('gets one page at a time (limit, page) with the total in X-Total-Count', async () => {
    const booked = [];
    for (const time of ['10:00', '10:30', '11:00', '11:30', '12:00']) booked.push(await book({ scheduledTime: time }));

    const first = await request(service.app).get('/api/admin/reservations?limit=2').set(ADMIN);
    const second = await request(service.app).get('/api/admin/reservations?limit=2&page=2').set(ADMIN);

    expect(first.headers['x-total-count']).toBe('5');
    expect(first.body.map((r: { id: number }) => r.id)).toEqual([booked[4]!.id, booked[3]!.id]);
    expect(second.body.map((r: { id: number }) => r.id)).toEqual([booked[2]!.id, booked[1]!.id]);
    expect((await request(service.app).get('/api/admin/reservations?limit=1000').set(ADMIN)).status).toBe(400);
  });

  it('finds a booking by part of its tracking code, its plate written any way, or the customer’s e-mail, also a signed-in one’s', async () => {
    const guest = await book({ scheduledTime: '10:00', registrationNumber: 'ABC-123', guestEmail: 'maija@example.fi' });
    const signedIn = await book(
      { scheduledTime: '10:30', registrationNumber: 'XYZ-789', guestEmail: undefined, guestName: undefined, guestPhone: undefined },
      CUSTOMER,
    );
    const ids = async (q: string) => {
      const response = await request(service.app)
        .get(`/api/admin/reservations?${new URLSearchParams({ q })}`)
        .set(ADMIN);
      expect(response.status, q).toBe(200);
      return response.body.map((r: { id: number }) => r.id);
    };
    expect(await ids(guest.trackingCode.slice(-4).toLowerCase())).toEqual([guest.id]);
    expect(await ids('abc 123')).toEqual([guest.id]);
    expect(await ids('xyz789')).toEqual([signedIn.id]);
    expect(await ids('MAIJA@EXAMPLE')).toEqual([guest.id]);
    expect(await ids('aino@example.fi')).toEqual([signedIn.id]);
    expect(await ids('%_')).toEqual([]);
    expect(await ids('nobody@example.fi')).toEqual([]);
    const [found] = (await request(service.app).get('/api/admin/reservations?q=aino%40example.fi').set(ADMIN)).body;
    expect(found).toMatchObject({ contactEmail: 'aino@example.fi', bay: 1 });
  });

  it('refuses a search of under 2 or over 100 characters, or with control characters (400)', async () => {
    for (const q of ['a', 'x'.repeat(101), 'abc\u0000def'])
      expect(
        (
          await request(service.app)
            .get(`/api/admin/reservations?${new URLSearchParams({ q })}`)
            .set(ADMIN)
        ).status,
        q,
      ).toBe(400);
  });

  it('is told 400 for a date that is not a calendar day', async () => {
    expect((await request(service.app).get('/api/admin/reservations?date=2026-02-30').set(ADMIN)).status).toBe(400);
    expect((await request(service.app).get('/api/admin/reservations/7.3.2026').set(ADMIN)).status).toBe(400);
  });
});

describe('an administrator changes a reservation’s status', () => {
  it('when they confirm it, then the change is recorded with who and when, and the customer’s e-mail event is in the outbox', async () => {
    const reservation = await book({}, { 'x-user-language': 'en' });
    await pay(reservation);

    const response = await setStatus(reservation.id, 'confirmed');

    expect(response.status).toBe(200);
    expect(reservationSchema.parse(response.body)).toMatchObject({ id: reservation.id, status: 'confirmed', stage: 'confirmed' });
    const rows = await history(reservation.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'confirmed',
      from_status: 'pending',
      to_status: 'confirmed',
      actor_id: 'admin-1',
      actor_email: 'admin@rengaspalvelu.example',
      source: 'admin',
    });
    expect(Math.abs(new Date(rows[0].at).getTime() - Date.now())).toBeLessThan(60_000);
    const events = await statusEvents();
    expect(events).toHaveLength(1);
    expect(reservationStatusChangedSchema.parse(events[0])).toEqual({
      trackingCode: reservation.trackingCode,
      status: 'confirmed',
      email: 'maija@example.fi',
      language: 'en',
      scheduledDate: '2026-03-07',
      scheduledTime: '10:00',
      locationName: 'Helsinki',
      serviceType: 'tire_change',
      // Whom to greet, the address, and the calendar entry to mark confirmed.
      name: 'Maija Meikäläinen',
      locationAddress: 'Mannerheimintie 120, 00270 Helsinki',
      startsAt: '2026-03-07T08:00:00.000Z',
      calendarSequence: 0,
      wasPaid: true,
      // The guest's manage link of this e-mail (manage-booking.test.ts).
      manageToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
  });

  it('when they cancel it, then the customer is told in Finnish by default and its bay is free again', async () => {
    const reservation = await book();
    await book(); // the second bay of the slot

    expect((await setStatus(reservation.id, 'cancelled')).status).toBe(200);

    expect(await cancelEvents()).toEqual([expect.objectContaining({ reason: 'admin', language: 'fi', wasPaid: false, refundCents: 0 })]);
    expect(await statusEvents()).toHaveLength(0);
    await book();
  });

  it('a signed-in customer who left no guest e-mail is told at the address their booking receipt went to', async () => {
    const reservation = await book({ guestEmail: '' }, CUSTOMER);
    await pay(reservation);

    await setStatus(reservation.id, 'confirmed').expect(200);

    expect(reservationStatusChangedSchema.parse((await statusEvents())[0])).toMatchObject({ email: 'aino@example.fi' });
  });

  it('records starting and completing the work too, but e-mails only confirmations and cancellations', async () => {
    const reservation = await book();
    await pay(reservation);

    for (const status of ['confirmed', 'in_progress', 'completed']) expect((await setStatus(reservation.id, status)).status).toBe(200);

    expect((await history(reservation.id)).map((row) => `${row.type}:${row.from_status}->${row.to_status}`)).toEqual([
      'confirmed:pending->confirmed',
      'started:confirmed->in_progress',
      'completed:in_progress->completed',
    ]);
    expect(await statusEvents()).toHaveLength(1);
  });

  it('setting the status it already has records nothing and sends nothing', async () => {
    const reservation = await book();
    await pay(reservation);
    await setStatus(reservation.id, 'confirmed').expect(200);

    const again = await setStatus(reservation.id, 'confirmed');

    expect(again.status).toBe(200);
    expect(await history(reservation.id)).toHaveLength(1);
    expect(await statusEvents()).toHaveLength(1);
  });

  it('cannot confirm, start or complete a cancelled or completed booking, nor confirm an unpaid one (409, nothing changes)', async () => {
    const cancelled = await book();
    const unpaid = await book({ scheduledTime: '11:00' });
    const done = await book({ scheduledTime: '12:00' });
    await setStatus(cancelled.id, 'cancelled').expect(200);
    await pay(done);
    for (const status of ['confirmed', 'in_progress', 'completed']) await setStatus(done.id, status).expect(200);

    for (const status of ['confirmed', 'in_progress', 'completed']) {
      const response = await setStatus(cancelled.id, status);
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(M.alreadyCancelled);
    }
    const revive = await setStatus(done.id, 'confirmed');
    expect(revive.status).toBe(409);
    expect(revive.body.message).toBe(M.alreadyCompleted);
    expect((await setStatus(done.id, 'cancelled')).body.message).toBe(M.alreadyCompleted);
    const unpaidConfirm = await setStatus(unpaid.id, 'confirmed');
    expect(unpaidConfirm.status).toBe(409);
    expect(unpaidConfirm.body.message).toBe(M.confirmNeedsPayment);

    expect((await service.db.prisma.reservation.findUniqueOrThrow({ where: { id: cancelled.id } })).status).toBe('cancelled');
    expect(await history(cancelled.id)).toHaveLength(1);
    expect(await statusEvents()).toHaveLength(1); // the one real confirmation
  });

  it('cancelling a paid booking refunds it in full, and the history shows who did what', async () => {
    const reservation = await book({ additionalServices: '["retightening"]' });
    await pay(reservation);

    const response = await setStatus(reservation.id, 'cancelled');

    expect(response.body).toMatchObject({ stage: 'cancelled', cancellationReason: 'admin', refundStatus: 'refund_pending', refundAmount: '45.00' });
    expect(await cancelEvents()).toEqual([expect.objectContaining({ reason: 'admin', wasPaid: true, refundCents: 4500 })]);
    const events = await request(service.app).get(`/api/admin/reservations/${reservation.id}/events`).set(ADMIN);
    expect(events.status).toBe(200);
    expect(events.body.map((e: { type: string; actorType: string }) => `${e.type}/${e.actorType}`)).toEqual([
      'created/guest',
      'paid/system',
      'cancelled/admin',
      'refund_requested/admin',
    ]);
    expect((await request(service.app).get(`/api/admin/reservations/${reservation.id}/events`).set(CUSTOMER)).status).toBe(403);
  });

  it('an administrator may move a booking inside the customer’s window; the customer gets the new time', async () => {
    const reservation = await book({ scheduledDate: '2026-03-02', scheduledTime: '16:00' });

    const response = await request(service.app)
      .patch(`/api/admin/reservations/${reservation.id}`)
      .set(ADMIN)
      .send({ scheduledDate: '2026-03-02', scheduledTime: '18:00' });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ scheduledTime: '18:00' });
    expect((await history(reservation.id)).map((row) => row.type)).toEqual(['moved']);
  });

  it('refuses pending, unknown statuses and unknown ids', async () => {
    const reservation = await book();
    expect((await setStatus(reservation.id, 'pending')).status).toBe(400);
    expect((await setStatus(reservation.id, 'done')).status).toBe(400);
    expect((await setStatus(99_999, 'confirmed')).status).toBe(404);
    expect(await history(reservation.id)).toHaveLength(0);
  });
});

describe('the admin stat cards', () => {
  it('count today’s and this week’s active reservations, this month’s completed revenue and the pending ones', async () => {
    const today = await book({ scheduledDate: '2026-03-02', scheduledTime: '16:00' });
    const cancelledToday = await book({ scheduledDate: '2026-03-02', scheduledTime: '17:00' });
    const saturday = await book({ scheduledDate: '2026-03-07', scheduledTime: '10:00' });
    // Sunday 8 March starts the next week, but is still this month.
    const nextSunday = await book({ scheduledDate: '2026-03-08', scheduledTime: '10:00', additionalServices: '["tire_bags"]' });
    const april = await book({ scheduledDate: '2026-04-01', scheduledTime: '16:00' });
    const paidAwaiting = await book({ scheduledDate: '2026-03-03', scheduledTime: '16:00' });
    await setStatus(cancelledToday.id, 'cancelled').expect(200);
    for (const reservation of [saturday, nextSunday, april, paidAwaiting]) await pay(reservation);
    for (const { id } of [saturday, nextSunday, april]) {
      for (const status of ['confirmed', 'in_progress', 'completed']) await setStatus(id, status).expect(200);
    }

    const response = await request(service.app).get('/api/admin/stats').set(ADMIN);

    expect(response.status).toBe(200);
    // Pending confirmation: the paid one; the unpaid one of today is a hold, counted apart.
    expect(adminStatsSchema.parse(response.body)).toEqual({ today: 1, week: 3, monthRevenue: '75.00', pending: 1, unpaidHolds: 1, refundsFailed: 0 });
    expect(today.status).toBe('pending');
  });

  it('are zero with no reservations', async () => {
    const response = await request(service.app).get('/api/admin/stats').set(ADMIN);
    expect(response.body).toEqual({ today: 0, week: 0, monthRevenue: '0.00', pending: 0, unpaidHolds: 0, refundsFailed: 0 });
  });
});

describe('the stat periods in Helsinki time', () => {
  it('start the week on Sunday', () => {
    expect(adminPeriods(new Date('2026-03-02T08:00:00Z'))).toEqual({
      today: '2026-03-02',
      weekStart: '2026-03-01',
      weekEnd: '2026-03-07',
      monthStart: '2026-03-01',
      monthEnd: '2026-03-31',
    });
    // 00:30 on Sunday 8 March in Helsinki is still Saturday in UTC: the Helsinki day decides.
    expect(adminPeriods(new Date('2026-03-07T22:30:00Z'))).toMatchObject({ today: '2026-03-08', weekStart: '2026-03-08', weekEnd: '2026-03-14' });
  });

  it('know the length of each month, leap years included, across a year end', () => {
    expect(adminPeriods(new Date('2028-02-10T10:00:00Z'))).toMatchObject({ monthStart: '2028-02-01', monthEnd: '2028-02-29' });
    expect(adminPeriods(new Date('2026-12-31T23:30:00Z'))).toMatchObject({
      today: '2027-01-01',
      weekStart: '2026-12-27',
      weekEnd: '2027-01-02',
      monthEnd: '2027-01-31',
    });
  });
});
