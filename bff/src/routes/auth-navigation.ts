import { Router } from 'express';

/**
 * The fallback of the browser navigation /api/login: when Google sign-in (OpenID Connect) is not
 * configured (bff/src/oidc answers it when it is), it leads to the e-mail code login page.
 * /api/logout ends the session in bff/src/routes/session-routes.ts.
 */
export function authNavigation(): Router {
  const router = Router();
  router.get('/api/login', (_req, res) => {
    res.redirect(302, '/login');
  });
  return router;
}
