import type { RequestHandler } from 'express';
import { ADMIN_MESSAGES } from '@tire/contracts';
import type { Access } from '../proxy/api-routes.js';

/**
 * The BFF's gate in front of a call: no session → 401 {message: 'Unauthorized'} (the browser's
 * cue to sign in), a non-admin on an admin call → 403. Services repeat the check.
 */
export function requireAccess(access: Access): RequestHandler {
  return (req, res, next) => {
    if (access === 'public') return next();
    if (!req.identity) {
      res.status(401).json({ message: ADMIN_MESSAGES.unauthorized });
      return;
    }
    if (access === 'admin' && !req.identity.isAdmin) {
      res.status(403).json({ message: ADMIN_MESSAGES.forbidden });
      return;
    }
    next();
  };
}
