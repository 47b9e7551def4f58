import { AUTH_MESSAGES } from '@tire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LOCKED_MESSAGE } from '../src/domain/errors.js';
import { startTestService, uniqueEmail, type TestService } from './support/test-service.js';

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the five tries of a code, under parallel guesses', () => {
  let service: TestService;
  beforeAll(async () => {
    // No per-e-mail limit nor lockout in the way: only the code's own cap is tested here.
    service = await startTestService({ env: { VERIFY_CODE_LIMIT_PER_EMAIL: '1000', SIGN_IN_LOCKOUT_FAILURES: '1000' } });
  });
  afterAll(() => service.close());

  it('20 wrong guesses at once use up the code: 5 tries are counted, and then the right code is refused', async () => {
    const email = uniqueEmail();
    await service.post('/api/auth/send-code', { email });
    const code = await service.lastCode(email);
    const guesses = await Promise.all(Array.from({ length: 20 }, () => service.post('/internal/verify-code', { email, code: wrong(code) })));
    expect(guesses.map((answer) => answer.status)).toEqual(Array(20).fill(400));
    const row = await service.prisma.loginCode.findFirstOrThrow({ where: { email } });
    expect(row.attempts).toBe(5);
    const right = await service.post('/internal/verify-code', { email, code });
    expect(right).toMatchObject({ status: 400, body: { message: AUTH_MESSAGES.invalidOrExpiredCode } });
    expect(await service.prisma.user.count({ where: { email } })).toBe(0);
  });

  it('the right code among 20 parallel guesses gets at most one of the five tries', async () => {
    const email = uniqueEmail();
    await service.post('/api/auth/send-code', { email });
    const code = await service.lastCode(email);
    const tries = [...Array.from({ length: 19 }, () => wrong(code)), code, code];
    const answers = await Promise.all(tries.map((guess) => service.post('/internal/verify-code', { email, code: guess })));
    expect(answers.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(1);
    const row = await service.prisma.loginCode.findFirstOrThrow({ where: { email } });
    expect(row.attempts).toBeLessThanOrEqual(5);
  });
});

describe('per-address limits: IPv4 per address, IPv6 per /64', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService({ env: { SEND_CODE_LIMIT_PER_IP: '2', SEND_CODE_LIMIT_PER_EMAIL: '1000' } });
  });
  afterAll(() => service.close());

  const sendFrom = (ip: string) => service.post('/api/auth/send-code', { email: uniqueEmail() }, { 'x-forwarded-for': ip });
  const net = () => `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;

  it('two addresses of one /64 share a limit; an address in another /64 has its own', async () => {
    const home = net();
    expect((await sendFrom(`${home}::1`)).status).toBe(200);
    expect((await sendFrom(`${home}:ffff:1:2:3`)).status).toBe(200);
    const third = await sendFrom(`${home}::abcd`);
    expect(third.status).toBe(429);
    expect(third.body.message).toBe(AUTH_MESSAGES.tooManyRequests);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await sendFrom(`${net()}::1`)).status).toBe(200);
  });

  it('IPv4 stays per address, and its IPv4-mapped IPv6 form is the same address', async () => {
    const ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    expect((await sendFrom(ip)).status).toBe(200);
    expect((await sendFrom(`::ffff:${ip}`)).status).toBe(200);
    expect((await sendFrom(ip)).status).toBe(429);
    const neighbour = ip.endsWith('.251') ? '198.51.100.252' : `198.51.100.${Number(ip.split('.')[3]) + 1}`;
    expect((await sendFrom(neighbour)).status).toBe(200);
  });
});

describe('the escalating lockout of an e-mail address (from one client address) after repeated wrong codes', () => {
  let service: TestService;
  beforeAll(async () => {
    // 3 wrong codes lock; pauses of 1 s, then 2 s (the last step repeats). Production: 10; 1, 5, 15 min.
    // Codes enough for every round: a wrong code counts only while a code is live.
    service = await startTestService({
      env: { SIGN_IN_LOCKOUT_FAILURES: '3', SIGN_IN_LOCKOUT_SECONDS: '1,2', VERIFY_CODE_LIMIT_PER_EMAIL: '1000', SEND_CODE_LIMIT_PER_EMAIL: '10' },
    });
  });
  afterAll(() => service.close());

  const verify = (email: string, code: string) => service.post('/internal/verify-code', { email, code });
  async function freshCode(email: string) {
    expect((await service.post('/api/auth/send-code', { email })).status).toBe(200);
    return service.lastCode(email);
  }
  async function failTimes(email: string, code: string, times: number) {
    for (let attempt = 0; attempt < times; attempt += 1) expect((await verify(email, wrong(code))).status).toBe(400);
  }
  async function expectLocked(email: string, code: string, seconds: number) {
    const answer = await verify(email, code);
    expect(answer.status).toBe(429);
    expect(answer.body).toMatchObject({ code: 'auth.signInLocked', message: SIGN_IN_LOCKED_MESSAGE });
    expect(Number(answer.headers.get('retry-after'))).toBe(seconds);
  }

  it('locks for 1 s, then 2 s, then 2 s again (capped), refusing even the right code, with Retry-After', async () => {
    const email = uniqueEmail();
    let code = await freshCode(email);
    await failTimes(email, code, 3);
    await expectLocked(email, code, 1);
    // Another address is not affected.
    const other = uniqueEmail();
    expect((await verify(other, await freshCode(other))).status).toBe(200);

    await sleep(1_100);
    code = await freshCode(email);
    await failTimes(email, code, 3);
    await expectLocked(email, code, 2);

    await sleep(2_100);
    code = await freshCode(email);
    await failTimes(email, code, 3);
    await expectLocked(email, code, 2);
  });

  it('a successful sign-in clears the count and the escalation', async () => {
    const email = uniqueEmail();
    let code = await freshCode(email);
    await failTimes(email, code, 3);
    await expectLocked(email, code, 1);
    await sleep(1_100);
    code = await freshCode(email);
    await failTimes(email, code, 2);
    expect((await verify(email, code)).status).toBe(200);

    // The count starts from nothing: two more wrong codes do not lock ...
    code = await freshCode(email);
    await failTimes(email, code, 2);
    expect((await verify(email, code)).status).toBe(200);
    // ... and the next lockout is the first step again.
    code = await freshCode(email);
    await failTimes(email, code, 3);
    await expectLocked(email, code, 1);
  });

  it('still locks while Redis is down, counting in the process (fail safe, not open)', async () => {
    const email = uniqueEmail();
    const code = await freshCode(email);
    const down = await startTestService({ redisUrl: 'redis://127.0.0.1:1/1', env: { SIGN_IN_LOCKOUT_FAILURES: '3', SIGN_IN_LOCKOUT_SECONDS: '60' } });
    try {
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await down.post('/internal/verify-code', { email, code: wrong(code) })).status).toBe(400);
      const locked = await down.post('/internal/verify-code', { email, code });
      expect(locked).toMatchObject({ status: 429, body: { message: SIGN_IN_LOCKED_MESSAGE } });
      expect(Number(locked.headers.get('retry-after'))).toBe(60);
    } finally {
      await down.close();
    }
  });
});
