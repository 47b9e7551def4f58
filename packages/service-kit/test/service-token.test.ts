import express from 'express';
import { SignJWT } from 'jose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { finish } from '../src/create-app.js';
import { IDENTITY_HEADERS } from '../src/config.js';
import { requireProductionSecret } from '../src/production-secret.js';
import { SERVICE_NAMES, serviceKeys, type ServiceName } from '../src/service-keys.js';
import { requireServiceToken, SERVICE_TOKEN_HEADER, signServiceToken } from '../src/service-token.js';
import { generatedServiceKeyEnv, testServiceKeyEnv, testServiceKeys } from '../src/testing/service-keys.js';

/** The shared secret every part signed and verified with before each part had its own key. */
const OLD_DEV_SECRET = new TextEncoder().encode('dev-only-service-token-secret-change-me-0123456789');

/** A service that answers who it believes is calling. */
function service(name: ServiceName = 'reservations') {
  const app = express();
  app.use(requireServiceToken(name));
  app.get('/health', (_req, res) => void res.json({ status: 'ok' }));
  app.all('/api/whoami', (req, res) => {
    res.json({
      issuer: req.caller?.issuer,
      userId: req.headers[IDENTITY_HEADERS.userId] ?? null,
      admin: req.headers[IDENTITY_HEADERS.isAdmin] ?? null,
      ip: req.caller?.clientIp ?? null,
    });
  });
  app.get('/api/other', (_req, res) => void res.json({ other: true }));
  return finish(app);
}

const whoami = { method: 'GET', path: '/api/whoami' };

describe('the service boundary', () => {
  it('refuses a call without a token with 401, whatever identity headers it carries', async () => {
    const response = await request(service()).get('/api/whoami').set({ 'x-user-id': 'x', 'x-user-admin': 'true' });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Service token required');
  });

  it('believes only the token: forged headers beside a valid token are replaced by its claims', async () => {
    const token = await signServiceToken('reservations', { issuer: 'bff', ...whoami, userId: 'user-1', clientIp: '203.0.113.9' });
    const response = await request(service())
      .get('/api/whoami?page=2')
      .set({ [SERVICE_TOKEN_HEADER]: token, 'x-user-id': 'admin', 'x-user-admin': 'true' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ issuer: 'bff', userId: 'user-1', admin: 'false', ip: '203.0.113.9' });
  });

  it('refuses a token meant for another service, an expired one and a malformed one', async () => {
    const forPayments = await signServiceToken('payments', { issuer: 'bff', ...whoami, userId: 'user-1' });
    const expired = await new SignJWT({ htm: 'GET', htp: '/api/whoami' })
      .setProtectedHeader({ alg: 'EdDSA', kid: 'bff' })
      .setIssuer('bff')
      .setAudience('reservations')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 300)
      .sign(testServiceKeys().signing.bff!);
    for (const token of [forPayments, expired, 'not-a-jwt']) {
      const response = await request(service()).get('/api/whoami').set(SERVICE_TOKEN_HEADER, token);
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Invalid service token');
    }
  });

  it('refuses, in every part, a token signed with the old shared development secret (HS256), with or without a key id', async () => {
    for (const name of SERVICE_NAMES) {
      for (const header of [{ alg: 'HS256' }, { alg: 'HS256', kid: 'bff' }]) {
        const token = await new SignJWT({ htm: 'GET', htp: '/api/whoami', admin: true })
          .setProtectedHeader(header)
          .setIssuer('bff')
          .setAudience(name)
          .setSubject('user-1')
          .setIssuedAt()
          .setExpirationTime('60s')
          .sign(OLD_DEV_SECRET);
        const response = await request(service(name)).get('/api/whoami').set(SERVICE_TOKEN_HEADER, token);
        expect(response.status, name).toBe(401);
      }
    }
  });

  it('refuses a token for one request on another: GET /a is not GET /b, nor POST /a', async () => {
    const token = await signServiceToken('reservations', { issuer: 'bff', ...whoami });
    expect((await request(service()).get('/api/whoami').set(SERVICE_TOKEN_HEADER, token)).status).toBe(200);
    const elsewhere = await request(service()).get('/api/other').set(SERVICE_TOKEN_HEADER, token);
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.body.message).toBe('Invalid service token');
    expect((await request(service()).post('/api/whoami').set(SERVICE_TOKEN_HEADER, token)).status).toBe(401);
  });

  it('refuses a token whose key is not the key of the part it names', async () => {
    const notifications = testServiceKeys().signing.notifications!;
    const claims = (issuer: string, kid: string) =>
      new SignJWT({ htm: 'GET', htp: '/api/whoami' })
        .setProtectedHeader({ alg: 'EdDSA', kid })
        .setIssuer(issuer)
        .setAudience('reservations')
        .setIssuedAt()
        .setExpirationTime('60s')
        .sign(notifications);
    // notifications' key saying it is the BFF, or payments; a known key id under another issuer; an unknown part.
    for (const token of [
      await claims('bff', 'bff'),
      await claims('payments', 'payments'),
      await claims('payments', 'notifications'),
      await claims('shop', 'shop'),
    ]) {
      expect((await request(service()).get('/api/whoami').set(SERVICE_TOKEN_HEADER, token)).status).toBe(401);
    }
  });

  it('lets only the BFF speak for a browser: another part’s token naming a user or an admin is refused with 403', async () => {
    const token = await signServiceToken('reservations', { issuer: 'notifications', ...whoami, userId: 'user-1', isAdmin: true });
    const response = await request(service()).get('/api/whoami').set(SERVICE_TOKEN_HEADER, token);
    expect(response.status).toBe(403);
    const plain = await signServiceToken('reservations', { issuer: 'notifications', ...whoami });
    expect((await request(service()).get('/api/whoami').set(SERVICE_TOKEN_HEADER, plain)).body).toMatchObject({ issuer: 'notifications', userId: null });
  });

  it('lets probes reach /health without a token', async () => {
    expect((await request(service()).get('/health')).status).toBe(200);
  });
});

