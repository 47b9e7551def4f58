import { AUTH_MESSAGES } from '@tire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LOCKED_MESSAGE } from '../src/domain/errors.js';
import { signupForm, startTestService, uniqueEmail, type TestService } from './support/test-service.js';

/**
 * What a stranger who knows only someone's e-mail address can do to that person's sign-in (a
 * security review's finding): lock them out, void their code, or slip them a profile. The owner
 * and the stranger are told apart by the client address the BFF signs into the call.
 */
const OWNER = { 'x-forwarded-for': '203.0.113.10' };
const STRANGER = { 'x-forwarded-for': '198.51.100.66' };
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let service: TestService;
beforeAll(async () => {
  // The production lockout (10 wrong codes); the slowdown ceiling out of the way but in its own test.
  service = await startTestService();
});
afterAll(() => service.close());

const sendCode = (email: string, from: Record<string, string>) => service.post('/api/auth/send-code', { email }, from);
const verify = (email: string, code: string, from: Record<string, string>) => service.post('/internal/verify-code', { email, code }, from);

describe('a stranger cannot lock the owner out', () => {
  it('eleven wrong codes from one address do not stop the owner at another address from signing in', async () => {
    const email = uniqueEmail('owner');
    await sendCode(email, OWNER);
    const code = await service.lastCode(email);
    // A live code exists, so these count: the stranger's own address is locked out after ten.
    const answers = [];
    for (let attempt = 0; attempt < 11; attempt += 1) answers.push((await verify(email, wrong(code), STRANGER)).status);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(answers[10]).toBe(429);
    expect((await verify(email, code, STRANGER)).body.message).toBe(SIGN_IN_LOCKED_MESSAGE);

    // The guesses used up that code's five tries; the owner asks for another and signs in.
    await sendCode(email, OWNER);
    const signedIn = await verify(email, await service.lastCode(email), OWNER);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.email).toBe(email);
  });

  it('wrong codes sent when no code is live lock nothing', async () => {
    const email = uniqueEmail('no-code');
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect(await verify(email, '123456', STRANGER)).toMatchObject({ status: 400, body: { message: AUTH_MESSAGES.invalidOrExpiredCode } });
    }
    // Not even the stranger's own address is locked: nothing was there to guess.
    await sendCode(email, STRANGER);
    expect((await verify(email, await service.lastCode(email), STRANGER)).status).toBe(200);
    expect((await service.queuedJobs('sign-in.locked')).filter((job) => job.data.email === email)).toEqual([]);
  });

  it('the owner gets one lockout e-mail when a lockout starts, in their language', async () => {
    const email = uniqueEmail('told');
    // An account whose language is English (signed up on the English pages).
    await service.post('/api/auth/signup', signupForm(email), { ...OWNER, 'x-user-language': 'en' });
    expect((await verify(email, await service.lastCode(email), OWNER)).status).toBe(200);

    await sendCode(email, OWNER);
    const code = await service.lastCode(email);
    for (let attempt = 0; attempt < 10; attempt += 1) await verify(email, wrong(code), STRANGER);
    // The same guessing from a second address locks that one too, but the owner is not mailed twice.
    for (let attempt = 0; attempt < 10; attempt += 1) await verify(email, wrong(code), { 'x-forwarded-for': '198.51.100.67' });

    const notices = (await service.queuedJobs('sign-in.locked')).filter((job) => job.data.email === email);
    expect(notices.map((job) => job.data)).toEqual([{ email, language: 'en' }]);
  });
});

describe('a stranger cannot void the code the owner was just sent', () => {
  it("a stranger's send-code within a minute does not void the owner's live code", async () => {
    const email = uniqueEmail('fresh');
    await sendCode(email, OWNER);
    const ownersCode = await service.lastCode(email);
    service.advance(30_000);
    expect((await sendCode(email, STRANGER)).status).toBe(200);
    expect((await verify(email, ownersCode, OWNER)).status).toBe(200);
    // Signing in spends every code of the address, the stranger's included.
    expect(await service.prisma.loginCode.count({ where: { email, consumedAt: null } })).toBe(0);
  });
});

describe("a stranger's signup never becomes someone else's profile", () => {
  it("a stranger's pending signup is not applied when the owner signs in with an ordinary login code", async () => {
    const email = uniqueEmail('victim');
    await service.post('/api/auth/signup', signupForm(email, { firstName: 'Mallory', lastName: 'Attacker', registrationNumber: 'EVIL-666' }), STRANGER);
    await sendCode(email, OWNER);
    const job = await service.lastCodeJob(email);
    expect(job.purpose).toBe('login');

    const signedIn = await verify(email, job.code, OWNER);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ email, firstName: null, lastName: null, registrationNumber: null, profileComplete: false });
    const stored = await service.prisma.user.findUniqueOrThrow({ where: { email } });
    expect([stored.firstName, stored.registrationNumber]).toEqual([null, null]);
    // The stranger's form is gone: no later code can apply it.
    expect(await service.prisma.pendingSignup.count({ where: { email } })).toBe(0);
  });

  it("the owner's own signup code applies the owner's form, even when a stranger signed up for the address just after", async () => {
    const email = uniqueEmail('signup');
    await service.post('/api/auth/signup', signupForm(email), OWNER);
    const ownersCode = await service.lastCode(email);
    await service.post('/api/auth/signup', signupForm(email, { firstName: 'Mallory', registrationNumber: 'EVIL-666' }), STRANGER);

    const signedIn = await verify(email, ownersCode, OWNER);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ firstName: 'Maija', registrationNumber: 'ABC-123', profileComplete: true });
  });
});

describe('the per-e-mail ceiling slows every client, and never stops the owner', () => {
  let slowed: TestService;
  beforeAll(async () => {
    // 6 wrong codes for one e-mail (from anywhere) start the slowdown: a 1 s wait per client.
    slowed = await startTestService({ env: { SIGN_IN_SLOWDOWN_FAILURES: '6', SIGN_IN_SLOWDOWN_SECONDS: '1' } });
  });
  afterAll(() => slowed.close());

  it('past the ceiling a new client waits (429 with Retry-After), and then the right code goes through', async () => {
    const email = uniqueEmail('ceiling');
    await slowed.post('/api/auth/send-code', { email }, OWNER);
    const code = await slowed.lastCode(email);
    // Two strangers, three wrong tries each: under the per-address lockout, over the e-mail's ceiling.
    for (const ip of ['198.51.100.1', '198.51.100.2']) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await slowed.post('/internal/verify-code', { email, code: wrong(code) }, { 'x-forwarded-for': ip })).status).toBe(400);
      }
    }
    // Those guesses used up the code's five tries: the owner asks for a fresh one.
    await slowed.post('/api/auth/send-code', { email }, OWNER);
    const fresh = await slowed.lastCode(email);

    const waited = await slowed.post('/internal/verify-code', { email, code: fresh }, OWNER);
    expect(waited).toMatchObject({ status: 429, body: { message: AUTH_MESSAGES.tooManyRequests } });
    expect(Number(waited.headers.get('retry-after'))).toBe(1);
    await sleep(1_100);
    expect((await slowed.post('/internal/verify-code', { email, code: fresh }, OWNER)).status).toBe(200);
  });
});
