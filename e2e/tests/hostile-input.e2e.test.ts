/**
 * Hostile input on the real stack: for every /api call of the BFF's API route table, fast-check
 * generates values from the call's contract schemas (its body, query and path fields) — control
 * characters and NUL, 100 KB strings, days that do not exist, wrong types, huge numbers, unicode,
 * path parameters with %00 and `..` — and sends them through the BFF to the services and their
 * databases. No answer may be a 5xx, and every 4xx must be JSON with a string `message`.
 *
 * Each request comes "from" its own documentation address (X-Forwarded-For; the BFF trusts its
 * loopback hop), so the per-address limits (tracking lookups, login codes) neither cut the run
 * short nor use up the budget of the other browser tests, which all come from 127.0.0.1.
 */
import http from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MANAGE_BOOKING_MESSAGES, PAYMENT_MESSAGES, RESERVATION_MESSAGES, RUSH_MESSAGES, verifyCodeBodySchema, WAITLIST_MESSAGES } from '@tire/contracts';
import { API_ROUTES, type ApiRoute } from '../../bff/src/proxy/api-routes.js';
import { ADMIN_EMAIL } from '../../scripts/lib/platform.mjs';
import { uniqueEmail } from '../support/accounts.js';
import { codeIn, mailbox } from '../support/mailbox.js';
import { baseUrl, e2e } from '../support/platform.js';

const RUNS_PER_CALL = 40;
const target = new URL(baseUrl);

// ---------- sending ----------

interface Answer {
  status: number;
  contentType: string;
  text: string;
  setCookie: string[];
}

const stats = { requests: 0, serverErrors: 0, validationAnswers: 0, byStatus: new Map<number, number>() };
/** Per call ("METHOD /path"): answers of the contracts' validation (400 with `errors`). */
const validatedByCall = new Map<string, number>();
/**
 * The owning services' own "not found" answers for a path value that passed validation; a manage
 * link, a waitlist offer, a waitlist leave link and a season invitation answer every token they
 * cannot use, malformed ones included, with their one neutral 404.
 */
const OWNER_NOT_FOUND = new Set<string>([
  RESERVATION_MESSAGES.reservationNotFound,
  PAYMENT_MESSAGES.paymentNotFound,
  MANAGE_BOOKING_MESSAGES.linkNotValid,
  WAITLIST_MESSAGES.offerNotValid,
  WAITLIST_MESSAGES.leaveLinkNotValid,
  RUSH_MESSAGES.invitationNotValid,
]);
const serverErrors: string[] = [];
const badClientErrors: string[] = [];

let addressCounter = 0;
/** A fresh address of TEST-NET-2/3 for each request (per-address limits). */
const nextAddress = () => {
  addressCounter += 1;
  return `${addressCounter % 2 ? 198 : 203}.${addressCounter % 2 ? 51 : 0}.${addressCounter % 2 ? 100 : 113}.${((addressCounter >> 1) % 254) + 1}`;
};

/**
 * One request with the path exactly as given (node:http, so `..` and escapes are not normalized
 * away as fetch would), from a fresh address.
 */
function send(method: string, path: string, options: { body?: string; cookie?: string; contentType?: string; from?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      'X-Requested-With': 'tire-platform',
      'X-Forwarded-For': options.from ?? nextAddress(),
      Accept: 'application/json',
      'Accept-Language': 'en',
    };
    if (options.cookie) headers.Cookie = options.cookie;
    if (options.body !== undefined) {
      headers['Content-Type'] = options.contentType ?? 'application/json';
      headers['Content-Length'] = String(Buffer.byteLength(options.body));
    }
    const request = http.request({ host: target.hostname, port: target.port, method, path, headers, timeout: 30_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          contentType: String(response.headers['content-type'] ?? ''),
          text: Buffer.concat(chunks).toString('utf8'),
          setCookie: response.headers['set-cookie'] ?? [],
        }),
      );
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`${method} ${path.slice(0, 200)} timed out`)));
    request.on('error', reject);
    if (options.body !== undefined) request.write(options.body);
    request.end();
  });
}

const show = (value: string) => (value.length > 160 ? `${JSON.stringify(value.slice(0, 160))}… (${value.length} chars)` : JSON.stringify(value));

