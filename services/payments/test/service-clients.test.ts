import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueClient } from '../src/data-access/catalogue-client.js';
import { createReservationsClient } from '../src/data-access/reservations-client.js';

const calls: string[] = [];
const order = { id: 7, userId: 'u1', email: 'u1@example.fi', language: 'fi', totalCents: 9900, status: 'pending', paidAt: null, lastPaymentError: null };
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    calls.push(`${req.method} ${req.url}`);
    if (req.url === '/internal/orders/7') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(order));
    } else if (req.url === '/internal/orders/7/paid') res.writeHead(204).end();
    else if (req.url === '/internal/reservations/6/paid') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":6,"paymentStatus":"paid","status":"cancelled","refundRequired":true}');
    } else if (req.url === '/internal/reservations/6/refund') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":6,"refundStatus":"refund_pending"}');
    } else res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('calls to the other services', () => {
  it("reads an order at the catalogue's internal path, a missing one as undefined, and takes an empty 204 as done", async () => {
    const catalogue = createCatalogueClient(base);
    expect(await catalogue.order(7)).toMatchObject({ id: 7, userId: 'u1', totalCents: 9900, status: 'pending' });
    expect(await catalogue.order(8)).toBeUndefined();
    await catalogue.markPaid(7, { paymentIntentId: 'pi_1', amountCents: 9900 });
    expect(calls).toEqual(['GET /internal/orders/7', 'GET /internal/orders/8', 'POST /internal/orders/7/paid']);
  });

  it('a paid mark for a reservation the service does not know fails, so it is tried again later', async () => {
    await expect(createReservationsClient(base).markPaid(5, { paymentIntentId: 'pi_1', amountCents: 100 })).rejects.toThrow('not found');
  });

  it("reads refundRequired from the reservations service's paid mark, and reports a refund at the contract's path", async () => {
    const reservations = createReservationsClient(base);
    calls.length = 0;
    expect(await reservations.markPaid(6, { paymentIntentId: 'pi_6', amountCents: 100 })).toMatchObject({ refundRequired: true });
    await reservations.reportRefund(6, { refundId: 'rf_1', status: 'refund_pending', amountCents: 100, failureMessage: null });
    // A reservation it does not know fails the report, so the worker sends it again.
    await expect(reservations.reportRefund(5, { refundId: 'rf_2', status: 'refunded', amountCents: 100 })).rejects.toThrow('not found');
    expect(calls).toEqual(['POST /internal/reservations/6/paid', 'POST /internal/reservations/6/refund', 'POST /internal/reservations/5/refund']);
  });

  it('a service that is down is a 503 for the caller', async () => {
    await expect(createCatalogueClient('http://127.0.0.1:9').order(1)).rejects.toMatchObject({ status: 503 });
  });
});
