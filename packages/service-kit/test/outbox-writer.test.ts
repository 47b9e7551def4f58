import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EventPayload } from '@tire/contracts';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseDatabaseUrl } from '../src/migrate.js';
import { EventPayloadRefused, writeOutboxEvent, type OutboxTransaction } from '../src/outbox-writer.js';
import { inTransaction } from '../src/pg-transaction.js';
import { resetTestDatabase, testDatabase } from '../src/testing/test-database.js';

const SCHEMA = 'outbox_writer_test';
const database = testDatabase({
  service: 'service_kit',
  env: 'TEST_SERVICE_KIT_DATABASE_URL',
  serviceDatabaseUrl: (url) => `${url}${url.includes('?') ? '&' : '?'}schema=${SCHEMA}`,
});
const databaseUrl = database.scratchUrl('outbox_writer');
const migrationsDir = mkdtempSync(path.join(tmpdir(), 'outbox-writer-'));
let pool: pg.Pool;

/** A paid order as the catalogue writes it. */
const orderPaid: EventPayload<'order.paid'> = {
  orderId: 7,
  lines: [{ productId: 1, name: 'Nokian Hakkapeliitta R5', size: '205/55 R16', quantity: 4, unitCents: 13_100 }],
  totalCents: 52_400,
  installationRequested: false,
  location: null,
  paidAt: '2026-03-02T10:00:00.000Z',
  email: 'matti@example.fi',
  // A producer may not know the language: the worker writes Finnish then.
  language: null,
};

const rows = async () =>
  (await pool.query<{ type: string; payload: unknown; available_at: Date | null }>(`SELECT type, payload, available_at FROM ${SCHEMA}.outbox ORDER BY id`))
    .rows;

beforeAll(async () => {
  // The same shape as a service's outbox (services/reservations/prisma/migrations), with the delay column.
  mkdirSync(path.join(migrationsDir, '20260101000000_outbox'));
  writeFileSync(
    path.join(migrationsDir, '20260101000000_outbox', 'migration.sql'),
    `CREATE TABLE "${SCHEMA}".outbox (id BIGSERIAL PRIMARY KEY, type TEXT NOT NULL, payload JSONB NOT NULL,
       created_at TIMESTAMPTZ(3) NOT NULL DEFAULT now(), published_at TIMESTAMPTZ(3), available_at TIMESTAMPTZ(3));
     CREATE TABLE "${SCHEMA}".orders (id INT PRIMARY KEY);`,
  );
  await resetTestDatabase({ databaseUrl, migrationsDir });
  pool = new pg.Pool({ connectionString: parseDatabaseUrl(databaseUrl).connectionString, max: 2 });
});

beforeEach(async () => {
  await pool.query(`TRUNCATE ${SCHEMA}.outbox, ${SCHEMA}.orders RESTART IDENTITY`);
});

afterAll(async () => {
  await pool?.end();
  rmSync(migrationsDir, { recursive: true, force: true });
});

describe('the typed outbox writer', () => {
  it('writes an event that fits its schema as written, in the caller’s transaction, held back until availableAt when asked', async () => {
    const availableAt = new Date('2026-03-02T10:00:30.000Z');
    await inTransaction(pool, async (client) => {
      await writeOutboxEvent(client, SCHEMA, 'order.paid', orderPaid);
      await writeOutboxEvent(client, SCHEMA, 'order.paid', { ...orderPaid, orderId: 8 }, { availableAt });
    });

    expect(await rows()).toEqual([
      { type: 'order.paid', payload: orderPaid, available_at: null },
      { type: 'order.paid', payload: { ...orderPaid, orderId: 8 }, available_at: availableAt },
    ]);
  });

  it('writes through a Prisma transaction ($executeRawUnsafe) the same way', async () => {
    const client = await pool.connect();
    const prismaLike: OutboxTransaction = { $executeRawUnsafe: async (sql, ...values) => (await client.query(sql, values)).rowCount ?? 0 };
    try {
      await writeOutboxEvent(prismaLike, SCHEMA, 'order.paid', orderPaid);
    } finally {
      client.release();
    }
    expect(await rows()).toEqual([{ type: 'order.paid', payload: orderPaid, available_at: null }]);
  });

  it('refuses a payload its event’s schema rejects before it is stored, and the change it announced rolls back with it', async () => {
    const wrong = inTransaction(pool, async (client) => {
      await client.query(`INSERT INTO ${SCHEMA}.orders (id) VALUES (7)`);
      // @ts-expect-error totalCents is a whole number of cents, not euro text: a wrong payload does not compile.
      await writeOutboxEvent(client, SCHEMA, 'order.paid', { ...orderPaid, totalCents: '524.00' });
    });

    await expect(wrong).rejects.toThrow(EventPayloadRefused);
    await expect(wrong).rejects.toThrow(/order\.paid payload refused[\s\S]*totalCents/);
    expect(await rows()).toEqual([]);
    expect((await pool.query(`SELECT id FROM ${SCHEMA}.orders`)).rows).toEqual([]);
  });

  it('refuses a payload that lacks a field, and a name that is no event, at compile time and at run time', async () => {
    const { paidAt: _paidAt, ...withoutPaidAt } = orderPaid;
    // @ts-expect-error paidAt is required.
    await expect(writeOutboxEvent(pool, SCHEMA, 'order.paid', withoutPaidAt)).rejects.toThrow(/paidAt/);
    // @ts-expect-error order.shipped is not in the contract's list of events.
    await expect(writeOutboxEvent(pool, SCHEMA, 'order.shipped', orderPaid)).rejects.toThrow(/not an event/);
    expect(await rows()).toEqual([]);
  });
});