/** Sends, counts, and records any 5xx or any 4xx that is not JSON with a string message. */
async function hostile(method: string, path: string, options: { body?: string; cookie?: string; contentType?: string; call?: string } = {}) {
  const answer = await send(method, path, options);
  stats.requests += 1;
  stats.byStatus.set(answer.status, (stats.byStatus.get(answer.status) ?? 0) + 1);
  const what = `${method} ${show(path)}${options.body === undefined ? '' : ` body ${show(options.body)}`} -> ${answer.status} ${show(answer.text)}`;
  if (answer.status >= 500) {
    stats.serverErrors += 1;
    serverErrors.push(what);
  } else if (answer.status >= 400) {
    let message: unknown;
    try {
      message = (JSON.parse(answer.text) as { message?: unknown }).message;
    } catch {
      message = undefined;
    }
    if (!answer.contentType.includes('application/json') || typeof message !== 'string') badClientErrors.push(what);
    const refusedByValidation = answer.status === 400 && /"errors":\[/.test(answer.text);
    if (refusedByValidation) stats.validationAnswers += 1;
    // A value the contract accepts (a well-formed but unknown tracking code) reaches the owning
    // service, whose "not found" proves it got past the gates just as well.
    // The track page's "e-mail me the link" answers 202 whatever the well-formed code (it reveals nothing): also the owner's answer.
    const answeredByOwner = (answer.status === 404 && typeof message === 'string' && OWNER_NOT_FOUND.has(message)) || answer.status === 202;
    // A path value of several KB is refused by the BFF's address limit (the contract's 414
    // uriTooLong) before any gate: the boundary's own check of that value, not a limit or a sign-in.
    const refusedAsTooLong = answer.status === 414;
    if ((refusedByValidation || answeredByOwner || refusedAsTooLong) && options.call) {
      validatedByCall.set(options.call, (validatedByCall.get(options.call) ?? 0) + 1);
    }
  }
  return answer;
}

/** The property's verdict on one answer: no 5xx, and a 4xx is JSON with a string message. */
function acceptable(answer: Answer) {
  if (answer.status >= 500) return false;
  if (answer.status < 400) return true;
  try {
    return answer.contentType.includes('application/json') && typeof (JSON.parse(answer.text) as { message?: unknown }).message === 'string';
  } catch {
    return false;
  }
}

// ---------- hostile values ----------

const CONTROL = [...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)), '\u007f'];
const controlCharacter = fc.constantFrom(...CONTROL);
/** Text with a control character (NUL more often than the others) somewhere inside. */
const withControl = fc
  .tuple(
    fc.string({ maxLength: 12 }),
    fc.oneof({ weight: 2, arbitrary: fc.constant('\u0000') }, { weight: 3, arbitrary: controlCharacter }),
    fc.string({ maxLength: 12 }),
  )
  .map(([before, control, after]) => `${before}${control}${after}`);
/** 100 KB of text: just under the BFF's body limit (reaches validation), or over it (413). */
const huge = fc
  .tuple(fc.constantFrom('a', 'ä', '€', '😀', 'A1-', ' ', '\u0000', '%00'), fc.constantFrom(90_000, 100_000, 120_000))
  .map(([unit, bytes]) => unit.repeat(Math.floor(bytes / Buffer.byteLength(unit))));
