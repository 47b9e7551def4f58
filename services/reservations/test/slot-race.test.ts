import { RESERVATION_MESSAGES as M } from '@tire/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { guestBooking, startTestService, type TestService } from './support/test-app.js';

let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});
beforeEach(() => service.reset());
afterAll(() => service.close());

const post = (body: object) =>
  fetch(`${service.url}/api/reservations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then(async (response) => ({ status: response.status, body: await response.json() }));

describe('a slot never takes more bookings than the location has bays', () => {
  it('when 20 guests race for a slot of capacity 2, then exactly 2 get 201 and the rest 409', async () => {
    const vantaa = await service.locationId('Vantaa');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(guestBooking(vantaa, { guestEmail: `guest${i}@example.fi`, scheduledTime: '12:00' }))),
    );

    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(18);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body.message).toBe(M.slotUnavailable);

    const rows = await service.db.prisma.reservation.findMany({ where: { locationId: vantaa } });
    expect(rows.map((r) => r.bay).sort()).toEqual([1, 2]);
  });

  it('when the database is asked directly for a third active booking in a full slot, then it refuses', async () => {
    const espoo = await service.locationId('Espoo');
    expect((await post(guestBooking(espoo))).status).toBe(201);
    expect((await post(guestBooking(espoo))).status).toBe(201);
    const existing = await service.db.prisma.reservation.findFirstOrThrow({ where: { locationId: espoo } });

    // even code that skips the use case cannot put a second booking in a taken bay, nor use a bay that does not exist
    const copy = (bay: number, code: string) =>
      service.db.pool.query(
        `INSERT INTO reservations.reservations (tracking_code, service_type, location_id, scheduled_date, scheduled_time,
           starts_at, bay, registration_number, vehicle_model, tire_size, total_cents)
         VALUES ($1, 'tire_change', $2, '2026-03-07', '10:00', $3, $4, 'X', 'Y', 'Z', 3500)`,
        [code, espoo, existing.startsAt, bay],
      );
    await expect(copy(1, 'TIRE-AAAAAA')).rejects.toMatchObject({ code: '23505' });
    await expect(copy(3, 'TIRE-BBBBBB')).rejects.toMatchObject({ code: '23503' });
  });

  it('when a booking is cancelled, then its bay can be booked again', async () => {
    const espoo = await service.locationId('Espoo');
    const first = await post(guestBooking(espoo));
    await post(guestBooking(espoo));
    expect((await post(guestBooking(espoo))).status).toBe(409);

    await service.db.prisma.reservation.update({ where: { id: first.body.id }, data: { status: 'cancelled' } });

    expect((await post(guestBooking(espoo))).status).toBe(201);
  });
});
