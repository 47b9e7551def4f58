import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
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

  it('links to the existing account with the same verified address', async () => {
    const email = uniqueEmail();
    await service.post('/api/auth/send-code', { email });
    const byCode = await service.post('/internal/verify-code', { email, code: await service.lastCode(email) });
    const byProvider = await signIn(identity({ email }));
    expect(byProvider.body.id).toBe(byCode.body.id);
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
