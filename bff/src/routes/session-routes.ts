import express, { Router } from 'express';
import { checkLoginCode, errorBody, genericErrorCode, verifyCode, userSchema, verifyCodeBodySchema } from '@tire/contracts';
import type { Logger } from '@tire/service-kit';
import { validateRequest } from '../middleware/validate.js';
import { answerServiceFailure, ServiceCallFailed } from '../internal/internal-call.js';
import type { AccountsClient } from '../session/accounts-client.js';
import type { ClaimGuestBookings } from '../session/guest-bookings.js';
import type { SessionConfig } from '../session/session-config.js';
import { sessionCookieOptions } from '../session/session-middleware.js';
import { SessionUnavailable, signIn, signOut } from '../session/sign-in.js';
import { API_PATHS } from '@tire/contracts/paths';

/** Statuses of the accounts service whose answer the browser gets as it is. */
const PASSED_THROUGH = new Set([400, 403, 429]);

/**
 * The calls the BFF answers itself because they start or end the session:
 * - POST /api/auth/verify-code: checked with the contract, verified by the accounts service
 *   (/internal/verify-code), then a new session is started and the user is the answer. A wrong
 *   code's 400 (and a rate limit's 429 with Retry-After) reaches the browser unchanged. The code
 *   proved the address is the customer's: guest bookings made with it join the account (a
 *   reservations service that cannot be asked delays that to the next code sign-in, never the
 *   sign-in itself).
 * - GET /api/logout (a browser navigation): the session ends, the cookie is cleared, and the
 *   browser goes to /.
 */
export function sessionRoutes(options: { accounts: AccountsClient; claimGuestBookings?: ClaimGuestBookings; config: SessionConfig; logger: Logger }): Router {
  const router = Router();
  const { accounts, claimGuestBookings, config, logger } = options;

  router.post(verifyCode.path, express.json({ limit: '10kb' }), validateRequest({ body: verifyCodeBodySchema }), async (req, res) => {
    const log = req.log ?? logger;
    const { email, code } = verifyCodeBodySchema.parse(req.body);
    try {
      const answer = await accounts.post(checkLoginCode.path, { email, code }, req);
      if (answer.status === 200) {
        const user = userSchema.parse(answer.body);
        const identity = { userId: user.id, email: user.email, isAdmin: user.isAdmin };
        await signIn(req, identity);
        await claimGuestBookings?.(identity, req).catch((error: unknown) =>
          log.warn({ err: error }, 'guest bookings of this address not joined to the account at sign-in; the next code sign-in joins them'),
        );
        res.setHeader('Cache-Control', 'no-store');
        res.json(user);
        return;
      }
      if (PASSED_THROUGH.has(answer.status)) {
        const retryAfter = answer.headers.get('retry-after');
        if (retryAfter) res.setHeader('Retry-After', retryAfter);
        const body = answer.body as { code?: unknown; message?: unknown } | undefined;
        res
          .status(answer.status)
          .json(
            typeof body?.message === 'string'
              ? { code: typeof body.code === 'string' ? body.code : genericErrorCode(answer.status), message: body.message }
              : errorBody('auth.invalidOrExpiredCode'),
          );
        return;
      }
      log.error({ status: answer.status, body: answer.body }, 'accounts verify-code failed');
      res.status(502).json({ ...errorBody('serviceUnavailable'), service: 'accounts', requestId: String(req.id ?? '') });
    } catch (error) {
      if (error instanceof ServiceCallFailed) {
        log.error({ err: error }, 'accounts unreachable for verify-code');
        answerServiceFailure(res, req, error);
        return;
      }
      if (error instanceof SessionUnavailable) {
        log.error({ err: error.cause ?? error }, 'session store unavailable at sign-in');
        res.status(503).json({ ...errorBody('serviceUnavailable', 'Sign-in is temporarily unavailable'), requestId: String(req.id ?? '') });
        return;
      }
      throw error;
    }
  });

  router.get(API_PATHS.logout, async (req, res) => {
    if (!(await signOut(req))) (req.log ?? logger).warn('session store unavailable at logout; the session entry expires by itself');
    res.clearCookie(config.cookieName, sessionCookieOptions(config));
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, '/');
  });

  return router;
}
