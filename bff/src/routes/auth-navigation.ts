import { Router } from 'express';

/**
 * The browser navigations of the spec. Google sign-in (OpenID Connect) is not configured yet, so
 * /api/login leads to the e-mail code login page; /api/logout goes home (the accounts issue will
 * also end the session there).
 */
export function authNavigation(): Router {
  const router = Router();
  router.get('/api/login', (_req, res) => {
    res.redirect(302, '/login');
  });
  router.get('/api/logout', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, '/');
  });
  return router;
}
