import { http } from 'msw';
import { AUTH_MESSAGES, getCurrentUser, sendCode, verifyCode } from '@tire/contracts';
import type { MockDb } from '../db.js';
import { fixtureUser } from '../fixtures.js';
import { api, apiError, contractJson, parseBody, simulateLatency, type HandlerOptions } from '../respond.js';

/** The code that signs anyone in with the mocks. */
export const MOCK_LOGIN_CODE = '123456';

export const authHandlers = (db: MockDb, options: HandlerOptions = {}) => [
  http.get(api(getCurrentUser.path), async () => {
    await simulateLatency(options);
    if (!db.user) return apiError(401, 'Unauthorized');
    return contractJson(getCurrentUser.response, db.user);
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
    if (body.data.code !== MOCK_LOGIN_CODE) return apiError(400, AUTH_MESSAGES.invalidOrExpiredCode);
    db.signIn({ ...fixtureUser(), email: body.data.email });
    return contractJson(verifyCode.response, db.user!);
  }),
];
