import { SERVICE_TOKEN_HEADER, signServiceToken } from '@tire/service-kit';
import { asBff } from '@tire/service-kit/testing/as-bff';
import { SignJWT } from 'jose';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestBooking, startTestService, type TestService } from './support/test-app.js';

// From any host that reaches the port, headers alone prove nothing: without the BFF's (or
// another service's) signed token every call but the health probes is refused, and each route
// believes only the parts that call it: the BFF for a browser's calls, payments for the money.
let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const ADMIN = { 'x-user-id': 'admin-1', 'x-user-admin': 'true' };

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

  it('refuses (403) the notifications service’s token on the admin routes and the paid mark, even one claiming an administrator', async () => {
    const notifications = asBff(service.unguarded, 'reservations', 'notifications');
    const list = await request(notifications).get('/api/admin/reservations').set(ADMIN);
    expect(list.status).toBe(403);
    expect(list.body).not.toHaveProperty('0');
    expect((await request(notifications).post('/internal/reservations/1/paid').send({ paymentIntentId: 'pi_1', amountCents: 3500 })).status).toBe(403);
    // Its own key, claiming the administrator the BFF would vouch for.
    const claimingAdmin = await signServiceToken('reservations', {
      issuer: 'notifications',
      method: 'GET',
      path: '/api/admin/reservations',
      userId: 'admin-1',
      isAdmin: true,
    });
    expect((await request(service.unguarded).get('/api/admin/reservations').set(SERVICE_TOKEN_HEADER, claimingAdmin)).status).toBe(403);
  });

  it('takes the paid mark from the payments service, and refuses it from the BFF (browsers’ calls) with 403', async () => {
    const helsinki = await service.locationId('Helsinki');
    const booked = await request(service.app).post('/api/reservations').send(guestBooking(helsinki));
    expect(booked.status).toBe(201);
    const mark = { paymentIntentId: 'pi_boundary', amountCents: 3500 };
    expect((await request(service.app).post(`/internal/reservations/${booked.body.id}/paid`).send(mark)).status).toBe(403);
    const paid = await request(service.fromPayments).post(`/internal/reservations/${booked.body.id}/paid`).send(mark);
    expect(paid.status).toBe(200);
    expect(paid.body.newlyPaid).toBe(true);
  });

  it('refuses (401) a token signed with the old shared development secret, however admin it claims', async () => {
    const token = await new SignJWT({ admin: true })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('bff')
      .setAudience('reservations')
      .setSubject('admin-1')
      .setIssuedAt()
      .setExpirationTime('60s')
      .sign(new TextEncoder().encode('dev-only-service-token-secret-change-me-0123456789'));
    expect((await request(service.unguarded).get('/api/admin/reservations').set(SERVICE_TOKEN_HEADER, token)).status).toBe(401);
    expect((await request(service.unguarded).post('/internal/reservations/1/paid').set(SERVICE_TOKEN_HEADER, token).send({})).status).toBe(401);
  });

  it('refuses (401) a token captured on one call when replayed on another route', async () => {
    const token = await signServiceToken('reservations', { issuer: 'bff', method: 'GET', path: '/api/service-locations', userId: 'admin-1', isAdmin: true });
    expect((await request(service.unguarded).get('/api/service-locations').set(SERVICE_TOKEN_HEADER, token)).status).toBe(200);
    expect((await request(service.unguarded).get('/api/admin/reservations').set(SERVICE_TOKEN_HEADER, token)).status).toBe(401);
  });
});
