import { personalDataPartSchema } from '@tire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupForm, startTestService, uniqueEmail, type TestService } from './support/test-service.js';

// A customer's own account: in their download without any secret, and deleted on erasure with
// their sign-in data; an administrator's account is refused.
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

async function signedUp(email = uniqueEmail()) {
  await service.post('/api/auth/signup', signupForm(email));
  const user = await service.post('/internal/verify-code', { email, code: await service.lastCode(email) });
  expect(user.status).toBe(200);
  return { id: user.body.id as string, email };
}
const as = (who: { id?: string; email: string }) => ({ 'x-user-email': who.email, ...(who.id ? { 'x-user-id': who.id } : {}) });

describe('a customer’s own account', () => {
  it('is exported with its profile and sign-ins, without codes or their HMACs', async () => {
    const maija = await signedUp();
    await service.post('/api/auth/send-code', { email: maija.email });
    await service.post('/api/my-bookings/link', { email: maija.email });

    const answer = await service.request('GET', '/internal/personal-data', undefined, as(maija));

    expect(answer.status).toBe(200);
    const part = personalDataPartSchema.parse(answer.body);
    expect(part.records.accounts).toEqual([expect.objectContaining({ id: maija.id, email: maija.email, registrationNumber: 'ABC-123' })]);
    expect(part.records.signInCodes!.map((code) => code.purpose)).toEqual(['signup', 'login']);
    expect(part.records.myBookingsLinks).toEqual([expect.objectContaining({ language: 'fi' })]);
    const hmacs = (await service.prisma.loginCode.findMany({ where: { email: maija.email } })).map((code) => code.codeHmac);
    for (const hmac of hmacs) expect(JSON.stringify(part)).not.toContain(hmac);
    expect(JSON.stringify(part)).not.toContain(await service.lastCode(maija.email));
  });

  it('is deleted with its sign-in data; others stay, and a repeat finds nothing', async () => {
    const maija = await signedUp();
    const other = await signedUp();
    await service.post('/api/auth/signup', signupForm(maija.email));
    expect((await service.post('/api/my-bookings/link', { email: maija.email })).status).toBe(202);

    const erased = await service.post('/internal/personal-data/erase', undefined, as(maija));

    expect(erased.status).toBe(200);
    expect(erased.body.erased).toBeGreaterThanOrEqual(3);
    expect(await service.prisma.user.count({ where: { email: maija.email } })).toBe(0);
    expect(await service.prisma.loginCode.count({ where: { email: maija.email } })).toBe(0);
    expect(await service.prisma.pendingSignup.count({ where: { email: maija.email } })).toBe(0);
    expect(await service.prisma.emailAccessLink.count({ where: { email: maija.email } })).toBe(0);
    expect(await service.prisma.user.count({ where: { id: other.id } })).toBe(1);
    expect((await service.post('/internal/personal-data/erase', undefined, as(maija))).body).toEqual({ erased: 0 });
  });

  it('is refused for an administrator, and for a caller without a verified address', async () => {
    const admin = await signedUp('admin@rengaspalvelu.example');
    const refused = await service.post('/internal/personal-data/erase', undefined, as(admin));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('privacy.adminAccount');
    expect(await service.prisma.user.count({ where: { id: admin.id } })).toBe(1);
    expect((await service.post('/internal/personal-data/erase', undefined, { 'x-user-id': admin.id })).status).toBe(401);
  });
});
