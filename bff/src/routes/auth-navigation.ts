import { Router } from 'express';
import { RETURN_TO_PARAM, safeReturnPath } from '@tire/contracts';

/**
 * The fallback of the browser navigation /api/login: when Google sign-in (OpenID Connect) is not
 * configured (bff/src/oidc answers it when it is), it leads to the e-mail code login page, passing
 * on where to return after signing in.
 * /api/logout ends the session in bff/src/routes/session-routes.ts.
 */
export function authNavigation(): Router {
  const router = Router();
  router.get('/api/login', (req, res) => {
    // The page that asked for a login, when it is one of ours; anything else is dropped (no open redirect).
    const returnTo = safeReturnPath(req.query[RETURN_TO_PARAM]);
    res.redirect(302, returnTo ? `/login?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo })}` : '/login');
  });
  return router;
}
