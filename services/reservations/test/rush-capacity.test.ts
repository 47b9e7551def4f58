import { RUSH_MESSAGES } from '@tire/contracts';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { guestBooking, startTestService, type TestService } from './support/test-app.js';

// The tests' clock: Monday 2 March 2026, 10:00 in Helsinki. Helsinki has two bays, weekdays 16-20,
// Saturdays 09-20.
const ADMIN = { 'x-user-id': 'admin-1', 'x-user-email': 'admin@rengaspalvelu.example', 'x-user-admin': 'true' };
const CUSTOMER = { 'x-user-id': 'customer-1', 'x-user-email': 'maija@example.fi' };
const SATURDAY = '2026-03-07';
const WEDNESDAY = '2026-03-04';

let service: TestService;
let helsinki: number;

beforeAll(async () => {
  service = await startTestService();
  helsinki = await service.locationId('Helsinki');
});
beforeEach(() => service.reset());
afterAll(() => service.close());

const book = (date: string, time: string) =>
  request(service.app)
    .post('/api/reservations')
    .send(guestBooking(helsinki, { scheduledDate: date, scheduledTime: time }));
const slots = async (date: string): Promise<string[]> =>
  (
    await request(service.app)
      .get('/api/available-slots')
      .query({ locationId: String(helsinki), date })
  ).body;
const dayOf = async (date: string) =>
  (
    await request(service.app)
      .get('/api/availability')
      .query({ locationId: String(helsinki), from: date, to: date })
  ).body.days[0];
const saveRushDay = (body: Record<string, unknown>, headers: Record<string, string> = ADMIN) =>
  request(service.app).put('/api/admin/rush-days').set(headers).send(body);
const removeRushDay = (date: string) => request(service.app).delete(`/api/admin/rush-days/${helsinki}/${date}`).set(ADMIN);

describe('a rush day’s extra bays', () => {
  it('offers a full slot again and takes exactly the two extra bookings, the third refused', async () => {
    expect((await book(SATURDAY, '10:00')).status).toBe(201);
    expect((await book(SATURDAY, '10:00')).status).toBe(201);
    expect(await slots(SATURDAY)).not.toContain('10:00');
    expect((await book(SATURDAY, '10:00')).status).toBe(409);

    const saved = await saveRushDay({ locationId: helsinki, date: SATURDAY, extraBays: 2 });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ locationId: helsinki, date: SATURDAY, extraBays: 2, opensEarly: null, closesLate: null });
    expect(await slots(SATURDAY)).toContain('10:00');
    expect((await dayOf(SATURDAY)).times.find((t: { time: string }) => t.time === '10:00')).toEqual({ time: '10:00', left: 2 });

    const third = await book(SATURDAY, '10:00');
    const fourth = await book(SATURDAY, '10:00');
    expect([third.status, fourth.status]).toEqual([201, 201]);
    expect([third.body.bay, fourth.body.bay].sort()).toEqual([3, 4]);
    expect((await book(SATURDAY, '10:00')).status).toBe(409);
    expect(await slots(SATURDAY)).not.toContain('10:00');
    // Another time of the day has its four places.
    expect((await dayOf(SATURDAY)).times.find((t: { time: string }) => t.time === '10:30')).toEqual({ time: '10:30', left: 4 });
  });

  it('refuses the extra places again once the rush day is removed; the bookings made in them stay', async () => {
    await saveRushDay({ locationId: helsinki, date: SATURDAY, extraBays: 1 });
    for (let i = 0; i < 3; i++) expect((await book(SATURDAY, '11:00')).status).toBe(201);
    expect((await book(SATURDAY, '10:00')).status).toBe(201);

    expect((await removeRushDay(SATURDAY)).body).toEqual({ removed: true });
    // 11:00 holds three bookings against two bays: full, and the three stay.
    expect(await slots(SATURDAY)).not.toContain('11:00');
    expect((await book(SATURDAY, '11:00')).status).toBe(409);
    const active = await service.db.pool.query(
      `SELECT count(*)::int AS n FROM reservations.reservations WHERE scheduled_time = '11:00' AND status <> 'cancelled'`,
    );
    expect(active.rows[0].n).toBe(3);
    // 10:00 had one: the second bay is still there, the third is not.
    expect((await book(SATURDAY, '10:00')).status).toBe(201);
    expect((await book(SATURDAY, '10:00')).status).toBe(409);
    expect((await removeRushDay(SATURDAY)).body).toEqual({ removed: false });
  });
});

describe('a rush day’s longer hours', () => {
  it('offers and books from the earlier opening to the last slot before the later closing, on that day only', async () => {
    expect((await book(WEDNESDAY, '14:00')).status).toBe(422);
    await saveRushDay({ locationId: helsinki, date: WEDNESDAY, opensEarly: '14:00', closesLate: '21:00' });

    const times = await slots(WEDNESDAY);
    expect(times[0]).toBe('14:00');
    expect(times.at(-1)).toBe('20:30');
    expect((await book(WEDNESDAY, '14:00')).status).toBe(201);
    expect((await book(WEDNESDAY, '20:30')).status).toBe(201);
    expect((await book(WEDNESDAY, '13:30')).status).toBe(422);
    expect((await book(WEDNESDAY, '21:00')).status).toBe(422);
    // The next Wednesday keeps its weekly hours.
    expect((await book('2026-03-11', '14:00')).status).toBe(422);

    await removeRushDay(WEDNESDAY);
    expect((await slots(WEDNESDAY))[0]).toBe('16:00');
    expect((await book(WEDNESDAY, '14:30')).status).toBe(422);
  });
});

describe('the rush days’ admin calls', () => {
  it('are the admin’s alone', async () => {
    expect((await saveRushDay({ locationId: helsinki, date: SATURDAY, extraBays: 2 }, CUSTOMER)).status).toBe(403);
    expect((await request(service.app).get('/api/admin/rush-days').set(CUSTOMER)).status).toBe(403);
    expect((await request(service.app).get('/api/admin/rush-days')).status).toBe(401);
  });

  it('refuses a day with nothing extra, hours in the wrong order or off the half hour, with the field named', async () => {
    const nothing = await saveRushDay({ locationId: helsinki, date: SATURDAY, extraBays: 0 });
    expect(nothing.status).toBe(400);
    expect(nothing.body.errors).toEqual([expect.objectContaining({ path: 'extraBays', message: RUSH_MESSAGES.nothingExtra })]);
    const reversed = await saveRushDay({ locationId: helsinki, date: SATURDAY, opensEarly: '21:00', closesLate: '07:00' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toEqual([expect.objectContaining({ path: 'closesLate', message: RUSH_MESSAGES.hoursOrder })]);
    expect((await saveRushDay({ locationId: helsinki, date: SATURDAY, opensEarly: '07:15' })).status).toBe(400);
    expect((await saveRushDay({ locationId: 99999, date: SATURDAY, extraBays: 1 })).status).toBe(404);
  });

  it('lists the rush days ahead', async () => {
    await saveRushDay({ locationId: helsinki, date: SATURDAY, extraBays: 2, closesLate: '21:00' });
    const list = await request(service.app).get('/api/admin/rush-days').set(ADMIN);
    expect(list.body).toEqual([{ locationId: helsinki, date: SATURDAY, extraBays: 2, opensEarly: null, closesLate: '21:00' }]);
  });
});
