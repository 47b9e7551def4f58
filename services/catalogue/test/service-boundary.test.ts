import { createLogger } from '@tire/service-kit';
import { asBff } from '@tire/service-kit/testing/as-bff';
import { startServiceForTest, type ServiceForTest } from '@tire/service-kit/testing/start-service-for-test';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueService } from '../src/catalogue-service.js';
import { connectDatabase } from '../src/data-access/database.js';
import { staticLocationDirectory } from '../src/data-access/service-locations-client.js';
import { TEST_DATABASE_URL } from './support/test-database.js';
import { testCatalogueConfig } from './support/test-service.js';

// Reaching the catalogue's port is not enough: an order is marked paid only by a caller holding
// the platform's credential (the payments service's token), and only with the amount paid.
let service: ServiceForTest;
let app: Express;

beforeAll(() => {
  service = startServiceForTest(createCatalogueService, {
    service: 'catalogue',
    config: testCatalogueConfig(),
    db: connectDatabase(TEST_DATABASE_URL, { poolSize: 2 }),
    logger: createLogger('catalogue-boundary-test'),
    locations: staticLocationDirectory([]),
  });
  // The service itself, without a token: the boundary under test.
  app = service.unguarded;
});
afterAll(() => service.close());

describe('the catalogue’s boundary', () => {
  it('answers 401 to a paid mark, an order list or an admin header without a service token', async () => {
    for (const call of [
      request(app).post('/internal/orders/1/paid').send({}),
      request(app).post('/internal/orders/1/paid').send({ amountCents: 100 }),
      request(app).get('/api/tire-orders').set({ 'x-user-id': 'someone', 'x-user-admin': 'true' }),
    ]) {
      const response = await call;
      expect(response.status).toBe(401);
    }
  });

  it('takes a paid mark from the payments service alone: 403 to the BFF’s and the notifications service’s tokens', async () => {
    for (const issuer of ['bff', 'notifications'] as const) {
      const response = await request(asBff(app, 'catalogue', issuer))
        .post('/internal/orders/1/paid')
        .send({ amountCents: 100 });
      expect(response.status, issuer).toBe(403);
    }
  });

  it('with the payments service’s token, a paid mark still needs the amount (400 naming it)', async () => {
    const response = await request(asBff(app, 'catalogue', 'payments'))
      .post('/internal/orders/1/paid')
      .send({});
    expect(response.status).toBe(400);
    expect(response.body.errors[0].path).toBe('amountCents');
  });
});
