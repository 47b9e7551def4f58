import { createLogger, type AvailabilityPublisher } from '@tire/service-kit';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { sweepExpiredHolds } from '../src/domain/hold-sweeper.js';
import { guestBooking } from './support/test-app.js';
import { useTestService } from './support/use-test-service.js';

// Every BFF caches slot availability until this service announces a change: every write that
// can take or free a slot announces one before its answer leaves, and nothing else does.
let announcements: number;
/** Stands in for Redis pub/sub (bff/test/availability-cache.test.ts covers the real channel). */
const availability: AvailabilityPublisher = {
  async changed() {
    announcements += 1;
  },
  close() {},
};
const ADMIN = { 'x-user-id': 'admin-1', 'x-user-admin': 'true' };

const service = useTestService({ availability });
// After the helper's own reset: the count starts from zero for every test.
beforeEach(() => {
  announcements = 0;
});

const book = () => request(service.app).post('/api/reservations').send(guestBooking(service.helsinki));

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
    await request(service.app).get(`/api/available-slots?locationId=${service.helsinki}&date=2026-03-07`).expect(200);
    const refused = await request(service.app)
      .post('/api/reservations')
      .send(guestBooking(service.helsinki, { scheduledTime: '03:00' }));
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
