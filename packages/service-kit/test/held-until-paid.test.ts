import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { callPath, notifyOrderCancelled, notifyReservationCancelled } from '@tire/contracts';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdEndsAt, sweepHolds, type ExpiredHoldBatch } from '../src/held-until-paid/hold-sweep.js';
import { sendMoneyNotices } from '../src/held-until-paid/money-notices.js';
import { createPaymentsMoneyClient } from '../src/held-until-paid/payments-client.js';
import { createLogger } from '../src/logger.js';

const logger = createLogger('held-until-paid-test');
logger.level = 'silent';

/** A pool whose one connection records the transaction statements it is given. */
function recordingPool() {
  const statements: string[] = [];
  const client = { query: async (sql: string) => void statements.push(sql), release: () => {} };
  return { pool: { connect: async () => client } as unknown as pg.Pool, statements, client };
}

describe('the hold sweep', () => {
  const now = new Date('2026-03-02T10:00:00.000Z');

  it('releases what ran out holdMinutes before now, batch after batch (each in its own transaction) until a short one', async () => {
    const { pool, statements } = recordingPool();
    const batches: ExpiredHoldBatch[] = [];
    const left = [1, 2, 3, 4, 5];
    const released: number[][] = [];
    const ids = await sweepHolds({
      pool,
      now: () => now,
      logger,
      holdMinutes: 30,
      batchSize: 2,
      releaseBatch: async (_client, batch) => {
        batches.push(batch);
        return left.splice(0, batch.limit);
      },
      released: (batch) => void released.push(batch),
    });

    expect(ids).toEqual([1, 2, 3, 4, 5]);
    expect(batches).toEqual(Array(3).fill({ createdBefore: new Date('2026-03-02T09:30:00.000Z'), at: now, limit: 2 }));
    expect(statements).toEqual(['BEGIN', 'COMMIT', 'BEGIN', 'COMMIT', 'BEGIN', 'COMMIT']);
    expect(released).toEqual([[1, 2, 3, 4, 5]]);
  });

  it('says nothing when nothing ran out, and a hold made at 10:00 runs out at 10:30', async () => {
    const { pool } = recordingPool();
    let told = false;
    const sweep = { pool, now: () => now, logger, holdMinutes: 30, releaseBatch: async () => [], released: () => void (told = true) };
    expect(await sweepHolds(sweep)).toEqual([]);
    expect(told).toBe(false);
    expect(holdEndsAt(now, 30)).toEqual(new Date('2026-03-02T10:30:00.000Z'));
  });
});

describe('the money notices', () => {
  it('acknowledges each pending notice in order and stops at the first the payments service was not told of, to try again next run', async () => {
    const acknowledged: [number, string][] = [];
    let down = 3;
    const notices = {
      logger,
      pending: async (limit: number) => [1, 2, 3, 4].slice(0, limit),
      send: async (id: number) => {
        if (id === down) throw new Error('payments down');
        return `answer ${id}`;
      },
      acknowledge: async (id: number, answer: string) => void acknowledged.push([id, answer]),
      logFields: (id: number) => ({ reservationId: id }),
    };

    expect(await sendMoneyNotices(notices)).toBe(2);
    expect(acknowledged).toEqual([
      [1, 'answer 1'],
      [2, 'answer 2'],
    ]);
    down = 0;
    expect(await sendMoneyNotices({ ...notices, batchSize: 3 })).toBe(3);
  });
});

describe('the payments money client', () => {
  let server: Server;
  let baseUrl: string;
  const received: { path: string; body: unknown }[] = [];
  let answer: { status: number; body?: unknown } = { status: 200 };

  beforeAll(async () => {
    server = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => (text += chunk));
      req.on('end', () => {
        received.push({ path: req.url ?? '', body: JSON.parse(text) });
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body === undefined ? '' : JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('hands a cancellation over at the contract’s paths, and checks the answer against it', async () => {
    const refund = { id: 're_1', status: 'refund_pending', amountCents: 3500 };
    answer = { status: 200, body: { cancelledIntents: 1, refund } };
    const client = createPaymentsMoneyClient('reservations', baseUrl);
    expect(await client.reservationCancelled(7, 'hold_expired')).toEqual({ cancelledIntents: 1, refund });
    expect(await client.orderCancelled(8, 'admin')).toEqual({ cancelledIntents: 1, refund });
    expect(received).toEqual([
      { path: callPath(notifyReservationCancelled, { id: 7 }), body: { reason: 'hold_expired' } },
      { path: callPath(notifyOrderCancelled, { id: 8 }), body: { reason: 'admin' } },
    ]);

    answer = { status: 200, body: { refund: 'all of it' } };
    await expect(client.reservationCancelled(7, 'admin')).rejects.toThrow();
  });

  it('reads a booking the payments service does not know as nothing to settle, but an order call it lacks as not told', async () => {
    answer = { status: 404 };
    const client = createPaymentsMoneyClient('catalogue', baseUrl);
    expect(await client.reservationCancelled(7, 'admin')).toBeUndefined();
    await expect(client.orderCancelled(8, 'admin')).rejects.toThrow(/no order cancelled call/);
  });
});
