import { createHash } from 'node:crypto';
import { Job } from 'bullmq';
import { EMAIL_ACCESS_MESSAGES, emailAccessSchema, type NotificationEvent } from '@tire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, uniqueEmail, type TestService } from './support/test-service.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const askForLink = (email: string, headers?: Record<string, string>) => service.post('/api/my-bookings/link', { email }, headers);
const resolve = (token: string) => service.post('/internal/email-access/resolve', { token });

/** The queued e-mail of the address's newest link, as the notifications worker reads it. */
async function linkJob(email: string): Promise<NotificationEvent<'my-bookings.link'>> {
  const row = await service.prisma.emailAccessLink.findFirstOrThrow({ where: { email }, orderBy: { createdAt: 'desc' } });
  const job = await Job.fromId(service.queue, `email-access-${row.id}`);
  if (!job) throw new Error(`no queued link e-mail for ${email}`);
  return job.data;
}

describe('a guest asks for a "my bookings" link', () => {
  it("queues an e-mail with a 256-bit link valid 15 minutes, in the asker's language, and answers 202", async () => {
    const email = uniqueEmail();
    const answer = await askForLink(email, { 'x-user-language': 'en' });
    expect(answer).toMatchObject({ status: 202, body: { accepted: true } });
    const job = await linkJob(email);
    expect(job).toMatchObject({ email, language: 'en', expiresInMinutes: 15 });
    expect(job.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('keeps only the sha256 digest of the token, with the address, the language and the expiry 15 minutes on', async () => {
    const email = uniqueEmail();
    const before = Date.now();
    await askForLink(email);
    const { accessToken } = await linkJob(email);
    const row = await service.prisma.emailAccessLink.findFirstOrThrow({ where: { email } });
    expect(Buffer.from(row.tokenHash)).toEqual(createHash('sha256').update(accessToken).digest());
    expect(JSON.stringify({ ...row, tokenHash: Buffer.from(row.tokenHash).toString('base64url') })).not.toContain(accessToken);
    expect(row.language).toBe('fi');
    expect(row.expiresAt.getTime() - before).toBeGreaterThanOrEqual(15 * 60_000 - 1_000);
    expect(row.expiresAt.getTime() - before).toBeLessThanOrEqual(15 * 60_000 + 5_000);
  });

  it('matches the address trimmed and in any case', async () => {
    const email = uniqueEmail();
    await askForLink(`  ${email.toUpperCase()} `);
    expect((await linkJob(email)).email).toBe(email);
  });

  it('answers the same for any address, and sends one e-mail per address in two minutes', async () => {
    const email = uniqueEmail();
    const first = await askForLink(email);
    const second = await askForLink(email);
    expect(second).toEqual({ ...first, headers: second.headers });
    expect(await service.prisma.emailAccessLink.count({ where: { email } })).toBe(1);
    service.advance(2 * 60_000 + 1_000);
    await askForLink(email);
    expect(await service.prisma.emailAccessLink.count({ where: { email } })).toBe(2);
  });

  it('refuses a client past its e-mail budget with 429 (shared with the login codes; an ask that sends nothing costs nothing)', async () => {
    const limited = await startTestService({ env: { SEND_CODE_LIMIT_PER_IP: '2' } });
    try {
      const first = uniqueEmail();
      expect((await limited.post('/api/my-bookings/link', { email: first })).status).toBe(202);
      // Asked again at once: nothing is sent, so nothing is counted.
      expect((await limited.post('/api/my-bookings/link', { email: first })).status).toBe(202);
      expect((await limited.post('/api/auth/send-code', { email: uniqueEmail() })).status).toBe(200);
      const third = await limited.post('/api/my-bookings/link', { email: uniqueEmail() });
      expect(third.status).toBe(429);
      expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await limited.close();
    }
  });

  it('refuses an address that is not one with 400 and the field error', async () => {
    const answer = await askForLink('not-an-address');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: expect.any(String), errors: expect.anything() });
  });
});

describe('what a link proves', () => {
  it('the address, the language and the expiry, for as long as it lives', async () => {
    const email = uniqueEmail();
    await askForLink(email, { 'x-user-language': 'en' });
    const { accessToken } = await linkJob(email);
    const first = await resolve(accessToken);
    expect(first.status).toBe(200);
    expect(emailAccessSchema.parse(first.body)).toMatchObject({ email, language: 'en', isAdmin: false });
    // Opened again (a reload, the next page) it still works.
    expect((await resolve(accessToken)).status).toBe(200);
  });

  it('says when the address is an administrator’s (the BFF refuses its erasure through the link)', async () => {
    const email = 'admin@rengaspalvelu.example';
    await askForLink(email);
    const { accessToken } = await linkJob(email);
    expect((await resolve(accessToken)).body).toMatchObject({ email, isAdmin: true });
  });

  it('nothing after 15 minutes, nor for a forged, malformed or empty token: one neutral 404', async () => {
    const email = uniqueEmail();
    await askForLink(email);
    const { accessToken } = await linkJob(email);
    const forged = `${accessToken.slice(0, -1)}${accessToken.endsWith('A') ? 'B' : 'A'}`;
    const answers = [await resolve(forged), await resolve('short'), await resolve('')];
    service.advance(15 * 60_000 + 1_000);
    answers.push(await resolve(accessToken));
    for (const answer of answers)
      expect(answer).toMatchObject({ status: 404, body: { message: EMAIL_ACCESS_MESSAGES.linkNotValid, code: 'emailAccess.linkNotValid' } });
  });
});