const overLong = fc.integer({ min: 21, max: 3_000 }).map((length) => 'W'.repeat(length));
const badDates = fc.constantFrom(
  '2025-02-30',
  '2025-02-29',
  '2025-04-31',
  '2025-13-01',
  '2025-00-00',
  '0000-00-00',
  '9999-99-99',
  '2025-02-30T10:00:00.000Z',
  '2030-06-03T25:61:00Z',
  '2030-06-03\u0000',
  '2030-06-03T10:00:00.000Z'.padEnd(5_000, '0'),
  '+275760-09-13',
  '-000001-01-01',
  '1970-01-01',
);
const unicode = fc.oneof(
  fc.fullUnicodeString({ maxLength: 40 }),
  fc.constantFrom('\uD800', '\uDFFF', 'a\uD83D', '\uFEFF', '\u202Eevil', 'Zalgơ̸̢̗͓', '𝕿𝖎𝖗𝖊', '李', 'ÅÄÖ åäö', '\u2028\u2029', '\uFFFF'),
);
const hugeNumber = fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, -(2 ** 53), 2 ** 31, 2 ** 31 - 1, -1, 0, -0, 0.5, 1e-300, 123456789012345);
const wrongType = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, [], {}, [null], { $gt: '' }, JSON.parse('{"__proto__":{"isAdmin":true}}'), [[[[[[[[[[[]]]]]]]]]]]),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.integer(),
  fc.double(),
);
const hostileText = fc.oneof(
  { weight: 4, arbitrary: withControl },
  { weight: 2, arbitrary: huge },
  { weight: 2, arbitrary: overLong },
  { weight: 2, arbitrary: badDates },
  { weight: 3, arbitrary: unicode },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', 'ABCDE', 'abc', '../../etc/passwd', "' OR 1=1 --", '<script>alert(1)</script>', '${jndi:x}', '%00') },
);
/** Any hostile JSON value for a field. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileText },
  { weight: 2, arbitrary: hugeNumber },
  { weight: 2, arbitrary: wrongType },
);

/** A path parameter as it is written in the URL (already escaped, or raw `..` on purpose). */
const hostilePathParameter = fc.oneof(
  fc.constantFrom(
    '%00',
    'TIRE-%00',
    '..',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e',
    '%E4%F6',
    '%',
    '%ZZ',
    '%C0%AE%C0%AE',
    '%F0%9F%98%80',
    '-1',
    '0',
    '1e5',
    '0x10',
    '1.5',
    '2147483648',
    '99999999999999999999999',
    'NaN',
    'Infinity',
    '%20',
    '2025-02-30',
    '2025-13-01',
  ),
  hostileText.filter((text) => text.length < 20_000).map((text) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '?'))),
);

// ---------- the calls and their fields ----------

/** The field names of an object schema (through pipes, unions, optionals and defaults). */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape as object);
    case 'union':
      return [...new Set((def.options as z.ZodType[]).flatMap(fieldsOf))];
    case 'pipe':
      return fieldsOf(def.in as z.ZodType);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return fieldsOf(def.innerType as z.ZodType);
    default:
      return [];
  }
}

/** A Wednesday more than a year ahead: bookings the run makes take no slot another test wants. */
function farWednesday() {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 400);
  while (day.getUTCDay() !== 3) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** No reservation or order has this id: admin changes with hostile bodies can touch nobody's booking. */
const MISSING_ID = '2000000000';

/** A valid call of each route: the property makes one or more of its fields hostile. */
function validCall(route: ApiRoute): { params: Record<string, string>; query: Record<string, string>; body: Record<string, unknown> | undefined } {
  const key = `${route.method} ${route.path}`;
  const email = uniqueEmail('hostile');
  const profile = {
    firstName: 'Hilda',
    lastName: 'Hostile',
    phone: '040 123 4567',
    address: 'Mannerheimintie 1',
    apartment: 'A 1',
    postalCode: '00100',
    registrationNumber: 'HOS-1',
    vehicleModel: 'Volvo V60',
    tireSize: '205/55 R16',
  };
  const bodies: Record<string, Record<string, unknown>> = {
    'POST /api/reservations': {
      serviceType: 'tire_change',
      locationId: 1,
      scheduledDate: farWednesday(),
      scheduledTime: '16:00',
      registrationNumber: 'HOS-1',
      vehicleModel: 'Ford Focus',
      tireSize: '205/55 R16',
      guestName: 'Hilda Hostile',
      guestEmail: email,
      guestPhone: '040 123 4567',
      guestAddress: 'Mannerheimintie 1',
      guestApartment: 'A 1',
      guestPostalCode: '00100',
      additionalServices: '[]',
      notes: 'Nothing special.',
    },
    'PATCH /api/reservations/:id': { scheduledDate: farWednesday(), scheduledTime: '17:00' },
    'PATCH /api/reservations/:id/status': { status: 'cancelled' },
    'PATCH /api/admin/reservations/:id': { scheduledDate: farWednesday(), scheduledTime: '17:00' },
    // No product has this id: the order is refused, no stock is held.
    'POST /api/tire-orders': { totalAmount: '100.00', installationRequested: false, lines: [{ productId: Number(MISSING_ID), quantity: 1 }], locationId: 1 },
    'POST /api/create-payment-intent': { orderId: Number(MISSING_ID), amount: 100 },
    'POST /api/create-reservation-payment': { trackingCode: 'TIRE-ZZZZZZ' },
    'POST /api/payments/local/confirm': {
      paymentIntentId: 'pi_missing',
      clientSecret: 'pi_missing_secret',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    },
    'POST /api/webhooks/stripe': { id: 'evt_1', type: 'payment_intent.succeeded', data: { object: { id: 'pi_missing' } } },
    'POST /api/auth/send-code': { email },
    'POST /api/my-bookings/link': { email },
    'POST /api/auth/signup': { ...profile, email },
    'POST /api/profile/complete': profile,
    'POST /api/contact': { name: 'Hilda Hostile', email, phone: '040 123 4567', message: 'A question about winter tires.' },
    'POST /api/auth/verify-code': { email, code: '000000' },
  };
  const queries: Record<string, Record<string, string>> = {
    'GET /api/available-slots': { locationId: '1', date: farWednesday() },
    'GET /api/admin/reservations': { date: farWednesday() },
  };
  const params: Record<string, string> = {};
  for (const name of fieldsOf(route.params))
    params[name] = name === 'date' ? farWednesday() : name === 'id' ? MISSING_ID : name === 'code' ? 'TIRE-ZZZZZZ' : 'pi_missing';
  for (const match of route.path.matchAll(/:(\w+)/g)) params[match[1]!] ??= 'TIRE-ZZZZZZ';
  const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : (bodies[key] ?? {});
  return { params, query: queries[key] ?? {}, body };
}

