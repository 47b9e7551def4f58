import { createLogger, type AvailabilityPublisher } from '@tire/service-kit';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sweepExpiredHolds } from '../src/domain/hold-sweeper.js';
import { guestBooking, startTestService, type TestService } from './support/test-app.js';

// Every BFF caches slot availability until this service announces a change: every write that
// can take or free a slot announces one before its answer leaves, and nothing else does.
let service: TestService;
let helsinki: number;
let announcements: number;
/** Stands in for Redis pub/sub (bff/test/availability-cache.test.ts covers the real channel). */
const availability: AvailabilityPublisher = {
  async changed() {
    announcements += 1;
  },
  close() {},
};
const ADMIN = { 'x-user-id': 'admin-1', 'x-user-admin': 'true' };

beforeAll(async () => {
  service = await startTestService({ availability });
  helsinki = await service.locationId('Helsinki');
});
beforeEach(async () => {
  await service.reset();
  announcements = 0;
});
afterAll(() => service.close());

const book = () => request(service.app).post('/api/reservations').send(guestBooking(helsinki));

describe('announcing availability changes to the BFFs', () => {
  it('a booking is announced before its answer reaches the caller', async () => {
    const response = await book();
    expect(response.status).toBe(201);
    expect(announcements).toBe(1);
  });

  it('an admin’s cancellation and a failed payment are announced too', async () => {
    const { id } = (await book()).body as { id: number };
    await request(service.fromPayments).post(`/internal/reservations/${id}/payment-failed`).send({ message: 'Your card was declined.' }).expect(200);
    await request(service.app).patch(`/api/reservations/${id}/status`).set(ADMIN).send({ status: 'cancelled' }).expect(200);
    expect(announcements).toBe(3);
  });

  it('reads and refused writes announce nothing', async () => {
    await request(service.app).get(`/api/available-slots?locationId=${helsinki}&date=2026-03-07`).expect(200);
    const refused = await request(service.app)
      .post('/api/reservations')
      .send(guestBooking(helsinki, { scheduledTime: '03:00' }));
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(announcements).toBe(0);
  });

  it('the hold sweeper announces the slots it frees, and an idle sweep announces nothing', async () => {
    const logger = createLogger('availability-changes-test');
    const later = () => new Date(Date.now() + 31 * 60_000);
    expect(await sweepExpiredHolds({ pool: service.db.pool, logger, now: later, availability, holdMinutes: 30 })).toEqual([]);
    expect(announcements).toBe(0);
    const { id } = (await book()).body as { id: number };
    announcements = 0;
    expect(await sweepExpiredHolds({ pool: service.db.pool, logger, now: later, availability, holdMinutes: 30 })).toEqual([id]);
    expect(announcements).toBe(1);
  });
});
