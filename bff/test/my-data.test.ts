import type express from 'express';
import { beforeEach, describe, expect, it } from 'vitest';
import { myDataSchema, PERSONAL_DATA_SERVICES, type PersonalDataService } from '@tire/contracts';
import { SERVICE_TOKEN_HEADER, verifyServiceToken } from '@tire/service-kit';
import type { FakeService } from './harness.js';
import { CookieJar } from './support/cookie-jar.js';
import { fakeServiceForFile } from './support/fake-service-for-file.js';
import { sessionBffForFile } from './support/session-bff-for-file.js';
import { answeredCodeCheck, signInWithCode } from './support/sign-in.js';
import { accountUser, FILLED_PROFILE } from './support/users.js';

// The customer's own data at the BFF: the download puts every service's part together; the erasure
// runs its steps in order (cancel and refund, last e-mail, anonymise everywhere with accounts last),
// goes on from where it stopped when retried after a failure, and ends the session.
const maija = accountUser({
  id: '6f0c1f8e-2f7e-4f55-9d36-1f7b6cbf0042',
  email: 'maija@example.fi',
  firstName: 'Maija',
  lastName: 'Meikäläinen',
  ...FILLED_PROFILE,
});
/** Downloads and erasures per customer per hour in this file (each test signs in as its own or a shared customer). */
const LIMIT = 12;
const admin = accountUser({ id: '6f0c1f8e-2f7e-4f55-9d36-1f7b6cbf0043', email: 'admin@rengaspalvelu.example', isAdmin: true });

const fakes = Object.fromEntries(PERSONAL_DATA_SERVICES.map((service) => [service, fakeServiceForFile()])) as Record<PersonalDataService, FakeService>;
const bff = sessionBffForFile('my-data', () => ({
  ACCOUNTS_URL: fakes.accounts.url,
  RESERVATIONS_URL: fakes.reservations.url,
  CATALOGUE_URL: fakes.catalogue.url,
  PAYMENTS_URL: fakes.payments.url,
  NOTIFICATIONS_URL: fakes.notifications.url,
  MY_DATA_RATE_LIMIT: String(LIMIT),
}));

/** What reached the services' personal data paths, in order: "<service> <method> <path>". */
let calls: string[];
/** The services that fail their next erase call (500). */
let failingOnce: Set<PersonalDataService>;
let accountGone: boolean;
/** The guests' "my bookings" links the fake accounts service knows: token → address (gone with the address's erasure). */
let links: Map<string, string>;
let signedInUser = maija;
const CANCELLED: Partial<Record<PersonalDataService, { reference: string; refundCents: number }[]>> = {
  reservations: [{ reference: 'TIRE-7KQ2MX', refundCents: 4500 }],
  catalogue: [{ reference: '12', refundCents: 52404 }],
};

/** The erasure's calls in order: cancel and refund, the last e-mail while the address is known, anonymise with accounts last. */
const ERASURE_STEPS = [
  'reservations POST /internal/personal-data/cancel',
  'catalogue POST /internal/personal-data/cancel',
  'accounts GET /internal/personal-data',
  'notifications POST /internal/personal-data/erasure-notice',
  'reservations POST /internal/personal-data/erase',
  'catalogue POST /internal/personal-data/erase',
  'payments POST /internal/personal-data/erase',
  'notifications POST /internal/personal-data/erase',
  'accounts POST /internal/personal-data/erase',
];
const guest = 'vieras@example.fi';
const GUEST_LINK = 'g'.repeat(43);
const ADMIN_LINK = 'a'.repeat(43);
/** The address the BFF's signed token names (the fake reads it without verifying: the real services do). */
const subjectOf = (req: express.Request) => {
  const payload = String(req.headers[SERVICE_TOKEN_HEADER]).split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { email?: string }).email;
};