/** One generated case of a call: which fields are hostile and how the path parameters are written. */
const queryText = hostileText.filter((text) => text.length < 20_000);

function caseOf(route: ApiRoute) {
  const valid = validCall(route);
  const bodyFields = [...new Set([...fieldsOf(route.body), ...Object.keys(valid.body ?? {})])];
  // The call's own query fields get the hostile values (each case reaches one of its rules); other
  // names (e.g. locationId and date on a call that takes neither) come along besides.
  const ownQueryFields = [...new Set([...fieldsOf(route.query), ...Object.keys(valid.query)])];
  const strayQueryFields = ['locationId', 'date'].filter((name) => !ownQueryFields.includes(name));
  const paramNames = Object.keys(valid.params);

  const body =
    valid.body === undefined
      ? fc.constant(undefined)
      : fc.oneof(
          // One to three fields of a valid body made hostile (the common case: it reaches each field's rule).
          {
            weight: 6,
            arbitrary: fc
              .dictionary(fc.constantFrom(...(bodyFields.length ? bodyFields : ['x'])), hostileValue, { minKeys: 1, maxKeys: 3 })
              .map((bad) => JSON.stringify({ ...valid.body, ...bad })),
          },
          // A whole body of the wrong kind, an unknown field, or text that is not JSON at all.
          { weight: 1, arbitrary: wrongType.map((value) => JSON.stringify(value)) },
          { weight: 1, arbitrary: fc.tuple(withControl, hostileValue).map(([name, value]) => JSON.stringify({ ...valid.body, [name]: value })) },
          { weight: 1, arbitrary: fc.constantFrom('{"a":', '\u0000', '{"email":"\\u0000"}', 'null', '[]', '"text"', '{"__proto__":{"isAdmin":true}}') },
        );
  const query = fc.oneof(
    { weight: 3, arbitrary: fc.constant('') },
    {
      weight: 4,
      arbitrary: fc
        .tuple(
          fc.dictionary(fc.constantFrom(...(ownQueryFields.length ? ownQueryFields : strayQueryFields)), queryText, { minKeys: 1, maxKeys: 2 }),
          strayQueryFields.length ? fc.dictionary(fc.constantFrom(...strayQueryFields), queryText, { maxKeys: 1 }) : fc.constant({}),
        )
        .map(([own, stray]): Record<string, string> => ({ ...stray, ...own }))
        .map((bad) =>
          new URLSearchParams({
            ...valid.query,
            ...Object.fromEntries(Object.entries(bad).map(([k, v]) => [k, v.replace(/[\uD800-\uDFFF]/g, '?')])),
          }).toString(),
        ),
    },
    { weight: 1, arbitrary: fc.constantFrom('date=a&date=b', 'locationId[$gt]=0', 'date=%00', 'date=%E4%F6', 'locationId=1e400&date=2025-02-30') },
  );
  const params = paramNames.length
    ? fc.oneof(
        { weight: 1, arbitrary: fc.constant(valid.params) },
        { weight: 3, arbitrary: fc.record(Object.fromEntries(paramNames.map((name) => [name, hostilePathParameter]))) },
      )
    : fc.constant({} as Record<string, string>);
  // Each case signs up, books or writes as a new address (the per-address limits stay out of the way).
  const validEmail = [valid.body?.email, valid.body?.guestEmail].find((value): value is string => typeof value === 'string');
  return fc.record({ body, query, params }).map(({ body: bodyText, query: search, params: written }) => {
    const json = validEmail && bodyText ? bodyText.split(validEmail).join(uniqueEmail('hostile')) : bodyText;
    const path = route.path.replace(/:(\w+)/g, (_, name: string) => written[name] ?? encodeURIComponent(valid.params[name] ?? ''));
    const withQuery = search ? `${path}?${search}` : Object.keys(valid.query).length ? `${path}?${new URLSearchParams(valid.query)}` : path;
    return { path: withQuery, body: json };
  });
}

