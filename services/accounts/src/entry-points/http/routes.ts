import { profileBodySchema, sendCodeBodySchema, signupBodySchema, verifyCodeBodySchema } from '@tire/contracts';
import { HttpError } from '@tire/service-kit';
import { Router } from 'express';
import { z } from 'zod';
import { oidcSignIn } from '../../domain/oidc-sign-in.js';
import type { AccountsDeps } from '../../domain/ports.js';
import { completeProfile, findUser } from '../../domain/profile.js';
import { sendLoginCode, signUp } from '../../domain/send-code.js';
import { verifyLoginCode } from '../../domain/verify-code.js';
import { callerUserId, requestContext } from './caller.js';

export const CODE_SENT_MESSAGE = 'Verification code sent';

const parse = <T extends z.ZodType>(schema: T, value: unknown): z.output<T> => {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw HttpError.fromZod(parsed.error);
  return parsed.data;
};

/** The public paths, answered as the BFF proxies them (identity in IDENTITY_HEADERS). */
export function publicRoutes(deps: AccountsDeps) {
  const router = Router();

  router.post('/api/auth/send-code', async (req, res) => {
    const { email } = parse(sendCodeBodySchema, req.body);
    await sendLoginCode(deps, email, requestContext(req));
    res.json({ message: CODE_SENT_MESSAGE });
  });

  router.post('/api/auth/signup', async (req, res) => {
    await signUp(deps, parse(signupBodySchema, req.body), requestContext(req));
    res.json({ message: CODE_SENT_MESSAGE });
  });

  router.get('/api/auth/user', async (req, res) => {
    const userId = callerUserId(req);
    const user = userId ? await findUser(deps, userId) : null;
    if (!user) throw HttpError.unauthorized();
    res.json(user);
  });

  router.post('/api/profile/complete', async (req, res) => {
    const userId = callerUserId(req);
    if (!userId) throw HttpError.unauthorized();
    res.json(await completeProfile(deps, userId, parse(profileBodySchema, req.body)));
  });

  return router;
}

const oidcSignInBodySchema = z.object({
  issuer: z.string().min(1),
  subject: z.string().min(1),
  email: z.email(),
  emailVerified: z.boolean(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
});

/**
 * Paths only the BFF calls (it never proxies /internal): verifying a code and OIDC sign-in end
 * in a session, which only the BFF can start.
 */
export function internalRoutes(deps: AccountsDeps) {
  const router = Router();

  router.post('/internal/verify-code', async (req, res) => {
    const { email, code } = parse(verifyCodeBodySchema, req.body);
    res.json(await verifyLoginCode(deps, { email, code, ip: requestContext(req).ip }));
  });

  router.post('/internal/oidc-sign-in', async (req, res) => {
    res.json(await oidcSignIn(deps, parse(oidcSignInBodySchema, req.body)));
  });

  router.get('/internal/users/:id', async (req, res) => {
    const user = await findUser(deps, String(req.params.id));
    if (!user) throw HttpError.notFound('User not found');
    res.json(user);
  });

  return router;
}