function personalDataAnswers(service: PersonalDataService) {
  let cancelledYet = false;
  return (req: express.Request, res: express.Response) => {
    const path = req.path;
    if (path.startsWith('/internal/personal-data')) calls.push(`${service} ${req.method} ${path}`);
    if (path === '/internal/personal-data' && req.method === 'GET') {
      const records =
        service === 'accounts'
          ? { accounts: [{ firstName: 'Maija', lastName: 'Meikäläinen', language: 'en' }] }
          : service === 'reservations'
            ? { bookings: [{ tracking_code: 'TIRE-7KQ2MX' }, { tracking_code: 'TIRE-AAAAA2' }] }
            : service === 'catalogue'
              ? { orders: [{ order_id: 12 }] }
              : { rows: [{ service }] };
      res.json({ service, schemaVersion: 1, exportedAt: new Date().toISOString(), records });
    } else if (path === '/internal/personal-data/cancel') {
      // Repeated, a cancellation finds nothing more.
      res.json({ cancelled: cancelledYet ? [] : (CANCELLED[service] ?? []) });
      cancelledYet = true;
    } else if (path === '/internal/personal-data/erasure-notice') res.json({ queued: true });
    else if (service === 'accounts' && path === '/internal/email-access/resolve') {
      const email = links.get((JSON.parse(String(req.body)) as { token?: string }).token ?? '');
      if (!email) res.status(404).json({ code: 'emailAccess.linkNotValid', message: 'This link is not valid or has expired' });
      else res.json({ email, language: 'fi', expiresAt: new Date(Date.now() + 600_000).toISOString(), isAdmin: email === admin.email });
    } else if (path === '/internal/personal-data/erase') {
      if (failingOnce.delete(service)) res.status(500).json({ message: 'database away' });
      else {
        if (service === 'accounts') {
          accountGone = true;
          // The accounts service deletes the address's e-mail links with the rest.
          const subject = subjectOf(req);
          for (const [token, email] of links) if (email === subject) links.delete(token);
        }
        res.json({ erased: 1 });
      }
    } else if (service === 'accounts' && answeredCodeCheck(req, res, signedInUser)) return;
    else if (service === 'accounts' && path.startsWith('/internal/users/')) {
      if (accountGone) res.status(404).json({ message: 'User not found' });
      else res.json(signedInUser);
    } else if (service === 'accounts' && path === '/api/auth/user') res.json(signedInUser);
    else res.status(404).json({ message: 'no such fake path' });
  };
}

beforeEach(() => {
  calls = [];
  failingOnce = new Set();
  accountGone = false;
  links = new Map([
    [GUEST_LINK, guest],
    [ADMIN_LINK, admin.email],
  ]);
  signedInUser = maija;
  for (const service of PERSONAL_DATA_SERVICES) {
    fakes[service].received.length = 0;
    fakes[service].answerWith(personalDataAnswers(service));
  }
});

