import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { RESERVATION_MESSAGES } from '@tire/contracts';
import { deadUrl, redisReady } from './harness.js';
import { fakeServiceForFile } from './support/fake-service-for-file.js';
import { withBff } from './support/with-bff.js';

const reservations = fakeServiceForFile();

describe('tracking lookups per IP', () => {
  it('answers 429 with Retry-After after the limit, without asking the service', async () => {
    await withBff({ RESERVATIONS_URL: reservations.url, TRACK_RATE_LIMIT: '3', TRACK_RATE_LIMIT_WINDOW_S: '60' }, async (bff) => {
      await redisReady(bff);
      for (let i = 0; i < 3; i += 1) await request(bff.server).get(`/api/reservations/track/TIRE-AAAAA${i}`).expect(200);
      const limited = await request(bff.server).get('/api/reservations/track/TIRE-AAAAA9');
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ code: 'rateLimited', message: RESERVATION_MESSAGES.tooManyRequests, errors: [] });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(reservations.received.filter((r) => r.url.startsWith('/api/reservations/track/'))).toHaveLength(3);
      // Other calls are not counted against the tracking limit.
      await request(bff.server).get('/api/service-locations').expect(200);
    });
  });

  it('still limits, quickly, when Redis is down: the limit is counted in the BFF itself (fail safe, not open)', async () => {
    const redisDown = (await deadUrl()).replace('http', 'redis');
    await withBff({ RESERVATIONS_URL: reservations.url, TRACK_RATE_LIMIT: '2', REDIS_URL: redisDown }, async (bff) => {
      const started = Date.now();
      for (let i = 0; i < 2; i += 1) await request(bff.server).get('/api/reservations/track/TIRE-BBBBBB').expect(200);
      await request(bff.server).get('/api/reservations/track/TIRE-BBBBBB').expect(429);
      expect(Date.now() - started).toBeLessThan(2000);
    });
  });
});
