import type { RequestHandler } from 'express';
import { errorBody } from '@tire/contracts';
import type { Access } from '../proxy/api-routes.js';

/**
 * The BFF's gate in front of a call: no session → 401 {code: 'unauthorized'} (the browser's
 * cue to sign in), a non-admin on an admin call → 403. Services repeat the check.
 */
export function requireAccess(access: Access): RequestHandler {
  return (req, res, next) => {
    if (access === 'public') return next();
    if (!req.identity) {
      res.status(401).json(errorBody('unauthorized'));
      return;
    }
    if (access === 'admin' && !req.identity.isAdmin) {
      res.status(403).json(errorBody('admin.forbidden'));
      return;
    }
    next();
  };
}