const signedIn = async (user = maija) => {
  signedInUser = user;
  return (await signInWithCode(bff.origin, user.email, { jar: new CookieJar() })).jar;
};
const erase = (jar: CookieJar, body: unknown = { confirm: true }) =>
  jar.fetch(`${bff.origin}/api/my-data/erase`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const noticeBody = () => JSON.parse(fakes.notifications.received.find((r) => r.url === '/internal/personal-data/erasure-notice')!.raw);

describe('GET /api/my-data', () => {
  it('is one JSON download of every service’s part, each asked for the signed-in person only', async () => {
    const jar = await signedIn();

    const response = await jar.fetch(`${bff.origin}/api/my-data`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const data = myDataSchema.parse(await response.json());
    expect(data.subject).toEqual({ email: maija.email, userId: maija.id });
    expect(Object.keys(data.services).sort()).toEqual([...PERSONAL_DATA_SERVICES].sort());
    // The payments service is asked last, with the bookings' codes and the orders' numbers it knows payments by.
    const asked = fakes.payments.received.find((r) => r.url.startsWith('/internal/personal-data'))!;
    expect(asked.url).toBe('/internal/personal-data?bookings=TIRE-7KQ2MX%2CTIRE-AAAAA2&orders=12');
    const claims = await verifyServiceToken(String(asked.headers[SERVICE_TOKEN_HEADER]), 'payments', { method: 'GET', path: '/internal/personal-data' });
    expect(claims).toMatchObject({ issuer: 'bff', userId: maija.id, email: maija.email });
  });

  it('is counted per customer: one who asks too often gets 429, another on the same network does not', async () => {
    const eager = accountUser({ id: '6f0c1f8e-2f7e-4f55-9d36-1f7b6cbf0044', email: 'eager@example.fi' });
    const jar = await signedIn(eager);
    for (let i = 0; i < LIMIT; i++) expect((await jar.fetch(`${bff.origin}/api/my-data`)).status).toBe(200);
    const refused = await jar.fetch(`${bff.origin}/api/my-data`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    const other = await signedIn(accountUser({ id: '6f0c1f8e-2f7e-4f55-9d36-1f7b6cbf0045', email: 'calm@example.fi' }));
    expect((await other.fetch(`${bff.origin}/api/my-data`)).status).toBe(200);
  });

  it('is for a signed-in customer only', async () => {
    expect((await fetch(`${bff.origin}/api/my-data`)).status).toBe(401);
    expect(calls).toEqual([]);
  });
});

describe('POST /api/my-data/erase', () => {
  it('cancels first, queues the last e-mail while the address is known, anonymises every service with accounts last, and signs out', async () => {
    const jar = await signedIn();

    const response = await erase(jar);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      bookingsCancelled: ['TIRE-7KQ2MX'],
      ordersCancelled: ['12'],
      refundCents: 4500 + 52404,
      kept: ['receipts', 'amounts', 'vat'],
      keptYears: 6,
      erased: ['account', 'names', 'contacts', 'addresses', 'plates', 'messages', 'emailLog'],
    });
    expect(calls).toEqual(ERASURE_STEPS);
    // The last e-mail in the account's language, greeting by name, listing what was cancelled.
    expect(noticeBody()).toEqual({
      name: 'Maija Meikäläinen',
      language: 'en',
      bookingsCancelled: ['TIRE-7KQ2MX'],
      ordersCancelled: ['12'],
      refundCents: 56904,
      hadAccount: true,
    });
    expect(response.headers.getSetCookie().some((line) => /^sid=;/.test(line))).toBe(true);
    // The readable hint stays for the page to show what was done; the session is gone all the same.
    expect(response.headers.getSetCookie().some((line) => line.startsWith('signed_in='))).toBe(false);
    expect((await jar.fetch(`${bff.origin}/api/auth/user`)).status).toBe(401);
  });

  it('after a failure midway, a retry finishes the job: nothing cancelled or e-mailed twice, the e-mail still listing what was cancelled', async () => {
    const jar = await signedIn();
    failingOnce.add('payments');

    const first = await erase(jar);
    expect(first.status).toBe(502);
    expect(await first.json()).toMatchObject({ code: 'serviceUnavailable', service: 'payments' });
    expect((await jar.fetch(`${bff.origin}/api/auth/user`)).status).toBe(200);

    calls = [];
    const retry = await erase(jar);

    expect(retry.status).toBe(200);
    expect((await retry.json()).bookingsCancelled).toEqual(['TIRE-7KQ2MX']);
    expect(calls).toEqual([
      'payments POST /internal/personal-data/erase',
      'notifications POST /internal/personal-data/erase',
      'accounts POST /internal/personal-data/erase',
    ]);
    expect(fakes.notifications.received.filter((r) => r.url === '/internal/personal-data/erasure-notice')).toHaveLength(1);
    expect(noticeBody().refundCents).toBe(56904);
  });

  it('needs the explicit confirmation, a session, and refuses an administrator', async () => {
    const jar = await signedIn();
    const unconfirmed = await erase(jar, { confirm: false });
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.json()).toMatchObject({ code: 'validation', errors: [{ path: 'confirm', code: 'privacy.confirm' }] });
    const malformed = await jar.fetch(`${bff.origin}/api/my-data/erase`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"confirm":',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ message: 'Invalid JSON body', errors: [] });
    expect((await erase(new CookieJar())).status).toBe(401);

    const adminJar = await signedIn(admin);
    const refused = await erase(adminJar);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'privacy.adminAccount' });
    expect(calls).toEqual([]);
  });
});

