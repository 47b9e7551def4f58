import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from './support/test-app.js';

// From any host that reaches the port, headers alone prove nothing: without the BFF's (or
// another service's) signed token every call but the health probes is refused.
let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

describe('the reservations service’s boundary', () => {
  it('answers 401 to forged admin headers, and to the payments service’s internal calls made without a token', async () => {
    const forged = { 'x-user-id': 'x', 'x-user-admin': 'true' };
    const calls = [
      request(service.unguarded).get('/api/admin/reservations').set(forged),
      request(service.unguarded).get('/api/reservations').set(forged),
      request(service.unguarded).post('/internal/reservations/1/paid').send({ amountCents: 3500 }),
      request(service.unguarded).post('/internal/reservations/1/refund').send({ refundId: 're_1', status: 'refunded', amountCents: 3500 }),
      request(service.unguarded).get('/internal/reservations/by-code/TIRE-ABCDEF'),
    ];
    for (const call of calls) {
      const response = await call;
      expect(response.status).toBe(401);
      expect(response.body).not.toHaveProperty('0');
    }
    expect((await request(service.unguarded).get('/health')).status).toBe(200);
  });
});
