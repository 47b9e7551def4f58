import { Router } from 'express';
import { getSignInOptions, href, RETURN_TO_PARAM, safeReturnPath, type SignInOptions } from '@tire/contracts';
import type { OidcSettings } from '../oidc/oidc-settings.js';
import { API_PATHS } from '@tire/contracts/paths';

/**
 * The fallback of the browser navigation /api/login: when Google sign-in (OpenID Connect) is not
 * configured (bff/src/oidc answers it when it is), it leads to the e-mail code login page, passing
 * on where to return after signing in.
 * /api/logout ends the session in bff/src/routes/session-routes.ts. GET /api/auth/sign-in-options
 * tells the login page whether Google sign-in is offered.
 */
export function authNavigation(oidc: OidcSettings | null): Router {
  const router = Router();
  // The login page shows "Sign in with Google" only when it leads somewhere real.
  const options: SignInOptions = { google: oidc !== null, developmentProvider: oidc?.developmentProvider ?? false };
  router.get(getSignInOptions.path, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(options);
  });
  router.get(API_PATHS.login, (req, res) => {
    // The page that asked for a login, when it is one of ours; anything else is dropped (no open redirect).
    const returnTo = safeReturnPath(req.query[RETURN_TO_PARAM]);
    res.redirect(302, href('login', { [RETURN_TO_PARAM]: returnTo ?? undefined }));
  });
  return router;
}