// ---------- sessions ----------

const SIGN_IN_FROM = '192.0.2.77';

/** A session through the API: send-code, the code from the mailbox, verify-code. */
async function signIn(email: string): Promise<string> {
  const before = new Set((await mailbox.all()).map((mail) => mail.id));
  const sent = await send('POST', '/api/auth/send-code', { body: JSON.stringify({ email }), from: SIGN_IN_FROM });
  expect(sent.status, sent.text).toBe(200);
  const mail = await mailbox.waitFor(email, (candidate) => !before.has(candidate.id));
  const verified = await send('POST', '/api/auth/verify-code', { body: JSON.stringify({ email, code: codeIn(mail) }), from: SIGN_IN_FROM });
  expect(verified.status, verified.text).toBe(200);
  const cookie = verified.setCookie.map((line) => line.split(';')[0]).join('; ');
  expect(cookie).not.toBe('');
  return cookie;
}

let customerCookie = '';
let adminCookie = '';

beforeAll(async () => {
  customerCookie = await signIn(uniqueEmail('hostile.customer'));
  adminCookie = await signIn(ADMIN_EMAIL);
});

afterAll(() => {
  const statuses = [...stats.byStatus.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
  console.log(
    `hostile input: ${stats.requests} requests sent, ${stats.serverErrors} answered 5xx, ` +
      `${stats.validationAnswers} answered 400 by the contracts' validation; by status ${statuses.join(', ')}`,
  );
});

/** Every call of the API route table, and the BFF's own verify-code call (not proxied, same contract). */
const CALLS: ApiRoute[] = [...API_ROUTES, { method: 'POST', path: '/api/auth/verify-code', service: 'accounts', access: 'public', body: verifyCodeBodySchema }];

describe('hostile input to every /api call', () => {
  it.each(CALLS.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: never a 5xx; every 4xx is JSON with a message',
    async (_name, route) => {
      const cookie = route.access === 'admin' ? adminCookie : route.access === 'signed-in' ? customerCookie : undefined;
      await fc.assert(
        fc.asyncProperty(caseOf(route), async ({ path, body }) =>
          acceptable(await hostile(route.method, path, { body, cookie, call: `${route.method} ${route.path}` })),
        ),
        { numRuns: RUNS_PER_CALL },
      );
    },
  );

  it('reaches the contracts: every call with inputs answered hostile values by validation, not by a rate limit or a sign-in gate', () => {
    expect(stats.requests).toBeGreaterThanOrEqual(CALLS.length * RUNS_PER_CALL);
    expect(stats.byStatus.get(429) ?? 0).toBeLessThan(stats.requests * 0.05);
    const withInputs = CALLS.filter((route) => (route.body || route.query || route.params) && !route.rawBody);
    const unvalidated = withInputs.map((route) => `${route.method} ${route.path}`).filter((call) => (validatedByCall.get(call) ?? 0) < RUNS_PER_CALL / 4);
    expect(unvalidated, 'calls whose hostile values rarely reached validation').toEqual([]);
    expect(serverErrors, serverErrors.join('\n')).toEqual([]);
    expect(badClientErrors, badClientErrors.join('\n')).toEqual([]);
  });
});

describe('the findings of the review, one by one', () => {
  const booking = () => validCall(API_ROUTES.find((route) => route.method === 'POST' && route.path === '/api/reservations')!).body!;
  const post = (path: string, body: unknown, cookie?: string) => hostile('POST', path, { body: JSON.stringify(body), cookie });
  const fieldsNamed = (answer: Answer) => (JSON.parse(answer.text) as { errors?: { path: string }[] }).errors?.map((error) => error.path) ?? [];

  it('a NUL character in a text field is a 400 naming the field, wherever it is sent', async () => {
    const cases: [string, Record<string, unknown>, string, string?][] = [
      ['/api/reservations', { ...booking(), guestName: 'Hilda\u0000' }, 'guestName'],
      ['/api/reservations', { ...booking(), notes: 'note\u0000' }, 'notes'],
      ['/api/contact', { name: 'Hi\u0000lda', email: 'h@example.fi', phone: '040 123 4567', message: 'A question about tires.' }, 'name'],
      ['/api/auth/signup', { ...validCall(API_ROUTES.find((r) => r.path === '/api/auth/signup')!).body!, lastName: '\u0000' }, 'lastName'],
      [
        '/api/profile/complete',
        { ...validCall(API_ROUTES.find((r) => r.path === '/api/profile/complete')!).body!, address: 'Katu\u00001' },
        'address',
        customerCookie,
      ],
      [
        '/api/payments/local/confirm',
        { paymentIntentId: 'pi_\u0000', clientSecret: 's', cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' },
        'paymentIntentId',
      ],
      ['/api/create-reservation-payment', { trackingCode: 'TIRE-\u0000' }, 'trackingCode'],
    ];
    for (const [path, body, field, cookie] of cases) {
      const answer = await post(path, body, cookie);
      expect(answer.status, `${path} ${answer.text}`).toBe(400);
      expect(fieldsNamed(answer), path).toContain(field);
    }
    for (const path of [
      '/api/verify-payment/%00',
      '/api/verify-payment/pi_%00',
      '/api/reservations/track/%00',
      '/api/reservations/track/TIRE-%00/calendar.ics',
    ]) {
      const answer = await hostile('GET', path);
      expect(answer.status, `${path} ${answer.text}`).toBe(400);
      expect(JSON.parse(answer.text).message).toMatch(/control characters/);
    }
  });

  it('a 3,000-character guest name, postal code "ABCDE", phone "abc" and 2025-02-30 are refused', async () => {
    const long = await post('/api/reservations', { ...booking(), guestName: 'N'.repeat(3_000) });
    expect(long.status).toBe(400);
    expect(JSON.parse(long.text).message).toBe('Name must be at most 100 characters');
    const formats = await post('/api/reservations', { ...booking(), guestPostalCode: 'ABCDE', guestPhone: 'abc', scheduledDate: '2025-02-30' });
    expect(formats.status).toBe(400);
    expect(fieldsNamed(formats).sort()).toEqual(['guestPhone', 'guestPostalCode', 'scheduledDate']);
    const slots = await hostile('GET', '/api/available-slots?locationId=1&date=2025-02-30');
    expect(slots.status).toBe(400);
    const byPath = await hostile('GET', '/api/admin/reservations/2025-02-30', { cookie: adminCookie });
    expect(byPath.status).toBe(400);
    expect(fieldsNamed(byPath)).toEqual(['date']);
  });

  it('a malformed URL escape is a clean 400: JSON on the API, plain text on a page', async () => {
    for (const path of ['/api/reservations/track/%E4%F6', '/api/%E4%F6', '/api/verify-payment/%E4']) {
      const answer = await hostile('GET', path);
      expect(answer.status, path).toBe(400);
      expect(JSON.parse(answer.text).message).toBe('Invalid URL encoding');
    }
    for (const path of ['/%E4%F6', '/tire-change/%E4']) {
      const answer = await send('GET', path);
      stats.requests += 1;
      expect(answer.status, path).toBeLessThan(500);
      expect(answer.text).not.toMatch(/Failed to decode|"message"|at .*\.js/);
    }
  });
});
