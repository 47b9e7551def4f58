import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { User } from '@tire/contracts';
import { createLogger } from '@tire/service-kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBffApp, type BffApp } from '../src/app.js';
import { loadBffConfig } from '../src/config.js';
import { deadUrl, startFakeService, type FakeService } from './harness.js';
import { CookieJar } from './support/cookie-jar.js';
import { deleteSessions, sessionPrefixFor, TEST_REDIS_URL } from './support/sessions.js';
import { accountUser } from './support/users.js';
import { startLocalOidcProvider, type LocalOidcAccount, type LocalOidcProvider } from '../dev/local-oidc-provider.js';

const AINO: LocalOidcAccount = {
  sub: 'google-sub-aino',
  email: 'aino.virtanen@example.fi',
  email_verified: true,
  given_name: 'Aino',
  family_name: 'Virtanen',
};

const newUser = (overrides: Partial<User> = {}): User => accountUser({ id: 'user-aino', email: AINO.email, profileComplete: false, ...overrides });

const SESSION_PREFIX = sessionPrefixFor('oidc:sess');

/** A BFF on a port known before it is configured: the provider must know its callback URL. */
async function startBffWithOidc(env: Record<string, string>) {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let bff: BffApp | undefined;
  return {
    origin,
    redirectUri: `${origin}/api/login/callback`,
    configure(extra: Record<string, string>) {
      const config = loadBffConfig({
        NODE_ENV: 'test',
        REDIS_URL: TEST_REDIS_URL,
        RATE_LIMIT_PREFIX: `test:bff:oidc:${process.pid}:`,
        SESSION_PREFIX: SESSION_PREFIX,
        PROXY_TIMEOUT_MS: '2000',
        PUBLIC_URL: origin,
        ...env,
        ...extra,
      });
      bff = createBffApp(config, createLogger('bff-oidc-test'));
      server.on('request', bff.app);
    },
    async close() {
      await bff?.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let accounts: FakeService;
let signInBodies: unknown[];
let user: User;
let bff: Awaited<ReturnType<typeof startBffWithOidc>>;
let provider: LocalOidcProvider;

beforeAll(async () => {
  accounts = await startFakeService();
  bff = await startBffWithOidc({ ACCOUNTS_URL: accounts.url });
  provider = await startLocalOidcProvider({ redirectUri: bff.redirectUri, account: AINO });
  bff.configure({ OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: provider.clientId, OIDC_CLIENT_SECRET: provider.clientSecret });
});
afterAll(async () => {
  await bff?.close();
  await provider?.close();
  await accounts?.close();
  // The sessions these tests made in Redis db 1.
  await deleteSessions(SESSION_PREFIX);
});
beforeEach(() => {
  provider.setAccount(AINO);
  user = newUser();
  signInBodies = [];
  accounts.received.length = 0;
  // The accounts service as the BFF uses it: the internal sign-in, and the current user for whoever the BFF vouches for.
  accounts.answerWith((req, res) => {
    if (req.method === 'POST' && req.originalUrl === '/internal/oidc-sign-in') {
      signInBodies.push(JSON.parse(String(req.body)));
      res.json(user);
    } else if (req.method === 'GET' && req.originalUrl === '/api/auth/user') {
      if (req.headers['x-user-id'] === user.id && req.headers['x-user-email'] === user.email) res.json(user);
      else res.status(401).json({ message: 'Unauthorized' });
    } else if (req.method === 'GET' && req.originalUrl === `/internal/users/${user.id}`) {
      // The BFF re-reads the signed-in user's rights (isAdmin) from accounts.
      res.json(user);
    } else {
      res.status(404).json({ message: 'Not found' });
    }
  });
});

/**
 * What a browser does: /api/login, the provider's login form (any password for the account's
 * sub), and back to the provider's redirect. Returns the callback URL the provider sent the
 * browser to, and the authorization request the BFF made.
 */
async function loginAtProvider(browser: CookieJar, query = '') {
  const start = await browser.fetch(`${bff.origin}/api/login${query}`);
  expect(start.status).toBe(302);
  const authorization = new URL(start.headers.get('location')!);
  expect(authorization.origin).toBe(provider.issuer);

  const atProvider = new CookieJar();
  let response = await atProvider.fetch(authorization);
  const interaction = new URL(response.headers.get('location')!, provider.issuer);
  const form = await (await atProvider.fetch(interaction)).text();
  expect(form).toContain('name="login"');
  response = await atProvider.fetch(interaction, {
    method: 'POST',
    body: new URLSearchParams({ prompt: 'login', login: AINO.sub, password: 'any' }),
  });
  for (let hops = 0; hops < 5 && !response.headers.get('location')!.startsWith(bff.redirectUri); hops++) {
    response = await atProvider.fetch(new URL(response.headers.get('location')!, provider.issuer));
  }
  const callback = new URL(response.headers.get('location')!);
  expect(callback.href.startsWith(bff.redirectUri)).toBe(true);
  return { authorization, callback };
}

const currentUser = (browser: CookieJar) => browser.fetch(`${bff.origin}/api/auth/user`);

describe('Google sign-in against a real OpenID provider', () => {
  it('tells the login page that Google sign-in is offered', async () => {
    const response = await fetch(`${bff.origin}/api/auth/sign-in-options`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ google: true, developmentProvider: false });
  });

  it('sends the browser to the provider with PKCE (S256), state and nonce, keeping them in a sealed cookie', async () => {
    const browser = new CookieJar();
    const response = await browser.fetch(`${bff.origin}/api/login`);

    expect(response.status).toBe(302);
    const url = new URL(response.headers.get('location')!);
    expect(url.searchParams.get('client_id')).toBe(provider.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(bff.redirectUri);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    const cookie = browser.get('oidc_tx')!;
    expect(cookie).toBeTruthy();
    expect(cookie).not.toContain(url.searchParams.get('state')!);
    expect(response.headers.getSetCookie().join()).toMatch(/oidc_tx=.*HttpOnly.*SameSite=Lax/i);
  });

  it('signs a new user in, links them in accounts by issuer and subject, and leads to profile setup', async () => {
    const browser = new CookieJar();
    expect((await currentUser(browser)).status).toBe(401);

    const { callback } = await loginAtProvider(browser);
    const response = await browser.fetch(callback);

    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/profile-setup');
    expect(signInBodies).toEqual([
      { issuer: provider.issuer, subject: AINO.sub, email: AINO.email, emailVerified: true, firstName: 'Aino', lastName: 'Virtanen' },
    ]);
    expect(browser.has('sid')).toBe(true);
    expect(browser.has('oidc_tx')).toBe(false);
    // The session now carries the identity: the BFF vouches for the user to the accounts service.
    const me = await currentUser(browser);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: 'user-aino', email: AINO.email });
  });

  it('leads a customer with a complete profile to the dashboard and an administrator to /admin', async () => {
    user = newUser({ profileComplete: true, firstName: 'Aino', lastName: 'Virtanen' });
    const customer = new CookieJar();
    const response = await customer.fetch((await loginAtProvider(customer)).callback);
    expect(response.headers.get('location')).toBe('/dashboard');

    user = newUser({ profileComplete: true, isAdmin: true });
    const admin = new CookieJar();
    const adminResponse = await admin.fetch((await loginAtProvider(admin)).callback);
    expect(adminResponse.headers.get('location')).toBe('/admin');
  });

  it('returns to the page that asked for the login, through profile setup for a new customer; never to another site', async () => {
    const newcomer = new CookieJar();
    const first = await newcomer.fetch((await loginAtProvider(newcomer, '?returnTo=%2Ftire-shop%23cart')).callback);
    expect(first.headers.get('location')).toBe('/profile-setup?returnTo=%2Ftire-shop%23cart');

    user = newUser({ profileComplete: true, firstName: 'Aino', lastName: 'Virtanen' });
    const customer = new CookieJar();
    const back = await customer.fetch((await loginAtProvider(customer, '?returnTo=%2Ftire-shop')).callback);
    expect(back.headers.get('location')).toBe('/tire-shop');
    const tricked = new CookieJar();
    const away = await tricked.fetch((await loginAtProvider(tricked, '?returnTo=https%3A%2F%2Fevil.example%2F')).callback);
    expect(away.headers.get('location')).toBe('/dashboard');
  });

  it('refuses an e-mail address the provider has not verified: back to /login?error=oidc, not signed in', async () => {
    provider.setAccount({ ...AINO, email_verified: false });
    const browser = new CookieJar();

    const response = await browser.fetch((await loginAtProvider(browser)).callback);

    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?error=oidc');
    expect(signInBodies).toHaveLength(0);
    expect((await currentUser(browser)).status).toBe(401);
  });

  it('does not sign in to an existing account the accounts service will not link: /login says to sign in with a code first', async () => {
    accounts.answerWith((req, res) => {
      if (req.originalUrl === '/internal/oidc-sign-in') {
        signInBodies.push(JSON.parse(String(req.body)));
        res.status(409).json({ message: 'An account with this e-mail address already exists.' });
      } else res.status(404).json({ message: 'Not found' });
    });
    const browser = new CookieJar();

    const response = await browser.fetch((await loginAtProvider(browser)).callback);

    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?error=oidc-account-exists');
    expect(signInBodies).toHaveLength(1);
    expect(browser.has('sid')).toBe(false);
    expect((await currentUser(browser)).status).toBe(401);
  });

  it('tells the accounts service who the browser is signed in as, the one account it may link to', async () => {
    const browser = new CookieJar();
    await browser.fetch((await loginAtProvider(browser)).callback);
    expect(signInBodies[0]).not.toHaveProperty('signedInUserId');

    await browser.fetch((await loginAtProvider(browser)).callback);
    expect(signInBodies[1]).toMatchObject({ subject: AINO.sub, signedInUserId: 'user-aino' });
  });

  it('refuses a callback whose state does not match the login that was started', async () => {
    const browser = new CookieJar();
    const { callback } = await loginAtProvider(browser);
    callback.searchParams.set('state', 'forged-state');

    const response = await browser.fetch(callback);

    expect(response.headers.get('location')).toBe('/login?error=oidc');
    expect(signInBodies).toHaveLength(0);
    expect((await currentUser(browser)).status).toBe(401);
  });

  it('refuses a callback in a browser that never started a login (someone else’s code planted by a link)', async () => {
    const { callback } = await loginAtProvider(new CookieJar());
    const victim = new CookieJar();

    const response = await victim.fetch(callback);

    expect(response.headers.get('location')).toBe('/login?error=oidc');
    expect(signInBodies).toHaveLength(0);
    expect((await currentUser(victim)).status).toBe(401);
  });

  it('uses a login only once: replaying the callback is refused', async () => {
    const browser = new CookieJar();
    const { callback } = await loginAtProvider(browser);
    const transaction = browser.get('oidc_tx')!;
    await browser.fetch(callback);

    const replay = await fetch(callback, { redirect: 'manual', headers: { cookie: `oidc_tx=${transaction}` } });

    expect(replay.headers.get('location')).toBe('/login?error=oidc');
    expect(signInBodies).toHaveLength(1);
  });
});

describe('Google sign-in not configured or not reachable', () => {
  it('leads /api/login to the e-mail code login page when OIDC is not configured', async () => {
    const plain = await startBffWithOidc({ ACCOUNTS_URL: accounts.url });
    plain.configure({});
    try {
      const response = await fetch(`${plain.origin}/api/login`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/login');
      // The login page is told not to offer Google at all.
      expect(await (await fetch(`${plain.origin}/api/auth/sign-in-options`)).json()).toEqual({ google: false, developmentProvider: false });
    } finally {
      await plain.close();
    }
  });

  it('sends the browser back to /login?error=oidc when the provider cannot be reached', async () => {
    const down = await startBffWithOidc({ ACCOUNTS_URL: accounts.url });
    down.configure({ OIDC_ISSUER: await deadUrl(), OIDC_CLIENT_ID: 'x', OIDC_CLIENT_SECRET: 'y' });
    try {
      const response = await fetch(`${down.origin}/api/login`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/login?error=oidc');
    } finally {
      await down.close();
    }
  });
});
