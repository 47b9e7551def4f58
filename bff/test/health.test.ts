import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadUrl, startBff, startFakeService, type FakeService } from './harness.js';

let up: FakeService;

beforeAll(async () => {
  up = await startFakeService();
});
afterAll(async () => {
  await up?.close();
});

describe('health', () => {
  it('is ready when every service and Redis answer, and says which one does not', async () => {
    const allUp = { RESERVATIONS_URL: up.url, CATALOGUE_URL: up.url, PAYMENTS_URL: up.url, ACCOUNTS_URL: up.url, NOTIFICATIONS_URL: up.url };
    const ready = await startBff(allUp);
    const degraded = await startBff({ ...allUp, PAYMENTS_URL: await deadUrl() });
    try {
      await request(ready.server).get('/health').expect(200, { status: 'ok' });
      const good = await request(ready.server).get('/health/ready');
      expect(good.status).toBe(200);
      expect(good.body.checks).toEqual({ reservations: 'ok', catalogue: 'ok', payments: 'ok', accounts: 'ok', notifications: 'ok', redis: 'ok' });

      const bad = await request(degraded.server).get('/health/ready');
      expect(bad.status).toBe(503);
      expect(bad.body.status).toBe('unavailable');
      expect(bad.body.checks.payments).not.toBe('ok');
      expect(bad.body.checks.reservations).toBe('ok');
    } finally {
      await ready.close();
      await degraded.close();
    }
  });
});