describe('each part’s keys', () => {
  it('sign only as their own part, and a service refuses to start with another part’s key', async () => {
    const notifications = serviceKeys({ NODE_ENV: 'production', ...generatedServiceKeyEnv('notifications') });
    expect(notifications.self).toBe('notifications');
    await expect(signServiceToken('reservations', { issuer: 'payments', ...whoami }, notifications)).rejects.toThrow(/no signing key of payments/);
    expect(() => serviceKeys({ NODE_ENV: 'production', ...generatedServiceKeyEnv('notifications') }, 'payments')).toThrow(
      /key of notifications, not of payments/,
    );
  });

  it('verify tokens across parts given as settings (PEM or JWK): payments signs, reservations believes it', async () => {
    const payments = serviceKeys({ NODE_ENV: 'test', ...testServiceKeyEnv('payments') }, 'payments');
    const reservations = serviceKeys({ NODE_ENV: 'test', ...testServiceKeyEnv('reservations') }, 'reservations');
    const token = await signServiceToken('reservations', { issuer: 'payments', ...whoami }, payments);
    const app = express().use(requireServiceToken('reservations', { keys: reservations }), (req, res) => void res.json({ issuer: req.caller?.issuer }));
    expect((await request(app).get('/api/whoami').set(SERVICE_TOKEN_HEADER, token)).body).toEqual({ issuer: 'payments' });
    const jwk = JSON.stringify(payments.signing.payments!.export({ format: 'jwk' }));
    expect(serviceKeys({ SERVICE_SIGNING_KEY: jwk, SERVICE_PUBLIC_KEYS: testServiceKeyEnv('payments').SERVICE_PUBLIC_KEYS }).self).toBe('payments');
  });
});

describe('the service keys in production', () => {
  const good = { NODE_ENV: 'production', ...generatedServiceKeyEnv('bff') };

  it('start with a part’s own generated key and every part’s public key', () => {
    expect(serviceKeys(good, 'bff').self).toBe('bff');
  });

  it.each([
    ['no keys', { SERVICE_SIGNING_KEY: undefined, SERVICE_PUBLIC_KEYS: undefined }, /SERVICE_SIGNING_KEY .* must be set in production/],
    ['the old shared secret instead', { SERVICE_SIGNING_KEY: undefined, SERVICE_TOKEN_SECRET: 'k'.repeat(48) }, /SERVICE_TOKEN_SECRET is no longer read/],
    ['the published test keys', testServiceKeyEnv('bff'), /published test keys/],
    ['a public key set without a part', { SERVICE_PUBLIC_KEYS: JSON.stringify({ bff: JSON.parse(good.SERVICE_PUBLIC_KEYS).bff }) }, /missing: reservations/],
    ['a private key of none of the parts', { SERVICE_SIGNING_KEY: generatedServiceKeyEnv('bff').SERVICE_SIGNING_KEY }, /of no part/],
    ['a secret instead of a key', { SERVICE_SIGNING_KEY: 'k'.repeat(48) }, /SERVICE_SIGNING_KEY is not a usable private key/],
    ['an unknown part', { SERVICE_PUBLIC_KEYS: JSON.stringify({ shop: 'x' }) }, /unknown part "shop"/],
  ])('refuse %s', (_name, change, message) => {
    const env = { ...good, ...change };
    expect(() => serviceKeys(env, 'bff')).toThrow(message);
  });

  it('outside tests, are never made up: a part started without them says how to get them', () => {
    expect(() => serviceKeys({ NODE_ENV: 'development' })).toThrow(/npm start/);
    expect(serviceKeys({ NODE_ENV: 'test' })).toBe(testServiceKeys());
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
