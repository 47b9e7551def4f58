import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { OIDC_MESSAGES } from '../src/domain/oidc-sign-in.js';
import { startTestService, uniqueEmail, type TestService } from './support/test-service.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const ISSUER = 'https://accounts.google.com';
const signIn = (body: Record<string, unknown>) => service.post('/internal/oidc-sign-in', body);
const identity = (overrides: Record<string, unknown> = {}) => ({
  issuer: ISSUER,
  subject: randomUUID(),
  email: uniqueEmail('google'),
  emailVerified: true,
  firstName: 'Maija',
  lastName: 'Meikäläinen',
  ...overrides,
});

describe('signing in with an OpenID provider', () => {
  it('creates an account for a new verified address, with the name claims for profile setup', async () => {
    const claims = identity();
    const answer = await signIn(claims);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      email: claims.email,
      profileComplete: false,
      claims: { first_name: 'Maija', last_name: 'Meikäläinen' },
    });
    expect((await service.asUser(answer.body.id).get('/api/auth/user')).body.claims).toEqual({ first_name: 'Maija', last_name: 'Meikäläinen' });
  });

  it('refuses an address the provider has not verified, creating nothing', async () => {
    const claims = identity({ emailVerified: false });
    const answer = await signIn(claims);
    expect(answer.status).toBe(403);
    expect(await service.prisma.user.count({ where: { email: claims.email } })).toBe(0);
  });

  it('does not enter an existing account by a verified address alone: 409, asking for a code first, nothing linked', async () => {
    const email = uniqueEmail();
    await service.post('/api/auth/send-code', { email });
    const byCode = await service.post('/internal/verify-code', { email, code: await service.lastCode(email) });
    expect(byCode.status).toBe(200);
    const claims = identity({ email });
    const byProvider = await signIn(claims);
    expect(byProvider.status).toBe(409);
    expect(byProvider.body.message).toBe(OIDC_MESSAGES.signInWithCodeFirst);
    expect(byProvider.body.id).toBeUndefined();
    expect(await service.prisma.oidcIdentity.count({ where: { subject: claims.subject } })).toBe(0);
    // Nor when the browser is signed in as someone else.
    expect((await signIn({ ...claims, signedInUserId: randomUUID() })).status).toBe(409);
  });

  it('links to the existing account when its owner, signed in by a code, signs in with the provider', async () => {
    const email = uniqueEmail();
    await service.post('/api/auth/send-code', { email });
    const byCode = await service.post('/internal/verify-code', { email, code: await service.lastCode(email) });
    const claims = identity({ email });
    const linking = await signIn({ ...claims, signedInUserId: byCode.body.id });
    expect(linking.status).toBe(200);
    expect(linking.body.id).toBe(byCode.body.id);
    // From then on the provider identity signs in to that account by itself.
    const later = await signIn(claims);
    expect(later.body.id).toBe(byCode.body.id);
  });

  it('never makes or enters an administrator’s account without a code', async () => {
    const adminEmail = uniqueEmail('admin');
    const other = await startTestService({ env: { ADMIN_EMAILS: adminEmail } });
    try {
      const claims = identity({ email: adminEmail });
      const first = await other.post('/internal/oidc-sign-in', claims);
      expect(first.status).toBe(409);
      expect(await other.prisma.user.count({ where: { email: adminEmail } })).toBe(0);

      await other.post('/api/auth/send-code', { email: adminEmail });
      const byCode = await other.post('/internal/verify-code', { email: adminEmail, code: await other.lastCode(adminEmail) });
      expect(byCode.body.isAdmin).toBe(true);
      expect((await other.post('/internal/oidc-sign-in', claims)).status).toBe(409);
      const linked = await other.post('/internal/oidc-sign-in', { ...claims, signedInUserId: byCode.body.id });
      expect(linked.body).toMatchObject({ id: byCode.body.id, isAdmin: true });
    } finally {
      await other.close();
    }
  });

  it("finds a linked account by issuer and subject even when the provider's address changes", async () => {
    const claims = identity();
    const first = await signIn(claims);
    const later = await signIn({ ...claims, email: uniqueEmail('renamed') });
    expect(later.body.id).toBe(first.body.id);
  });

  it('does not mix up the same subject at two issuers', async () => {
    const subject = randomUUID();
    const google = await signIn(identity({ subject }));
    const other = await signIn(identity({ subject, issuer: 'https://idp.example' }));
    expect(other.body.id).not.toBe(google.body.id);
  });

  it('links once when two first sign-ins race', async () => {
    const claims = identity();
    const answers = await Promise.all([signIn(claims), signIn(claims), signIn(claims)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(await service.prisma.oidcIdentity.count({ where: { subject: claims.subject } })).toBe(1);
  });
});
