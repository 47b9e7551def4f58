import { AUTH_MESSAGES, userSchema } from '@tire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupForm, startTestService, uniqueEmail, type TestService } from './support/test-service.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const verify = (email: string, code: string) => service.post('/internal/verify-code', { email, code });

describe('signing up with vehicle data', () => {
  it('keeps the form until the code is verified, then creates the account with a complete profile', async () => {
    const email = uniqueEmail();
    const answer = await service.post('/api/auth/signup', signupForm(email), { 'x-user-language': 'fi' });
    expect(answer.status).toBe(200);
    expect(await service.prisma.user.count({ where: { email } })).toBe(0);
    const job = await service.lastCodeJob(email);
    expect(job).toMatchObject({ purpose: 'signup', language: 'fi' });

    const verified = await verify(email, job.code);
    expect(verified.status).toBe(200);
    expect(userSchema.parse(verified.body)).toMatchObject({
      email,
      firstName: 'Maija',
      lastName: 'Meikäläinen',
      apartment: 'B 12',
      registrationNumber: 'ABC-123',
      tireSize: '205/55R16',
      isAdmin: false,
      profileComplete: true,
    });
    expect(await service.prisma.pendingSignup.count({ where: { email } })).toBe(0);
  });

  it('uses the latest form when the signup is sent twice', async () => {
    const email = uniqueEmail();
    await service.post('/api/auth/signup', signupForm(email, { vehicleModel: 'Skoda Octavia' }));
    await service.post('/api/auth/signup', signupForm(email, { vehicleModel: 'Volvo V70' }));
    const verified = await verify(email, await service.lastCode(email));
    expect(verified.body.vehicleModel).toBe('Volvo V70');
  });

  it('answers a signup for an existing address like any other, and verifying it signs in without changing the profile', async () => {
    const email = uniqueEmail();
    await service.post('/api/auth/signup', signupForm(email));
    const first = await verify(email, await service.lastCode(email));
    const fresh = await service.post('/api/auth/signup', signupForm(uniqueEmail()));
    const again = await service.post('/api/auth/signup', signupForm(email, { firstName: 'Matti' }));
    expect([again.status, again.body]).toEqual([fresh.status, fresh.body]);
    const verified = await verify(email, await service.lastCode(email));
    expect(verified.body).toMatchObject({ id: first.body.id, firstName: 'Maija' });
  });

  it("refuses a form with missing fields, naming each with the spec's message", async () => {
    const answer = await service.post('/api/auth/signup', { email: 'bad', firstName: '' });
    expect(answer.status).toBe(400);
    const messages = answer.body.errors.map((error: { message: string }) => error.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        AUTH_MESSAGES.invalidEmail,
        AUTH_MESSAGES.firstName,
        AUTH_MESSAGES.lastName,
        AUTH_MESSAGES.phone,
        AUTH_MESSAGES.address,
        AUTH_MESSAGES.postalCode,
        AUTH_MESSAGES.registrationNumber,
        AUTH_MESSAGES.vehicleModel,
        AUTH_MESSAGES.tireSize,
      ]),
    );
  });

  it('counts signups against the same per-address limit as codes', async () => {
    const email = uniqueEmail();
    for (let sent = 0; sent < 3; sent += 1) expect((await service.post('/api/auth/signup', signupForm(email))).status).toBe(200);
    expect((await service.post('/api/auth/signup', signupForm(email))).status).toBe(429);
  });
});

describe('the current user and profile setup', () => {
  async function signedInWithoutProfile() {
    const email = uniqueEmail();
    await service.post('/api/auth/send-code', { email });
    const verified = await verify(email, await service.lastCode(email));
    return verified.body as { id: string; email: string };
  }

  it('answers 401 Unauthorized without an identity, and for a user that does not exist', async () => {
    expect(await service.request('GET', '/api/auth/user')).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
    expect((await service.asUser('00000000-0000-0000-0000-000000000000').get('/api/auth/user')).status).toBe(401);
  });

  it('answers the signed-in user', async () => {
    const user = await signedInWithoutProfile();
    const answer = await service.asUser(user.id).get('/api/auth/user');
    expect(answer.status).toBe(200);
    expect(userSchema.parse(answer.body)).toMatchObject({ id: user.id, email: user.email, profileComplete: false });
  });

  it('completes the profile with the nine fields', async () => {
    const user = await signedInWithoutProfile();
    const { email: _email, ...profile } = signupForm(user.email, { apartment: '' });
    const answer = await service.asUser(user.id).post('/api/profile/complete', profile);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ firstName: 'Maija', apartment: null, profileComplete: true });
    expect((await service.asUser(user.id).get('/api/auth/user')).body.profileComplete).toBe(true);
  });

  it("refuses an incomplete profile with the spec's messages, and an anonymous one with 401", async () => {
    const user = await signedInWithoutProfile();
    const answer = await service.asUser(user.id).post('/api/profile/complete', { firstName: 'Maija' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.map((error: { message: string }) => error.message)).toContain(AUTH_MESSAGES.tireSize);
    expect((await service.post('/api/profile/complete', signupForm(user.email))).status).toBe(401);
  });

  it('reads a user by id for the BFF', async () => {
    const user = await signedInWithoutProfile();
    expect((await service.request('GET', `/internal/users/${user.id}`)).body.email).toBe(user.email);
    expect((await service.request('GET', '/internal/users/nobody')).status).toBe(404);
  });
});

describe('administrators', () => {
  it('are the addresses of ADMIN_EMAILS, in any letter case', async () => {
    await service.post('/api/auth/send-code', { email: 'Admin@Rengaspalvelu.example' });
    const admin = await verify('admin@rengaspalvelu.example', await service.lastCode('admin@rengaspalvelu.example'));
    expect(admin.body).toMatchObject({ email: 'admin@rengaspalvelu.example', isAdmin: true });
    expect((await service.asUser(admin.body.id).get('/api/auth/user')).body.isAdmin).toBe(true);
  });

  it('lose the right when their address leaves the list, without any data change', async () => {
    const other = await startTestService({ env: { ADMIN_EMAILS: 'someone-else@rengaspalvelu.example' } });
    try {
      const admin = await service.prisma.user.findUniqueOrThrow({ where: { email: 'admin@rengaspalvelu.example' } });
      expect((await other.asUser(admin.id).get('/api/auth/user')).body.isAdmin).toBe(false);
    } finally {
      await other.close();
    }
  });
});
