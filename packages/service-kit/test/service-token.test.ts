import express from 'express';
import { SignJWT } from 'jose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { finish } from '../src/create-app.js';
import { IDENTITY_HEADERS } from '../src/config.js';
import { requireProductionSecret } from '../src/production-secret.js';
import { requireServiceToken, SERVICE_TOKEN_HEADER, serviceTokenSecret, signServiceToken } from '../src/service-token.js';

/** A service that answers who it believes is calling. */
function service() {
  const app = express();
  app.use(requireServiceToken('reservations'));
  app.get('/health', (_req, res) => void res.json({ status: 'ok' }));
  app.get('/api/whoami', (req, res) => {
    res.json({ userId: req.headers[IDENTITY_HEADERS.userId] ?? null, admin: req.headers[IDENTITY_HEADERS.isAdmin] ?? null, ip: req.caller?.clientIp ?? null });
  });
  return finish(app);
}

describe('the service boundary', () => {
  it('refuses a call without a token with 401, whatever identity headers it carries', async () => {
    const response = await request(service()).get('/api/whoami').set({ 'x-user-id': 'x', 'x-user-admin': 'true' });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Service token required');
  });

  it('believes only the token: forged headers beside a valid token are replaced by its claims', async () => {
    const token = await signServiceToken('reservations', { issuer: 'bff', userId: 'user-1', clientIp: '203.0.113.9' });
    const response = await request(service())
      .get('/api/whoami')
      .set({ [SERVICE_TOKEN_HEADER]: token, 'x-user-id': 'admin', 'x-user-admin': 'true' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ userId: 'user-1', admin: 'false', ip: '203.0.113.9' });
  });

  it('refuses a token meant for another service, one signed with another key, and an expired one', async () => {
    const forPayments = await signServiceToken('payments', { issuer: 'bff', userId: 'user-1' });
    const otherKey = await signServiceToken('reservations', { issuer: 'bff' }, new TextEncoder().encode('another-secret-another-secret-0123456789'));
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('bff')
      .setAudience('reservations')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 300)
      .sign(serviceTokenSecret());
    for (const token of [forPayments, otherKey, expired, 'not-a-jwt']) {
      const response = await request(service()).get('/api/whoami').set(SERVICE_TOKEN_HEADER, token);
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Invalid service token');
    }
  });

  it('lets probes reach /health without a token', async () => {
    expect((await request(service()).get('/health')).status).toBe(200);
  });
});

describe('the token secret in production', () => {
  it('refuses a missing, short or change-me secret, and takes a long random one', () => {
    for (const secret of [undefined, 'short', 'please-change-me-please-change-me-0123456789']) {
      expect(() => serviceTokenSecret({ NODE_ENV: 'production', SERVICE_TOKEN_SECRET: secret })).toThrow(/SERVICE_TOKEN_SECRET/);
    }
    expect(serviceTokenSecret({ NODE_ENV: 'production', SERVICE_TOKEN_SECRET: 'k'.repeat(48) })).toHaveLength(48);
    expect(() => serviceTokenSecret({ NODE_ENV: 'development' })).not.toThrow();
  });
});

describe('every secret in production', () => {
  it('refuses placeholders that pass a length check (the old docker-compose defaults among them)', () => {
    for (const value of ['change-me-session-secret-for-local-use-only', 'dev-only-session-secret-change-me-0123456789', `${'a'.repeat(40)},short`]) {
      expect(() => requireProductionSecret('SESSION_SECRET', value, true)).toThrow(/SESSION_SECRET must be set/);
    }
    expect(requireProductionSecret('SESSION_SECRET', 'q8Zr3LxV0pT6mW1yB4nK7sD2fH5jG9cE', true)).toBe('q8Zr3LxV0pT6mW1yB4nK7sD2fH5jG9cE');
    expect(requireProductionSecret('SESSION_SECRET', undefined, false)).toBeUndefined();
  });
});
