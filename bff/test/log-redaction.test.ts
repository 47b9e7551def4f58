import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, createServiceApp, finish, SERVICE_TOKEN_HEADER } from '@tire/service-kit';
import { startBff, startFakeService, type FakeService } from './harness.js';
import { deleteSessions, sessionPrefixFor } from './support/sessions.js';
import { signInWithCode } from './support/sign-in.js';
import { accountUser, FILLED_PROFILE } from './support/users.js';

/**
 * The BFF and a service (service-kit's createServiceApp, as every service is made) with their
 * loggers writing to memory at the debug level: after signed-in traffic (a booking, its tracking
 * page, its payment check) no line holds the service token, the session cookie, the tracking
 * code, the payment intent id or the client's full address.
 */
const TRACKING_CODE = 'TIRE-7KQ2MX';
const PAYMENT_INTENT = 'pi_3QsecretIntent42';
const CLIENT_ADDRESS = '198.51.100.23';
/** A guest's manage link token (the e-mails' /manage-booking#token=…), as the manage page sends it. */
const MANAGE_TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';
const user = accountUser({ id: '6f0c1f8e-2f7e-4f55-9d36-1f7b6cbf0002', email: 'loki@example.fi', firstName: 'Loki', lastName: 'Lokinen', ...FILLED_PROFILE });
const booking = {
  serviceType: 'tire_change',
  locationId: '3',
  scheduledDate: '2030-06-03',
  scheduledTime: '10:00',
  registrationNumber: 'ABC-123',
  vehicleModel: 'Golf',
  tireSize: '205/55R16',
  guestAddress: 'Mannerheimintie 1',
  guestPostalCode: '00100',
  additionalServices: '[]',
};

const lines: string[] = [];
const destination = { write: (line: string) => void lines.push(line) };
const sessionPrefix = sessionPrefixFor('sess');
const tokens: string[] = [];
let accounts: FakeService;
let service: http.Server;
let bff: Awaited<ReturnType<typeof startBff>>;

beforeAll(async () => {
  accounts = await startFakeService();
  accounts.answerWith((_req, res) => {
    res.json(user);
  });
  const app = createServiceApp(createLogger('reservations-log-test', { level: 'debug', destination }), {}, { service: 'reservations' });
  app.use((req, _res, next) => {
    tokens.push(String(req.headers[SERVICE_TOKEN_HEADER]));
    next();
  });
  app.post('/api/reservations', (_req, res) => {
    res.status(201).json({ id: 1, trackingCode: TRACKING_CODE });
  });
  app.get('/api/reservations/track/:code', (_req, res) => {
    res.status(404).json({ message: 'Reservation not found' });
  });
  app.get('/api/manage-booking/:manageToken', (_req, res) => {
    res.status(404).json({ message: 'This link is not valid' });
  });
  app.post('/api/manage-booking/:manageToken/cancel', (_req, res) => {
    res.status(404).json({ message: 'This link is not valid' });
  });
  app.post('/internal/reservations/claim-guest-bookings', (_req, res) => {
    res.json({ claimed: 0 });
  });
  finish(app);
  service = await new Promise<http.Server>((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
  const serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  bff = await startBff(
    { ACCOUNTS_URL: accounts.url, RESERVATIONS_URL: serviceUrl, PAYMENTS_URL: serviceUrl, SESSION_PREFIX: sessionPrefix, TRUST_PROXY: 'loopback' },
    undefined,
    createLogger('bff-log-test', { level: 'debug', destination }),
  );
});
afterAll(async () => {
  await deleteSessions(sessionPrefix);
  await bff?.close();
  await accounts?.close();
  service?.closeAllConnections();
  await new Promise((resolve) => service?.close(resolve));
});

describe('the logs of signed-in traffic', () => {
  it('hold no service token, no cookie, no tracking code, no payment id, no manage link token and no full client address', async () => {
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': CLIENT_ADDRESS, referer: `${bff.origin}/track-order?code=${TRACKING_CODE}` };
    const { jar } = await signInWithCode(bff.origin, user.email, { headers });
    const session = jar.get('sid');
    expect(session).toBeTruthy();

    const booked = await jar.fetch(`${bff.origin}/api/reservations`, { method: 'POST', headers, body: JSON.stringify(booking) });
    expect(booked.status).toBe(201);
    await jar.fetch(`${bff.origin}/api/reservations/track/${TRACKING_CODE}?code=${TRACKING_CODE}`, { headers });
    await jar.fetch(`${bff.origin}/api/verify-payment/${PAYMENT_INTENT}`, { headers });
    const manage = { ...headers, referer: `${bff.origin}/manage-booking` };
    await jar.fetch(`${bff.origin}/api/manage-booking/${MANAGE_TOKEN}`, { headers: manage });
    await jar.fetch(`${bff.origin}/api/manage-booking/${MANAGE_TOKEN}/cancel`, { method: 'POST', headers: manage });
    // pino-http writes the access line once the answer has gone out.
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(tokens.length).toBeGreaterThanOrEqual(2);
    const log = lines.join('');
    // The secrets are not in the lines.
    const secrets = [...tokens, session!, decodeURIComponent(session!), TRACKING_CODE, PAYMENT_INTENT, MANAGE_TOKEN, CLIENT_ADDRESS];
    for (const secret of secrets) expect(log).not.toContain(secret);
    // The lines are there, with what is useful for debugging.
    const useful = [
      '"url":"/api/reservations/track/[redacted]?code=[redacted]"',
      '"url":"/api/verify-payment/[redacted]"',
      '"url":"/api/manage-booking/[redacted]"',
      '"url":"/api/manage-booking/[redacted]/cancel"',
      '"service":"reservations-log-test"',
      '"remoteAddress":"198.51.100.0/24"',
      '"cookie":"[redacted]"',
      '"x-service-token":"[redacted]"',
    ];
    for (const part of useful) expect(log).toContain(part);
  });
});
