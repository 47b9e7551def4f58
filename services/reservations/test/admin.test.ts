import { adminStatsSchema, reservationSchema, reservationStatusChangedSchema } from '@tire/contracts';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminPeriods } from '../src/domain/admin-periods.js';
import { guestBooking, startTestService, type TestService } from './support/test-app.js';

// The clock stands at Monday 2 March 2026, 10:00 in Helsinki (support/test-app.ts NOW): the week
// (Sunday first) runs from 1 to 7 March.
let service: TestService;
let helsinki: number;

beforeAll(async () => {
  service = await startTestService();
  helsinki = await service.locationId('Helsinki');
});
beforeEach(() => service.reset());
afterAll(() => service.close());

const ADMIN = { 'x-user-id': 'admin-1', 'x-user-email': 'admin@rengaspalvelu.example', 'x-user-admin': 'true' };
const CUSTOMER = { 'x-user-id': 'user-aino', 'x-user-email': 'aino@example.fi', 'x-user-admin': 'false' };

async function book(overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const response = await request(service.app).post('/api/reservations').set(headers).send(guestBooking(helsinki, overrides));
  expect(response.status).toBe(201);
  return reservationSchema.parse(response.body);
}

const setStatus = (id: number, status: string, headers: Record<string, string> = ADMIN) =>
  request(service.app).patch(`/api/reservations/${id}/status`).set(headers).send({ status });

const history = async (reservationId: number) =>
  (await service.db.pool.query(
    `SELECT from_status, to_status, changed_by, changed_by_email, changed_at FROM reservations.reservation_status_changes
     WHERE reservation_id = $1 ORDER BY id`,
    [reservationId],
  )).rows;

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

  it('is told 400 for a date that is not a calendar day', async () => {
    expect((await request(service.app).get('/api/admin/reservations?date=2026-02-30').set(ADMIN)).status).toBe(400);
    expect((await request(service.app).get('/api/admin/reservations/7.3.2026').set(ADMIN)).status).toBe(400);
  });
});

describe('an administrator changes a reservation’s status', () => {
  it('when they confirm it, then the change is recorded with who and when, and the customer’s e-mail event is in the outbox', async () => {
    const reservation = await book({}, { 'x-user-language': 'en' });

    const response = await setStatus(reservation.id, 'confirmed');

    expect(response.status).toBe(200);
    expect(reservationSchema.parse(response.body)).toMatchObject({ id: reservation.id, status: 'confirmed' });
    const rows = await history(reservation.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ from_status: 'pending', to_status: 'confirmed', changed_by: 'admin-1', changed_by_email: 'admin@rengaspalvelu.example' });
    expect(Math.abs(new Date(rows[0].changed_at).getTime() - Date.now())).toBeLessThan(60_000);
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
    });
  });

  it('when they cancel it, then the customer is told in Finnish by default and its bay is free again', async () => {
    const reservation = await book();
    await book(); // the second bay of the slot

    expect((await setStatus(reservation.id, 'cancelled')).status).toBe(200);

    expect(reservationStatusChangedSchema.parse((await statusEvents())[0])).toMatchObject({ status: 'cancelled', language: 'fi' });
    await book();
  });

  it('a signed-in customer who left no guest e-mail is told at the address their booking receipt went to', async () => {
    const reservation = await book({ guestEmail: '' }, CUSTOMER);

    await setStatus(reservation.id, 'confirmed').expect(200);

    expect(reservationStatusChangedSchema.parse((await statusEvents())[0])).toMatchObject({ email: 'aino@example.fi' });
  });

  it('records starting and completing the work too, but e-mails only confirmations and cancellations', async () => {
    const reservation = await book();

    for (const status of ['confirmed', 'in_progress', 'completed']) expect((await setStatus(reservation.id, status)).status).toBe(200);

    expect((await history(reservation.id)).map((row) => `${row.from_status}->${row.to_status}`)).toEqual([
      'pending->confirmed',
      'confirmed->in_progress',
      'in_progress->completed',
    ]);
    expect(await statusEvents()).toHaveLength(1);
  });

  it('setting the status it already has records nothing and sends nothing', async () => {
    const reservation = await book();
    await setStatus(reservation.id, 'confirmed').expect(200);

    const again = await setStatus(reservation.id, 'confirmed');

    expect(again.status).toBe(200);
    expect(await history(reservation.id)).toHaveLength(1);
    expect(await statusEvents()).toHaveLength(1);
  });

  it('bringing back a cancelled reservation takes a bay again, or answers 409 when its slot has been booked full', async () => {
    const revived = await book();
    const refused = await book({ scheduledTime: '11:00' });
    await setStatus(revived.id, 'cancelled').expect(200);
    await setStatus(refused.id, 'cancelled').expect(200);
    await book({ scheduledTime: '11:00' });
    await book({ scheduledTime: '11:00' });

    expect((await setStatus(revived.id, 'confirmed')).status).toBe(200);
    const full = await setStatus(refused.id, 'confirmed');

    expect(full.status).toBe(409);
    expect((await service.db.prisma.reservation.findUniqueOrThrow({ where: { id: refused.id } })).status).toBe('cancelled');
    expect(await history(refused.id)).toHaveLength(1);
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
    await setStatus(cancelledToday.id, 'cancelled').expect(200);
    for (const id of [saturday.id, nextSunday.id, april.id]) await setStatus(id, 'completed').expect(200);

    const response = await request(service.app).get('/api/admin/stats').set(ADMIN);

    expect(response.status).toBe(200);
    expect(adminStatsSchema.parse(response.body)).toEqual({ today: 1, week: 2, monthRevenue: '75.00', pending: 1 });
    expect(today.status).toBe('pending');
  });

  it('are zero with no reservations', async () => {
    const response = await request(service.app).get('/api/admin/stats').set(ADMIN);
    expect(response.body).toEqual({ today: 0, week: 0, monthRevenue: '0.00', pending: 0 });
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
