import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@tire/contracts';
import { SERVICE_TOKEN_HEADER, verifyServiceToken } from '@tire/service-kit';
import { startBff } from './harness.js';
import { guestBooking } from './support/bookings.js';
import { CookieJar } from './support/cookie-jar.js';
import { fakeServiceForFile } from './support/fake-service-for-file.js';
import { sessionBffForFile } from './support/session-bff-for-file.js';
import { answeredCodeCheck, signInWithCode } from './support/sign-in.js';
import { accountUser, FILLED_PROFILE } from './support/users.js';

const user = accountUser({
  id: '6f0c1f8e-2f7e-4f55-9d36-1f7b6cbf0001',
  email: 'maija@example.fi',
  firstName: 'Maija',
  lastName: 'Meikäläinen',
  ...FILLED_PROFILE,
});

const accounts = fakeServiceForFile();
const reservations = fakeServiceForFile();
const bff = sessionBffForFile('sess', () => ({ ACCOUNTS_URL: accounts.url, RESERVATIONS_URL: reservations.url }));
const { sessionPrefix } = bff;
beforeEach(() => {
  accounts.received.length = 0;
  reservations.received.length = 0;
  // The accounts service: the code 123456 is right, anything else is not; /api/* answers the caller.
  accounts.answerWith((req, res) => {
    if (answeredCodeCheck(req, res, user)) return;
    const userId = req.headers['x-user-id'];
    if (userId === user.id) res.json(user);
    else res.status(401).json({ message: 'Unauthorized' });
  });
});

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

const signedIn = (jar = new CookieJar()) => signInWithCode(bff.origin, user.email, { jar });

describe('signing in with a code', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie and answers the user; /api/auth/user then answers the user', async () => {
    const { jar, response } = await signedIn();
    expect(await response.json()).toEqual(user);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('sid='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).not.toMatch(/; Secure/i); // not in development; Secure in production

    const current = await jar.fetch(`${bff.origin}/api/auth/user`);
    expect(current.status).toBe(200);
    expect(await current.json()).toEqual(user);
    const seen = accounts.received.find((request) => request.url === '/api/auth/user');
    expect(seen?.headers['x-user-id']).toBe(user.id);
    expect(seen?.headers['x-user-email']).toBe(user.email);
    expect(seen?.headers.cookie).toBeUndefined();
  });

  it('keeps the session in Redis, not in the cookie', async () => {
    const { jar } = await signedIn();
    const sid = decodeURIComponent(jar.get('sid')!).slice(2).split('.')[0]!;
    const stored = JSON.parse((await bff.redis.get(`${sessionPrefix}${sid}`)) ?? 'null');
    expect(stored.user).toEqual({ userId: user.id, email: user.email, isAdmin: false });
    expect(await bff.redis.ttl(`${sessionPrefix}${sid}`)).toBeGreaterThan(0);
  });

  it('passes the client IP (inside the signed service token) and the request id to the accounts service', async () => {
    const jar = new CookieJar();
    await jar.fetch(`${bff.origin}/api/auth/verify-code`, {
      ...json({ email: user.email, code: '123456' }),
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-verify-1' },
    });
    const seen = accounts.received.find((request) => request.url === '/internal/verify-code');
    // Good for this one call only: the method and path it was made for.
    const claims = await verifyServiceToken(String(seen?.headers[SERVICE_TOKEN_HEADER]), 'accounts', { method: 'POST', path: '/internal/verify-code' });
    expect(claims).toMatchObject({ issuer: 'bff', clientIp: '127.0.0.1' });
    expect(seen?.headers['x-forwarded-for']).toBeUndefined();
    expect(seen?.headers['x-request-id']).toBe('req-verify-1');
  });

  it('gives a new session id at sign-in: an id from before is worth nothing afterwards', async () => {
    const { jar } = await signedIn();
    const before = jar.get('sid');
    const stolen = new CookieJar();
    stolen.store(new Response(null, { headers: { 'set-cookie': `sid=${before}; Path=/` } }));
    await signedIn(jar);
    expect(jar.get('sid')).toBeDefined();
    expect(jar.get('sid')).not.toBe(before);
    expect((await stolen.fetch(`${bff.origin}/api/auth/user`)).status).toBe(401);
    expect((await jar.fetch(`${bff.origin}/api/auth/user`)).status).toBe(200);
  });

  it("passes a wrong code's 400 and message through, starting no session", async () => {
    const jar = new CookieJar();
    const response = await jar.fetch(`${bff.origin}/api/auth/verify-code`, json({ email: user.email, code: '000000' }));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(AUTH_MESSAGES.invalidOrExpiredCode);
    expect(jar.has('sid')).toBe(false);
  });

  it("passes a rate limit's 429 and Retry-After through", async () => {
    accounts.answerWith((_req, res) => {
      res.setHeader('Retry-After', '120');
      res.status(429).json({ message: AUTH_MESSAGES.tooManyRequests });
    });
    const response = await fetch(`${bff.origin}/api/auth/verify-code`, json({ email: user.email, code: '123456' }));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('120');
    expect((await response.json()).message).toBe(AUTH_MESSAGES.tooManyRequests);
  });

  it('checks the body with the contract before asking the accounts service', async () => {
    const response = await fetch(`${bff.origin}/api/auth/verify-code`, json({ email: user.email, code: '12' }));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(AUTH_MESSAGES.invalidCode);
    expect(accounts.received).toHaveLength(0);
  });

  it('is protected against cross-site requests like every unsafe call', async () => {
    const response = await fetch(`${bff.origin}/api/auth/verify-code`, {
      ...json({ email: user.email, code: '123456' }),
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(accounts.received).toHaveLength(0);
  });

  it('keeps the session after the profile is completed', async () => {
    const { jar } = await signedIn();
    const { id: _id, email: _email, isAdmin: _isAdmin, profileComplete: _complete, ...profile } = user;
    const saved = await jar.fetch(`${bff.origin}/api/profile/complete`, json({ ...profile, apartment: '' }));
    expect(saved.status).toBe(200);
    expect((await jar.fetch(`${bff.origin}/api/auth/user`)).status).toBe(200);
  });
});

