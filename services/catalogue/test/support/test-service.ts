import express, { type Express } from 'express';
import request from 'supertest';
import { IDENTITY_HEADERS } from '@tire/service-kit';
import { startServiceForTest } from '@tire/service-kit/testing/start-service-for-test';
import { emptyTables } from '@tire/service-kit/testing/test-database';
import { createCatalogueService } from '../../src/catalogue-service.js';
import { loadCatalogueConfig, type CatalogueConfig, type OrderLimits } from '../../src/config.js';
import { connectDatabase, type Database } from '../../src/data-access/database.js';
import { seedProducts, seedSku, type SeedProduct } from '../../src/data-access/seed-products.js';
import type { FittingsClient } from '../../src/data-access/fittings-client.js';
import { staticLocationDirectory } from '../../src/data-access/service-locations-client.js';
import { TEST_DATABASE_URL } from './test-database.js';

export const NOW = new Date('2026-03-02T08:00:00.000Z');

/** The service locations as the reservations service lists them (the catalogue only looks them up). */
export const LOCATIONS = [
  { id: 1, name: 'Helsinki – Kamppi', address: 'Urho Kekkosen katu 1, 00100 Helsinki' },
  { id: 2, name: 'Vantaa – Tikkurila', address: 'Tikkurilantie 10, 01300 Vantaa' },
];

/** The service's settings in the tests: the environment's, on the test database. */
export const testCatalogueConfig = (): CatalogueConfig => ({ ...loadCatalogueConfig(), databaseUrl: TEST_DATABASE_URL });

export interface Answer {
  status: number;
  body: any;
  headers: Headers;
}

export interface TestService {
  db: Database;
  /** The service as the BFF reaches it; an /internal path as the payments service, its only caller (for supertest). */
  app: Express;
  /** The service as the BFF reaches it, /internal paths too (the BFF's own internal calls, e.g. "my bookings"). */
  bff: Express;
  /** Base URL of the app listening on a free port, for requests that must really run in parallel. */
  url: string;
  /**
   * A call as the BFF makes it; `user` puts a signed-in customer's identity headers on it. A call
   * of an /internal path is made as the payments service, its only caller, unless `from: 'bff'`
   * (the BFF's own internal calls: a person's data).
   */
  call(method: string, path: string, options?: { user?: string; body?: unknown; headers?: Record<string, string>; from?: 'bff' }): Promise<Answer>;
  productId(product: Pick<SeedProduct, 'brand' | 'model' | 'size'>): Promise<number>;
  /** Empties the orders (and their Idempotency-Keys) and puts the seeded catalogue back, stock included. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** Tests order many times as one customer: the unpaid-order limits are lifted unless a test is about them. */
export async function startTestService({
  limits = { maxPendingOrders: 1000, maxPendingTires: 100_000 },
  fittings,
}: { limits?: OrderLimits; fittings?: FittingsClient } = {}): Promise<TestService> {
  const settings = testCatalogueConfig();
  const db = connectDatabase(TEST_DATABASE_URL, { poolSize: 10 });
  const service = startServiceForTest(createCatalogueService, {
    service: 'catalogue',
    config: { ...settings, orders: { ...settings.orders, limits } },
    db,
    clock: () => NOW,
    locations: staticLocationDirectory(LOCATIONS),
    ...(fittings ? { fittings } : {}),
  });
  // Called as the BFF calls it: the test's identity headers become a signed service token; the
  // internal calls carry the payments service's token instead.
  const bff = service.app;
  const fromPayments = service.as('payments');
  const app = express().use((req, res, next) => (req.url.startsWith('/internal/') ? fromPayments : bff)(req, res, next));
  return {
    db,
    app,
    bff,
    url: await service.listen(app),
    async call(method, path, { user, body, headers: extra, from } = {}) {
      const headers: Record<string, string> = { ...extra };
      if (user) {
        headers[IDENTITY_HEADERS.userId] = user;
        headers[IDENTITY_HEADERS.userEmail] = `${user}@example.fi`;
        headers[IDENTITY_HEADERS.language] = 'fi';
      }
      const sent = request(from === 'bff' ? bff : app)
        [method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](path)
        .set(headers);
      const response = await (body === undefined ? sent : sent.send(body as object));
      return {
        status: response.status,
        body: response.text ? JSON.parse(response.text) : null,
        headers: new Headers(response.headers as Record<string, string>),
      };
    },
    async productId(product) {
      return (await db.prisma.product.findUniqueOrThrow({ where: { sku: seedSku(product) } })).id;
    },
    async reset() {
      await emptyTables(db.pool, 'catalogue');
      await seedProducts(db.prisma);
    },
    close: () => service.close(),
  };
}
