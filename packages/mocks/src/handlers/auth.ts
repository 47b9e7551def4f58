import { http } from 'msw';
import { completeProfile, getCurrentUser, getSignInOptions, sendCode, signup, verifyCode, type User } from '@tire/contracts';
import type { MockDb } from '../db.js';
import { fixtureUser } from '../fixtures.js';
import { api, apiError, contractJson, guardedBody, parseBody, simulateLatency, type HandlerOptions } from '../respond.js';

/** The code that signs anyone in with the mocks. */
export const MOCK_LOGIN_CODE = '123456';

/** Whom a right code signs in: a pending sign-up becomes an account; a known account is itself; anyone else a fixture customer. */
function accountFor(db: MockDb, email: string): User {
  const signedUp = db.pendingSignups.get(email);
  if (signedUp) {
    db.pendingSignups.delete(email);
    db.accounts.set(email, signedUp);
    return signedUp;
  }
  const known = db.accounts.get(email);
  if (known) return known;
  const created = { ...fixtureUser(), email };
  db.accounts.set(email, created);
  return created;
}

export const authHandlers = (db: MockDb, options: HandlerOptions = {}) => [
  http.get(api(getCurrentUser.path), async () => {
    await simulateLatency(options);
    if (!db.user) return apiError('unauthorized');
    return contractJson(getCurrentUser.response, db.user);
  }),

  http.get(api(getSignInOptions.path), async () => {
    await simulateLatency(options);
    return contractJson(getSignInOptions.response, db.signInOptions);
  }),

  http.post(api(sendCode.path), async ({ request }) => {
    await simulateLatency(options);
    const body = await parseBody(request, sendCode.body);
    if (!body.ok) return body.response;
    return contractJson(sendCode.response, { message: 'Code sent' });
  }),

  http.post(api(verifyCode.path), async ({ request }) => {
    await simulateLatency(options);
    const body = await parseBody(request, verifyCode.body);
    if (!body.ok) return body.response;
    if (body.data.code !== MOCK_LOGIN_CODE) return apiError('auth.invalidOrExpiredCode');
    db.signIn(accountFor(db, body.data.email));
    return contractJson(verifyCode.response, db.user!);
  }),

  // The account exists only once its code is verified; the answer is the same for a known e-mail.
  http.post(api(signup.path), async ({ request }) => {
    await simulateLatency(options);
    const body = await parseBody(request, signup.body);
    if (!body.ok) return body.response;
    const { email, ...profile } = body.data;
    if (!db.accounts.has(email)) {
      db.pendingSignups.set(email, {
        ...profile,
        apartment: profile.apartment || null,
        id: `user-${db.accounts.size + db.pendingSignups.size + 2}`,
        email,
        isAdmin: false,
        profileComplete: true,
      });
    }
    return contractJson(signup.response, { message: 'Verification code sent' });
  }),

  http.post(api(completeProfile.path), async ({ request }) => {
    await simulateLatency(options);
    const call = await guardedBody(db.user ?? apiError('unauthorized'), request, completeProfile.body);
    if (!call.ok) return call.response;
    const { subject: user, data } = call;
    const updated: User = { ...user, ...data, apartment: data.apartment || null, profileComplete: true };
    db.signIn(updated);
    db.accounts.set(updated.email, updated);
    return contractJson(completeProfile.response, updated);
  }),
];