describe('guest bookings made with the address', () => {
  const claims = () => reservations.received.filter((request) => request.url === '/internal/reservations/claim-guest-bookings');

  it('join the account when the customer signs in with a code: the reservations service is told who, in the BFF’s signed token', async () => {
    reservations.answerWith((_req, res) => void res.json({ claimed: 2 }));
    await signedIn();

    expect(claims()).toHaveLength(1);
    const [claim] = claims();
    expect(claim!.method).toBe('POST');
    const token = await verifyServiceToken(String(claim!.headers[SERVICE_TOKEN_HEADER]), 'reservations', {
      method: 'POST',
      path: '/internal/reservations/claim-guest-bookings',
    });
    expect(token).toMatchObject({ issuer: 'bff', userId: user.id, email: user.email });
    expect(claim!.headers.cookie).toBeUndefined();
    reservations.answerWith((_req, res) => void res.json({ ok: true }));
  });

  it('are not claimed by a wrong code', async () => {
    const response = await fetch(`${bff.origin}/api/auth/verify-code`, json({ email: user.email, code: '000000' }));
    expect(response.status).toBe(400);
    expect(claims()).toHaveLength(0);
  });

  it('never hold up the sign-in: a reservations service that fails leaves them for the next code sign-in', async () => {
    reservations.answerWith((_req, res) => void res.status(500).json({ message: 'down' }));
    const { jar } = await signedIn();
    expect(claims()).toHaveLength(1);
    expect((await jar.fetch(`${bff.origin}/api/auth/user`)).status).toBe(200);
    reservations.answerWith((_req, res) => void res.json({ ok: true }));
  });
});

describe('signing out', () => {
  it('ends the session, clears the cookie and goes home', async () => {
    const { jar } = await signedIn();
    const old = jar.get('sid');
    const response = await jar.fetch(`${bff.origin}/api/logout`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.getSetCookie().some((line) => /^sid=;/.test(line) && /Expires=Thu, 01 Jan 1970/.test(line))).toBe(true);
    expect(jar.has('sid')).toBe(false);

    const replayed = new CookieJar();
    replayed.store(new Response(null, { headers: { 'set-cookie': `sid=${old}; Path=/` } }));
    const current = await replayed.fetch(`${bff.origin}/api/auth/user`);
    expect(current.status).toBe(401);
    expect(await current.json()).toMatchObject({ code: 'unauthorized', message: 'Unauthorized' });
  });
});

describe('who the services are told is calling', () => {
  it('answers 401 Unauthorized for /api/auth/user without a session, even with spoofed x-user-* headers', async () => {
    const response = await fetch(`${bff.origin}/api/auth/user`, { headers: { 'x-user-id': user.id, 'x-user-admin': 'true' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'unauthorized', message: 'Unauthorized' });
    expect(accounts.received).toHaveLength(0);
  });

  it("replaces spoofed x-user-* headers with the session's identity", async () => {
    const { jar } = await signedIn();
    await jar.fetch(`${bff.origin}/api/reservations`, { headers: { 'x-user-id': 'someone-else', 'x-user-admin': 'true' } });
    const seen = reservations.received.at(-1);
    expect(seen?.headers['x-user-id']).toBe(user.id);
    expect(seen?.headers['x-user-admin']).toBe('false');
  });

  it("does not send a cookie-less guest's call to Redis: no session is created for guests", async () => {
    const response = await fetch(`${bff.origin}/api/service-locations`);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((line) => line.startsWith('sid='))).toBe(false);
  });
});

describe('with Redis down', () => {
  let down: Awaited<ReturnType<typeof startBff>>;
  beforeAll(async () => {
    down = await startBff({ ACCOUNTS_URL: accounts.url, RESERVATIONS_URL: reservations.url, REDIS_URL: 'redis://127.0.0.1:1/1' });
  });
  afterAll(() => down?.close());

  it('still lets a guest book, at once', async () => {
    const started = Date.now();
    const response = await fetch(`${down.origin}/api/reservations`, json(guestBooking()));
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(reservations.received.at(-1)?.url).toBe('/api/reservations');
  });

  it('treats a browser with a session cookie as signed out instead of failing the call', async () => {
    const { jar } = await signedIn();
    const started = Date.now();
    const guestCall = await fetch(`${down.origin}/api/service-locations`, { headers: { cookie: jar.header() } });
    expect(guestCall.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect((await fetch(`${down.origin}/api/auth/user`, { headers: { cookie: jar.header() } })).status).toBe(401);
  });

  it('answers 503 to a sign-in it cannot record', async () => {
    const response = await fetch(`${down.origin}/api/auth/verify-code`, json({ email: user.email, code: '123456' }));
    expect(response.status).toBe(503);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('still signs out: the cookie is cleared and the browser goes home', async () => {
    const response = await fetch(`${down.origin}/api/logout`, { redirect: 'manual', headers: { cookie: 'sid=s%3Aabc.def' } });
    expect(response.status).toBe(302);
    expect(response.headers.getSetCookie().some((line) => line.startsWith('sid=;'))).toBe(true);
  });
});
