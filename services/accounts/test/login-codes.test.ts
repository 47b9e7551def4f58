import { AUTH_MESSAGES, userSchema } from '@tire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, uniqueEmail, type TestService } from './support/test-service.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const sendCode = (email: string, headers?: Record<string, string>) => service.post('/api/auth/send-code', { email }, headers);
const verify = (email: string, code: string) => service.post('/internal/verify-code', { email, code });
/** A new address and the code just sent to it. */
async function codeForNewAddress() {
  const email = uniqueEmail();
  await sendCode(email);
  return { email, code: await service.lastCode(email) };
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('signing in with an e-mail code', () => {
  it("queues an e-mail with a six-digit code that lasts ten minutes, in the caller's language", async () => {
    const email = uniqueEmail();
    const answer = await sendCode(email, { 'x-user-language': 'en' });
    expect(answer.status).toBe(200);
    const job = await service.lastCodeJob(email);
    expect(job).toMatchObject({ email, purpose: 'login', language: 'en', expiresInMinutes: 10 });
    expect(job.code).toMatch(/^\d{6}$/);
  });

  it('stores the code only as an HMAC', async () => {
    const { email, code } = await codeForNewAddress();
    const row = await service.prisma.loginCode.findFirstOrThrow({ where: { email } });
    expect(row.codeHmac).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('accepts a code once: the second use of the same code is refused', async () => {
    const { email, code } = await codeForNewAddress();
    const first = await verify(email, code);
    expect(first.status).toBe(200);
    expect(userSchema.parse(first.body).email).toBe(email);
    const second = await verify(email, code);
    expect(second).toMatchObject({ status: 400, body: { message: AUTH_MESSAGES.invalidOrExpiredCode } });
  });

  it('refuses a code after its ten minutes', async () => {
    const { email, code } = await codeForNewAddress();
    service.advance(10 * 60_000 + 1_000);
    const answer = await verify(email, code);
    expect(answer).toMatchObject({ status: 400, body: { message: AUTH_MESSAGES.invalidOrExpiredCode } });
  });

  it('refuses the sixth try even with the right code after five wrong ones', async () => {
    const { email, code } = await codeForNewAddress();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await verify(email, wrong(code))).status).toBe(400);
    }
    const sixth = await verify(email, code);
    expect(sixth).toMatchObject({ status: 400, body: { message: AUTH_MESSAGES.invalidOrExpiredCode } });
  });

  it('still accepts the right code after four wrong tries', async () => {
    const { email, code } = await codeForNewAddress();
    for (let attempt = 0; attempt < 4; attempt += 1) await verify(email, wrong(code));
    expect((await verify(email, code)).status).toBe(200);
  });

  it('voids the old code when a new one is sent a minute later or more', async () => {
    const email = uniqueEmail();
    await sendCode(email);
    const oldCode = await service.lastCode(email);
    // A younger code stays usable (sign-in-by-strangers.test.ts): a stranger must not void it.
    service.advance(61_000);
    await sendCode(email);
    const newCode = await service.lastCode(email);
    if (oldCode !== newCode) expect((await verify(email, oldCode)).status).toBe(400);
    expect((await verify(email, newCode)).status).toBe(200);
    expect(await service.prisma.loginCode.count({ where: { email, consumedAt: null } })).toBe(0);
  });

  it("does not accept one address's code for another address", async () => {
    const first = uniqueEmail();
    const second = uniqueEmail();
    await sendCode(first);
    await sendCode(second);
    const answer = await verify(second, await service.lastCode(first));
    // Same digits by chance (one in a million) would be the second address's own code.
    if ((await service.lastCode(second)) !== (await service.lastCode(first))) expect(answer.status).toBe(400);
  });

  it('limits the codes sent to one e-mail address, answering 429 with Retry-After', async () => {
    const email = uniqueEmail();
    for (let sent = 0; sent < 3; sent += 1) expect((await sendCode(email)).status).toBe(200);
    const limited = await sendCode(email);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'rateLimited', message: AUTH_MESSAGES.tooManyRequests });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await sendCode(uniqueEmail())).status).toBe(200);
  });

  it('answers the same for an address with an account and one without', async () => {
    const known = uniqueEmail('known');
    await sendCode(known);
    await verify(known, await service.lastCode(known));
    const unknown = uniqueEmail('unknown');
    const forKnown = await sendCode(known);
    const forUnknown = await sendCode(unknown);
    expect(forKnown.status).toBe(forUnknown.status);
    expect(forKnown.body).toEqual(forUnknown.body);
    const wrongForKnown = await verify(known, '000000');
    const wrongForUnknown = await verify(unknown, '000000');
    expect([wrongForKnown.status, wrongForKnown.body.message]).toEqual([wrongForUnknown.status, wrongForUnknown.body.message]);
  });

  it('creates an account with an incomplete profile when a new address verifies a login code', async () => {
    const email = uniqueEmail('new');
    await sendCode(email);
    const answer = await verify(email, await service.lastCode(email));
    expect(answer.body).toMatchObject({ email, firstName: null, isAdmin: false, profileComplete: false });
    expect(await service.prisma.user.count({ where: { email } })).toBe(1);
  });

  it('signs an existing account in again with a new code', async () => {
    const email = uniqueEmail();
    await sendCode(email);
    const first = await verify(email, await service.lastCode(email));
    await sendCode(email);
    const again = await verify(email, await service.lastCode(email));
    expect(again.body.id).toBe(first.body.id);
  });

  it('normalises the address: capitals and spaces reach the same account', async () => {
    const email = uniqueEmail();
    await sendCode(`  ${email.toUpperCase()} `);
    const answer = await verify(email.toUpperCase(), await service.lastCode(email));
    expect(answer.body.email).toBe(email);
  });

  it("rejects a malformed address or code with the contract's messages", async () => {
    expect((await sendCode('not-an-email')).body.message).toBe(AUTH_MESSAGES.invalidEmail);
    expect((await verify(uniqueEmail(), '12ab')).body.message).toBe(AUTH_MESSAGES.invalidCode);
  });
});

describe('when Redis is down', () => {
  it('answers 503 "Failed to send verification code" at once, and keeps the last code valid', async () => {
    const { email, code } = await codeForNewAddress();
    const down = await startTestService({ redisUrl: 'redis://127.0.0.1:1/1' });
    try {
      const started = Date.now();
      const answer = await down.post('/api/auth/send-code', { email });
      expect(answer).toMatchObject({ status: 503, body: { message: AUTH_MESSAGES.sendFailed } });
      expect(Date.now() - started).toBeLessThan(3_000);
      expect((await down.post('/internal/verify-code', { email, code })).status).toBe(200);
    } finally {
      await down.close();
    }
  });
});
