import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_ACCESS_MESSAGES, myBookingsSchema } from '@tire/contracts';
import { SERVICE_TOKEN_HEADER } from '@tire/service-kit';
import { deadUrl, startBff, startFakeService, type FakeService } from './harness.js';
import { withStartedBff } from './support/with-bff.js';

// "My bookings" by e-mail: GET /api/my-bookings/:token asks the accounts service what the link
// proves, then the reservations and catalogue services for that address's bookings and orders.
let accounts: FakeService;
let reservations: FakeService;
let catalogue: FakeService;
const TOKEN = randomBytes(32).toString('base64url');
const EXPIRES = '2026-03-02T08:15:00.000Z';
const BOOKING = {
  trackingCode: 'TIRE-7KQ2MX',
  status: 'pending',
  scheduledDate: '2026-03-07',
  scheduledTime: '10:00',
  locationId: 1,
  serviceType: 'tire_change',
  totalPrice: '35.00',
  notes: null,
  paymentStatus: 'paid',
  startsAt: '2026-03-07T08:00:00.000Z',
  createdAt: '2026-03-01T08:00:00.000Z',
  manageToken: randomBytes(32).toString('base64url'),
};
const ORDER = { id: 7, totalAmount: '524.04', installationRequested: false, status: 'paid', createdAt: '2026-02-20T08:00:00.000Z' };

/** The claims of the BFF's signed token (its payload, read without checking: the services check it). */
const claimsOf = (headers: Record<string, unknown>) =>
  JSON.parse(Buffer.from(String(headers[SERVICE_TOKEN_HEADER]).split('.')[1]!, 'base64url').toString('utf8'));

beforeAll(async () => {
  [accounts, reservations, catalogue] = await Promise.all([startFakeService(), startFakeService(), startFakeService()]);
  accounts.answerWith((req, res) => {
    const { token } = JSON.parse(req.body.toString('utf8')) as { token: string };
    if (token === TOKEN) res.json({ email: 'maija@example.fi', language: 'fi', expiresAt: EXPIRES });
    else res.status(404).json({ code: 'emailAccess.linkNotValid', message: EMAIL_ACCESS_MESSAGES.linkNotValid });
  });
  reservations.answerWith((_req, res) => void res.json([BOOKING]));
  catalogue.answerWith((_req, res) => void res.json([ORDER]));
});
afterAll(async () => {
  await Promise.all([accounts?.close(), reservations?.close(), catalogue?.close()]);
});

const bffWith = (env: Record<string, string> = {}) =>
  startBff({ ACCOUNTS_URL: accounts.url, RESERVATIONS_URL: reservations.url, CATALOGUE_URL: catalogue.url, ...env });

describe('GET /api/my-bookings/:token', () => {
  it('answers the bookings and orders of the address the link proves, the address going to each service in the signed token only', async () => {
    await withStartedBff(bffWith(), async (bff) => {
      for (const service of [accounts, reservations, catalogue]) service.received.length = 0;
      const answer = await request(bff.server).get(`/api/my-bookings/${TOKEN}`);

      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(myBookingsSchema.parse(answer.body)).toEqual({ email: 'maija@example.fi', expiresAt: EXPIRES, bookings: [BOOKING], orders: [ORDER] });
      expect(accounts.received).toEqual([expect.objectContaining({ method: 'POST', url: '/internal/email-access/resolve' })]);
      // The token travels in the body, never in a path that a log could keep.
      expect(JSON.parse(accounts.received[0]!.raw)).toEqual({ token: TOKEN });
      expect(reservations.received).toEqual([expect.objectContaining({ method: 'GET', url: '/internal/reservations/by-email' })]);
      expect(catalogue.received).toEqual([expect.objectContaining({ method: 'GET', url: '/internal/orders/by-email' })]);
      expect(claimsOf(reservations.received[0]!.headers)).toMatchObject({ iss: 'bff', aud: 'reservations', email: 'maija@example.fi', sub: '' });
      expect(claimsOf(catalogue.received[0]!.headers)).toMatchObject({ iss: 'bff', aud: 'catalogue', email: 'maija@example.fi' });
    });
  });

  it('answers an unknown, expired or malformed link with the one neutral 404, asking nobody for a malformed one', async () => {
    await withStartedBff(bffWith(), async (bff) => {
      for (const service of [accounts, reservations, catalogue]) service.received.length = 0;
      const unknown = await request(bff.server).get(`/api/my-bookings/${randomBytes(32).toString('base64url')}`);
      const malformed = await request(bff.server).get('/api/my-bookings/not-a-token');
      for (const answer of [unknown, malformed]) {
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({ code: 'emailAccess.linkNotValid', message: EMAIL_ACCESS_MESSAGES.linkNotValid });
      }
      expect(accounts.received).toHaveLength(1);
      expect(reservations.received).toHaveLength(0);
      expect(catalogue.received).toHaveLength(0);
    });
  });

  it('answers 502 JSON naming the service when one of the lists cannot be had', async () => {
    await withStartedBff(bffWith({ CATALOGUE_URL: await deadUrl() }), async (bff) => {
      const answer = await request(bff.server).get(`/api/my-bookings/${TOKEN}`);
      expect(answer.status).toBe(502);
      expect(answer.body).toMatchObject({ code: 'serviceUnavailable', service: 'catalogue' });
    });
  });

  it('passes "send me a link" to the accounts service, checking the address first', async () => {
    await withStartedBff(bffWith(), async (bff) => {
      accounts.received.length = 0;
      const refused = await request(bff.server).post('/api/my-bookings/link').set('X-Requested-With', 'tire-platform').send({ email: 'nope' });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ message: expect.any(String), errors: expect.any(Array) });
      expect(accounts.received).toHaveLength(0);
      await request(bff.server).post('/api/my-bookings/link').set('X-Requested-With', 'tire-platform').send({ email: 'maija@example.fi' });
      expect(accounts.received).toEqual([expect.objectContaining({ method: 'POST', url: '/api/my-bookings/link' })]);
    });
  });

  it('serves the page with no referrer at all (its address may have carried the token for a moment)', async () => {
    await withStartedBff(bffWith(), async (bff) => {
      expect((await request(bff.server).get('/my-bookings')).headers['referrer-policy']).toBe('no-referrer');
    });
  });
});
