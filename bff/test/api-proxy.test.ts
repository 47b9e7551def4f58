import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RESERVATION_MESSAGES } from '@tire/contracts';
import { deadUrl, startBff } from './harness.js';
import { guestBooking } from './support/bookings.js';
import { fakeServiceForFile } from './support/fake-service-for-file.js';
import { withBff } from './support/with-bff.js';

const validReservation = guestBooking({ additionalServices: '["tire_bags"]', totalPrice: '40.00' });

const reservations = fakeServiceForFile();
let bff: Awaited<ReturnType<typeof startBff>>;

beforeAll(async () => {
  bff = await startBff({
    RESERVATIONS_URL: reservations.url,
    PAYMENTS_URL: await deadUrl(),
    CATALOGUE_URL: reservations.url,
    PROXY_TIMEOUT_MS: '300',
  });
});
afterAll(() => bff?.close());
beforeEach(() => {
  reservations.received.length = 0;
  reservations.answerWith((_req, res) => {
    res.json({ ok: true });
  });
});

describe('the BFF in front of the services', () => {
  it('answers an invalid booking with 400 and the spec messages, without asking the service', async () => {
    const response = await request(bff.server)
      .post('/api/reservations')
      .send({ ...validReservation, serviceType: undefined, scheduledTime: '' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(RESERVATION_MESSAGES.serviceType);
    expect(response.body.errors.map((error: { message: string }) => error.message)).toEqual(
      expect.arrayContaining([RESERVATION_MESSAGES.serviceType, RESERVATION_MESSAGES.scheduledTime]),
    );
    expect(reservations.received).toHaveLength(0);
  });

  it('refuses a plate hiding a bidi override (U+202E) with 400, naming the field, without asking the service', async () => {
    const response = await request(bff.server)
      .post('/api/reservations')
      .send({ ...validReservation, registrationNumber: 'SEC-\u202e321' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ path: 'registrationNumber', message: 'Registration number must not contain invisible formatting characters' }]);
    expect(reservations.received).toHaveLength(0);
  });

  it('checks query strings too: slots without a date are refused before the service', async () => {
    const response = await request(bff.server).get('/api/available-slots?locationId=1');
    expect(response.status).toBe(400);
    expect(response.body.errors[0].path).toBe('date');
    expect(reservations.received).toHaveLength(0);
  });

  it('passes a valid booking to the service unchanged, with the request id and without browser-set identity or cookies', async () => {
    reservations.answerWith((_req, res) => {
      res.status(201).json({ trackingCode: 'TIRE-7K3QZP' });
    });
    const response = await request(bff.server)
      .post('/api/reservations')
      .set('X-Request-Id', 'req-abc-123')
      .set('X-User-Id', 'someone-else')
      .set('X-User-Admin', 'true')
      .set('X-User-Anything', 'forged')
      .set('Cookie', 'sid=secret')
      .send(validReservation);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ trackingCode: 'TIRE-7K3QZP' });
    expect(response.headers['x-request-id']).toBe('req-abc-123');

    expect(reservations.received).toHaveLength(1);
    const received = reservations.received[0]!;
    expect(received.method).toBe('POST');
    expect(received.url).toBe('/api/reservations');
    expect(JSON.parse(received.raw)).toEqual(validReservation);
    expect(received.headers['x-request-id']).toBe('req-abc-123');
    expect(received.headers['x-user-id']).toBeUndefined();
    expect(received.headers['x-user-admin']).toBeUndefined();
    expect(received.headers['x-user-anything']).toBeUndefined();
    expect(received.headers.cookie).toBeUndefined();
    expect(received.headers['x-user-language']).toBe('fi');
  });

  it('makes a request id when the browser sends none and gives the same one to the service', async () => {
    const response = await request(bff.server).get('/api/service-locations');
    expect(response.status).toBe(200);
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(reservations.received[0]!.headers['x-request-id']).toBe(id);
  });

  it('passes the service’s own failures through as they are', async () => {
    reservations.answerWith((_req, res) => {
      res.status(409).json({ message: RESERVATION_MESSAGES.slotUnavailable });
    });
    const response = await request(bff.server).post('/api/reservations').send(validReservation);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: RESERVATION_MESSAGES.slotUnavailable });
  });

  it('keeps the path and query on the way to the service', async () => {
    await request(bff.server).get('/api/available-slots?locationId=2&date=2026-12-01').expect(200);
    await request(bff.server).get('/api/reservations/track/TIRE-7K3QZP').expect(200);
    expect(reservations.received.map((r) => r.url)).toEqual(['/api/available-slots?locationId=2&date=2026-12-01', '/api/reservations/track/TIRE-7K3QZP']);
  });

  it('reuses its connection to the service even when browsers close theirs', async () => {
    for (let i = 0; i < 5; i += 1) await request(bff.server).get('/api/service-locations').set('Connection', 'close').expect(200);
    expect(new Set(reservations.received.map((r) => r.clientPort)).size).toBe(1);
  });

  it('answers 502 JSON at once when the owning service is down', async () => {
    const started = Date.now();
    const response = await request(bff.server).get('/api/verify-payment/pi_123');
    expect(response.status).toBe(502);
    expect(response.body).toMatchObject({ code: 'serviceUnavailable', message: 'Service unavailable', service: 'payments' });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('answers 502 JSON, not the page, when a balancer in front of the service answers with its own failure page', async () => {
    reservations.answerWith((_req, res) => {
      res.status(503).type('text/html').send('<html><body><h1>503 Service Unavailable</h1>No server is available to handle this request.</body></html>');
    });
    const response = await request(bff.server).get('/api/service-locations');
    expect(response.status).toBe(502);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toMatchObject({ code: 'serviceUnavailable', message: 'Service unavailable', service: 'reservations' });
  });

  it('answers 504 JSON when the service does not answer in time', async () => {
    reservations.answerWith(() => {
      // never answers
    });
    const response = await request(bff.server).get('/api/service-locations');
    expect(response.status).toBe(504);
    expect(response.body).toMatchObject({ code: 'serviceTimeout', message: 'Service timed out', service: 'reservations' });
  });

  it('answers unknown /api paths with 404 JSON', async () => {
    const response = await request(bff.server).get('/api/no-such-call');
    expect(response.status).toBe(404);
    expect(response.body.message).toContain('/api/no-such-call');
  });

  it('answers malformed JSON with 400 JSON', async () => {
    const response = await request(bff.server).post('/api/reservations').set('Content-Type', 'application/json').send('{"serviceType":');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Invalid JSON body');
    expect(reservations.received).toHaveLength(0);
  });
});

