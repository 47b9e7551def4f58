import { generatedServiceKeyEnv } from '@tire/service-kit/testing/service-keys';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startBff } from './harness.js';
import { CookieJar } from './support/cookie-jar.js';
import { fakeServiceForFile } from './support/fake-service-for-file.js';
import { sessionPrefixFor } from './support/sessions.js';
import { signInWithCode } from './support/sign-in.js';
import { accountUser, FILLED_PROFILE } from './support/users.js';

// A session is not a permanent pass: administrator rights are re-read from the accounts service
// (briefly cached), a session ends at its absolute lifetime however active, and the production
// cookie is a __Host- cookie.
const admin = accountUser({
  id: 'admin-1',
  email: 'admin@rengaspalvelu.example',
  firstName: 'Anna',
  lastName: 'Admin',
  ...FILLED_PROFILE,
  address: 'Mannerheimintie 1',
  registrationNumber: 'ADM-1',
  vehicleModel: 'Volvo',
  isAdmin: true,
});
const accounts = fakeServiceForFile();
const reservations = fakeServiceForFile();
let stillAdmin = true;
let accountsUp = true;
const started: { close(): Promise<void> }[] = [];

beforeAll(() => {
  accounts.answerWith((req, res) => {
    if (!accountsUp) return void res.status(503).json({ message: 'down' });
    if (req.originalUrl === '/internal/verify-code') return void res.json(admin);
    if (req.originalUrl === `/internal/users/${admin.id}`) return void res.json({ ...admin, isAdmin: stillAdmin });
    res.status(404).json({ message: 'Not found' });
  });
  reservations.answerWith((req, res) => {
    res.json({ admin: req.headers['x-user-admin'] ?? null });
  });
});
afterEach(async () => {
  stillAdmin = true;
  accountsUp = true;
  await Promise.all(started.splice(0).map((bff) => bff.close()));
});

async function bffWith(env: Record<string, string> = {}) {
  const bff = await startBff({
    ACCOUNTS_URL: accounts.url,
    RESERVATIONS_URL: reservations.url,
    SESSION_PREFIX: sessionPrefixFor('rights'),
    ...env,
  });
  started.push(bff);
  return bff;
}

/** A BFF with the settings production insists on. */
const productionBffWith = (env: Record<string, string>) =>
  bffWith({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), ...generatedServiceKeyEnv('bff'), METRICS_TOKEN: 'm'.repeat(40), ...env });

const signInAsAdmin = (origin: string, jar = new CookieJar(), headers: Record<string, string> = {}) => signInWithCode(origin, admin.email, { jar, headers });

describe('administrator rights', () => {
  it('are taken away within the re-check time when the address leaves ADMIN_EMAILS, without signing out', async () => {
    const bff = await bffWith({ ADMIN_RECHECK_S: '0.001' });
    const { jar } = await signInAsAdmin(bff.origin);
    expect((await jar.fetch(`${bff.origin}/api/admin/stats`)).status).toBe(200);

    stillAdmin = false;
    await new Promise((resolve) => setTimeout(resolve, 20));

    const refused = await jar.fetch(`${bff.origin}/api/admin/stats`);
    expect(refused.status).toBe(403);
  });

  it('are withheld while the accounts service cannot confirm them (fail safe)', async () => {
    const bff = await bffWith({ ADMIN_RECHECK_S: '0.001' });
    const { jar } = await signInAsAdmin(bff.origin);
    accountsUp = false;
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect((await jar.fetch(`${bff.origin}/api/admin/stats`)).status).toBe(403);
  });
});

describe('the session', () => {
  it('ends at its absolute lifetime even while it is being used', async () => {
    const bff = await bffWith({ SESSION_ABSOLUTE_MAX_AGE_S: '1' });
    const { jar } = await signInAsAdmin(bff.origin);
    expect((await jar.fetch(`${bff.origin}/api/admin/stats`)).status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 1_200));

    expect((await jar.fetch(`${bff.origin}/api/admin/stats`)).status).toBe(401);
  });

  it('is a Secure __Host- cookie in production', async () => {
    const bff = await productionBffWith({ ALLOWED_ORIGINS: 'https://rengas.example', REMOTE_ORIGINS: 'https://booking.rengas.example' });
    const { response } = await signInAsAdmin(bff.origin, new CookieJar(), {
      'x-forwarded-proto': 'https',
      origin: 'https://rengas.example',
    });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('__Host-sid='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/; Domain=/i);
  });
});

describe('browser defences', () => {
  it('every answer carries a CSP naming the allow-listed remote origins (REMOTE_ORIGINS, not the registry), no framing, and a strict referrer policy', async () => {
    const bff = await bffWith({ REMOTE_ORIGINS: 'https://booking.cdn.example' });
    for (const path of ['/', '/tire-change', '/remotes.json']) {
      const response = await fetch(`${bff.origin}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self' https:\/\/booking\.cdn\.example /);
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('an API answer may not be framed nor load anything', async () => {
    const bff = await bffWith();
    const response = await fetch(`${bff.origin}/api/ping`);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('adds HSTS in production', async () => {
    const bff = await productionBffWith({ REMOTE_ORIGINS: 'https://booking.cdn.example' });
    const response = await fetch(`${bff.origin}/remotes.json`);
    expect(response.headers.get('strict-transport-security')).toContain('max-age=31536000');
  });
});