describe('a guest through the "my bookings" e-mail link', () => {
  const linkPath = (token: string) => `${bff.origin}/api/my-bookings/${token}/my-data`;
  const eraseByLink = (jar: CookieJar, token = GUEST_LINK, body: unknown = { confirm: true }) =>
    jar.fetch(`${linkPath(token)}/erase`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('downloads everything held about the address the link proves, asked by that address alone', async () => {
    const response = await fetch(linkPath(GUEST_LINK));

    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const data = myDataSchema.parse(await response.json());
    expect(data.subject).toEqual({ email: guest });
    expect(Object.keys(data.services).sort()).toEqual([...PERSONAL_DATA_SERVICES].sort());
    const asked = fakes.reservations.received.find((r) => r.url.startsWith('/internal/personal-data'))!;
    const claims = await verifyServiceToken(String(asked.headers[SERVICE_TOKEN_HEADER]), 'reservations', { method: 'GET', path: '/internal/personal-data' });
    expect(claims).toMatchObject({ issuer: 'bff', email: guest });
    expect(claims.userId).toBeUndefined();
  });

  it('erases in the same order as for a signed-in customer, then the link opens nothing', async () => {
    const jar = new CookieJar();

    const response = await eraseByLink(jar);

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ bookingsCancelled: ['TIRE-7KQ2MX'], ordersCancelled: ['12'], refundCents: 56904, keptYears: 6 });
    expect(calls.filter((call) => call.includes('/internal/personal-data'))).toEqual(ERASURE_STEPS);
    const erased = fakes.accounts.received.find((r) => r.url === '/internal/personal-data/erase')!;
    expect(subjectOf({ headers: erased.headers } as express.Request)).toBe(guest);
    // The page's own link is dead now: the neutral 404, for the download and a second erasure alike.
    for (const again of [await fetch(linkPath(GUEST_LINK)), await eraseByLink(jar)]) {
      expect(again.status).toBe(404);
      expect(await again.json()).toMatchObject({ code: 'emailAccess.linkNotValid', message: 'This link is not valid or has expired' });
    }
  });

  it('after a failure midway, a retry through the same link from the same browser finishes the job', async () => {
    const jar = new CookieJar();
    failingOnce.add('notifications');

    const first = await eraseByLink(jar);
    expect(first.status).toBe(502);
    expect(await first.json()).toMatchObject({ code: 'serviceUnavailable', service: 'notifications' });
    expect(links.has(GUEST_LINK)).toBe(true);

    calls = [];
    const retry = await eraseByLink(jar);

    expect(retry.status).toBe(200);
    expect((await retry.json()).bookingsCancelled).toEqual(['TIRE-7KQ2MX']);
    expect(calls.filter((call) => call.includes('/internal/personal-data'))).toEqual([
      'notifications POST /internal/personal-data/erase',
      'accounts POST /internal/personal-data/erase',
    ]);
    expect(fakes.notifications.received.filter((r) => r.url === '/internal/personal-data/erasure-notice')).toHaveLength(1);
    // The guest's session held only the progress: it is gone with it.
    expect(retry.headers.getSetCookie().some((line) => /^sid=;/.test(line))).toBe(true);
  });

  it('a dead, forged or malformed link is the one neutral 404, and nothing is asked of the other services', async () => {
    for (const token of ['d'.repeat(43), 'short', '%00']) {
      for (const response of [await fetch(linkPath(token)), await eraseByLink(new CookieJar(), token)]) {
        expect(response.status).toBe(404);
        expect(await response.json()).toMatchObject({ code: 'emailAccess.linkNotValid' });
      }
    }
    expect(calls.filter((call) => !call.startsWith('accounts'))).toEqual([]);
  });

  it('needs the explicit confirmation, and refuses an administrator’s address before anything is cancelled', async () => {
    const unconfirmed = await eraseByLink(new CookieJar(), GUEST_LINK, { confirm: false });
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.json()).toMatchObject({ code: 'validation', errors: [{ path: 'confirm' }] });

    const refused = await eraseByLink(new CookieJar(), ADMIN_LINK);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'privacy.adminAccount' });
    expect(calls.filter((call) => call.includes('/internal/personal-data'))).toEqual([]);
  });
});
