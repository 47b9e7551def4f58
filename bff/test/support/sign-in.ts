import type express from 'express';
import { expect } from 'vitest';
import { AUTH_MESSAGES, checkLoginCode, type User } from '@tire/contracts';
import { CookieJar } from './cookie-jar.js';

/** The one login code the fake accounts service takes. */
export const GOOD_CODE = '123456';

/**
 * The accounts service's code check, for a fake accounts service: GOOD_CODE signs `user` in, any
 * other code is refused with the real message. False when the request is not the code check.
 */
export function answeredCodeCheck(req: express.Request, res: express.Response, user: User) {
  if (req.originalUrl !== checkLoginCode.path) return false;
  const body = JSON.parse(req.body.toString('utf8'));
  if (body.code === GOOD_CODE) res.json(user);
  else res.status(400).json({ message: AUTH_MESSAGES.invalidOrExpiredCode });
  return true;
}

/** Signs `email` in with GOOD_CODE as the login page does; the jar then holds the session. */
export async function signInWithCode(origin: string, email: string, { jar = new CookieJar(), headers = {} as Record<string, string> } = {}) {
  const response = await jar.fetch(`${origin}/api/auth/verify-code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, code: GOOD_CODE }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return { jar, response };
}
