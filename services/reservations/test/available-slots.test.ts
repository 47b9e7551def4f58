import { RESERVATION_MESSAGES as M, serviceLocationSchema } from '@tire/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { guestBooking } from './support/test-app.js';
import { useTestService } from './support/use-test-service.js';

const service = useTestService();

describe('service locations', () => {
  it('lists the three locations with two bays and their opening hours as data', async () => {
    const response = await request(service.app).get('/api/service-locations');

    expect(response.status).toBe(200);
    const locations = serviceLocationSchema.array().parse(response.body);
    expect(locations.map((l) => l.name)).toEqual(['Helsinki', 'Vantaa', 'Espoo']);
    for (const location of locations) {
      expect(location.capacity).toBe(2);
      expect(location.address).toBeTruthy();
      expect(location.openingHours).toContainEqual({ dayOfWeek: 1, opens: '16:00', closes: '20:00' });
      expect(location.openingHours).toContainEqual({ dayOfWeek: 6, opens: '09:00', closes: '20:00' });
    }
  });
});

describe('available slots', () => {
  const slots = (query: Record<string, string>) => request(service.app).get('/api/available-slots').query(query);

  it('lists the Saturday slots of a location', async () => {
    const response = await slots({ locationId: String(service.helsinki), date: '2026-03-07' });
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(22);
    expect(response.body[0]).toBe('09:00');
  });

  it('hides a slot once both bays are booked, and only at that location', async () => {
    await request(service.app).post('/api/reservations').send(guestBooking(service.helsinki));
    let response = await slots({ locationId: String(service.helsinki), date: '2026-03-07' });
    expect(response.body).toContain('10:00');

    await request(service.app).post('/api/reservations').send(guestBooking(service.helsinki));
    response = await slots({ locationId: String(service.helsinki), date: '2026-03-07' });
    expect(response.body).not.toContain('10:00');

    const vantaa = await service.locationId('Vantaa');
    expect((await slots({ locationId: String(vantaa), date: '2026-03-07' })).body).toContain('10:00');
  });

  it('leaves out the slots that have begun today', async () => {
    // the tests' clock reads Monday 2 March 2026 10:00 in Helsinki: today's 16:00 is still to come
    const today = await slots({ locationId: String(service.helsinki), date: '2026-03-02' });
    expect(today.body[0]).toBe('16:00');
    const yesterday = await slots({ locationId: String(service.helsinki), date: '2026-03-01' });
    expect(yesterday.body).toEqual([]);
  });

  it('answers 400 for a missing or malformed date or location and 404 for an unknown location', async () => {
    expect((await slots({ locationId: String(service.helsinki) })).status).toBe(400);
    expect((await slots({ locationId: String(service.helsinki), date: '07.03.2026' })).status).toBe(400);
    expect((await slots({ locationId: String(service.helsinki), date: '2026-02-30' })).status).toBe(400);
    expect((await slots({ locationId: 'abc', date: '2026-03-07' })).status).toBe(400);
    const unknown = await slots({ locationId: '9999', date: '2026-03-07' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(M.locationNotFound);
  });

  it('answers the benchmark ping', async () => {
    expect((await request(service.app).get('/api/ping')).body).toEqual({ ok: true });
  });
});