describe('who is calling', () => {
  it('answers the current-user call with 401 Unauthorized while there are no sessions', async () => {
    const response = await request(bff.server).get('/api/auth/user');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ code: 'unauthorized', message: 'Unauthorized' });
  });

  it('keeps signed-in calls from guests: my reservations and orders are 401 without reaching a service', async () => {
    await request(bff.server).get('/api/reservations').expect(401);
    await request(bff.server).get('/api/tire-orders').expect(401);
    await request(bff.server).get('/api/admin/reservations').expect(401);
    expect(reservations.received).toHaveLength(0);
  });

  it('sends /api/login to the login page and /api/logout home', async () => {
    const login = await request(bff.server).get('/api/login');
    expect(login.status).toBe(302);
    expect(login.headers.location).toBe('/login');
    // The page that asked for the login is passed on; another site never is.
    const back = await request(bff.server).get('/api/login?returnTo=%2Ftire-shop%23cart');
    expect(back.headers.location).toBe('/login?returnTo=%2Ftire-shop%23cart');
    const elsewhere = await request(bff.server).get('/api/login?returnTo=%2F%2Fevil.example%2F');
    expect(elsewhere.headers.location).toBe('/login');
    const logout = await request(bff.server).get('/api/logout');
    expect(logout.status).toBe(302);
    expect(logout.headers.location).toBe('/');
  });

  it('passes a signed-in identity to the service and refuses admin calls to non-admins', async () => {
    await withBff(
      { RESERVATIONS_URL: reservations.url },
      () => ({ userId: 'u-1', email: 'maija@example.fi', isAdmin: false }),
      async (signedIn) => {
        await request(signedIn.server).get('/api/reservations').set('X-User-Admin', 'true').set('Accept-Language', 'en').expect(200);
        const headers = reservations.received[0]!.headers;
        expect(headers['x-user-id']).toBe('u-1');
        expect(headers['x-user-email']).toBe('maija@example.fi');
        expect(headers['x-user-admin']).toBe('false');
        expect(headers['x-user-language']).toBe('en');

        const admin = await request(signedIn.server).get('/api/admin/reservations?date=2026-12-01');
        expect(admin.status).toBe(403);
        expect(reservations.received).toHaveLength(1);
      },
    );
  });

  it('passes the checkout’s Idempotency-Key to the catalogue with the signed-in order, so a retry is recognised there', async () => {
    await withBff(
      { CATALOGUE_URL: reservations.url },
      () => ({ userId: 'u-1', email: 'maija@example.fi', isAdmin: false }),
      async (signedIn) => {
        reservations.answerWith((_req, res) => {
          res.status(201).json({ id: 7 });
        });
        const order = { totalAmount: '524.04', installationRequested: false, status: 'pending', lines: [{ productId: 1, quantity: 4 }] };
        await request(signedIn.server).post('/api/tire-orders').set('Idempotency-Key', 'c0ffee00-1234-4abc-8def-000000000001').send(order).expect(201);

        const received = reservations.received[0]!;
        expect(received.url).toBe('/api/tire-orders');
        expect(received.headers['idempotency-key']).toBe('c0ffee00-1234-4abc-8def-000000000001');
        expect(received.headers['x-user-id']).toBe('u-1');
        expect(JSON.parse(received.raw)).toEqual(order);
      },
    );
  });

  it('lets an admin list reservations by date, checking the date form first', async () => {
    await withBff(
      { RESERVATIONS_URL: reservations.url },
      () => ({ userId: 'a', email: 'a@x.fi', isAdmin: true }),
      async (admin) => {
        await request(admin.server).get('/api/admin/reservations/2026-12-01').expect(200);
        const bad = await request(admin.server).get('/api/admin/reservations/tomorrow');
        expect(bad.status).toBe(400);
        expect(bad.body.message).toBe('Invalid date');
        expect(reservations.received.map((r) => r.url)).toEqual(['/api/admin/reservations/2026-12-01']);
      },
    );
  });

  it('lets only an admin reach the stat cards: 401 for a guest, 403 for a customer', async () => {
    await request(bff.server).get('/api/admin/stats').expect(401);
    const customer = await startBff({ RESERVATIONS_URL: reservations.url }, () => ({ userId: 'u-1', email: 'm@x.fi', isAdmin: false }));
    const admin = await startBff({ RESERVATIONS_URL: reservations.url }, () => ({ userId: 'a', email: 'a@x.fi', isAdmin: true }));
    try {
      await request(customer.server).get('/api/admin/stats').expect(403);
      expect(reservations.received).toHaveLength(0);
      await request(admin.server).get('/api/admin/stats').expect(200);
      expect(reservations.received.map((r) => [r.url, r.headers['x-user-admin']])).toEqual([['/api/admin/stats', 'true']]);
    } finally {
      await customer.close();
      await admin.close();
    }
  });
});
