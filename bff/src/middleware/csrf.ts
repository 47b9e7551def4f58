import type { Request, RequestHandler } from 'express';
import { errorBody } from '@tire/contracts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CSRF_MESSAGES = {
  notMarked: 'Forbidden: send JSON (Content-Type: application/json) or an X-Requested-With header',
  badOrigin: 'Forbidden: cross-origin request',
} as const;

/** application/json or any +json type, parameters (charset) ignored. */
function isJson(req: Request) {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || type.endsWith('+json');
}

/**
 * CSRF defence for a cookie session: a cross-site form can neither send a JSON content type nor
 * a custom header without a CORS preflight (which the BFF never grants), and a browser's Origin
 * names the page that sent the request. So an unsafe call must be marked as the app's own and,
 * when it says where it comes from, come from the BFF's own origin or an allowed one.
 */
export function csrfProtection(options: { allowedOrigins: readonly string[]; exemptPaths: ReadonlySet<string> }): RequestHandler {
  const allowed = new Set(options.allowedOrigins);
  return (req, res, next) => {
    if (!UNSAFE_METHODS.has(req.method) || options.exemptPaths.has(req.baseUrl + req.path)) return next();
    if (!isJson(req) && !req.headers['x-requested-with']) {
      res.status(403).json(errorBody('forbidden', CSRF_MESSAGES.notMarked));
      return;
    }
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== `${req.protocol}://${req.get('host')}` && !allowed.has(origin)) {
      res.status(403).json(errorBody('forbidden', CSRF_MESSAGES.badOrigin));
      return;
    }
    next();
  };
}
