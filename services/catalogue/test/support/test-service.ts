import express from 'express';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { asBff } from '@tire/service-kit/testing/as-bff';
import { emptyTables } from '@tire/service-kit/testing/test-database';
import { createLogger, IDENTITY_HEADERS } from '@tire/service-kit';
import { connectDatabase, type Database } from '../../src/data-access/database.js';
import { seedProducts, seedSku, type SeedProduct } from '../../src/data-access/seed-products.js';
import { staticLocationDirectory } from '../../src/data-access/service-locations-client.js';
import { createCatalogueApp } from '../../src/entry-points/http/app.js';
import { TEST_DATABASE_URL } from './test-database.js';

export const NOW = new Date('2026-03-02T08:00:00.000Z');

/** The service locations as the reservations service lists them (the catalogue only looks them up). */
export const LOCATIONS = [
  { id: 1, name: 'Helsinki – Kamppi', address: 'Urho Kekkosen katu 1, 00100 Helsinki' },
  { id: 2, name: 'Vantaa – Tikkurila', address: 'Tikkurilantie 10, 01300 Vantaa' },
];

export interface Answer {
  status: number;
  body: any;
  headers: Headers;
}

export interface TestService {
  db: Database;
  /** Base URL of the app listening on a free port, for requests that must really run in parallel. */
  url: string;
  /**
   * A call as the BFF makes it; `user` puts a signed-in customer's identity headers on it. A call
   * of an /internal path is made as the payments service, its only caller.
   */
  call(method: string, path: string, options?: { user?: string; body?: unknown; headers?: Record<string, string> }): Promise<Answer>;
  productId(product: Pick<SeedProduct, 'brand' | 'model' | 'size'>): Promise<number>;
  /** Empties the orders (and their Idempotency-Keys) and puts the seeded catalogue back, stock included. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** Tests order many times as one customer: the unpaid-order limits are lifted unless a test is about them. */
export async function startTestService({ limits = { maxPendingOrders: 1000, maxPendingTires: 100_000 } } = {}): Promise<TestService> {
  const db = connectDatabase(TEST_DATABASE_URL, { poolSize: 10 });
  const { app: unguarded } = createCatalogueApp({
    db,
    logger: createLogger('catalogue-test'),
    now: () => NOW,
    locations: staticLocationDirectory(LOCATIONS),
    limits,
  });
  // Called as the BFF calls it: the test's identity headers become a signed service token; the
  // internal calls carry the payments service's token instead.
  const bff = asBff(unguarded, 'catalogue');
  const fromPayments = asBff(unguarded, 'catalogue', 'payments');
  const app = express().use((req, res, next) => (req.url.startsWith('/internal/') ? fromPayments : bff)(req, res, next));
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    db,
    url,
    async call(method, path, { user, body, headers: extra } = {}) {
      const headers: Record<string, string> = { ...extra };
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (user) {
        headers[IDENTITY_HEADERS.userId] = user;
        headers[IDENTITY_HEADERS.userEmail] = `${user}@example.fi`;
        headers[IDENTITY_HEADERS.language] = 'fi';
      }
      const response = await fetch(`${url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
    },
    async productId(product) {
      return (await db.prisma.product.findUniqueOrThrow({ where: { sku: seedSku(product) } })).id;
    },
    async reset() {
      await emptyTables(db.pool, 'catalogue');
      await seedProducts(db.prisma);
    },
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await db.close();
    },
  };
}
