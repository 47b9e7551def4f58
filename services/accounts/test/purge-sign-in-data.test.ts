import { createLogger } from '@tire/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeSignInData, SIGN_IN_DATA_RETENTION_HOURS } from '../src/domain/purge-sign-in-data.js';
import { signupForm, startTestService, uniqueEmail, type TestService } from './support/test-service.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const logger = createLogger('accounts-test');
const HOUR = 3_600_000;

describe('purging what sign-in leaves behind', () => {
  it('deletes spent codes and unverified signups (with their personal data) a day later, and nothing younger', async () => {
    const unverified = uniqueEmail('unverified');
    const signedIn = uniqueEmail('signed-in');
    expect((await service.post('/api/auth/signup', signupForm(unverified))).status).toBeLessThan(300);
    expect((await service.post('/api/auth/send-code', { email: signedIn })).status).toBe(200);
    expect((await service.post('/internal/verify-code', { email: signedIn, code: await service.lastCode(signedIn) })).status).toBe(200);

    const mine = { email: { in: [unverified, signedIn] } };
    await purgeSignInData({ prisma: service.prisma, now: () => new Date(Date.now() + (SIGN_IN_DATA_RETENTION_HOURS - 1) * HOUR), logger });
    expect(await service.prisma.loginCode.count({ where: mine })).toBe(2);
    expect(await service.prisma.pendingSignup.count({ where: { email: unverified } })).toBe(1);

    await purgeSignInData({ prisma: service.prisma, now: () => new Date(Date.now() + (SIGN_IN_DATA_RETENTION_HOURS + 1) * HOUR), logger });
    expect(await service.prisma.loginCode.count({ where: mine })).toBe(0);
    expect(await service.prisma.pendingSignup.count({ where: { email: unverified } })).toBe(0);
    // The account made with a verified code stays.
    expect(await service.prisma.user.count({ where: { email: signedIn } })).toBe(1);
  });

  it('deletes an expired "my bookings" link a day after it expired, and keeps a live one', async () => {
    const email = uniqueEmail('portal');
    expect((await service.post('/api/my-bookings/link', { email })).status).toBe(202);
    await purgeSignInData({ prisma: service.prisma, now: () => new Date(), logger });
    expect(await service.prisma.emailAccessLink.count({ where: { email } })).toBe(1);
    await purgeSignInData({ prisma: service.prisma, now: () => new Date(Date.now() + (SIGN_IN_DATA_RETENTION_HOURS + 1) * HOUR), logger });
    expect(await service.prisma.emailAccessLink.count({ where: { email } })).toBe(0);
  });

  it('keeps a code that can still be used', async () => {
    const email = uniqueEmail('fresh');
    await service.post('/api/auth/send-code', { email });
    await purgeSignInData({ prisma: service.prisma, now: () => new Date(), logger });
    expect((await service.post('/internal/verify-code', { email, code: await service.lastCode(email) })).status).toBe(200);
  });
});
