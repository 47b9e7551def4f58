import type { Request, RequestHandler, Response } from 'express';
import { SESSION_HINT_COOKIE } from '@tire/contracts';
import { requestCookie } from '../middleware/request-cookie.js';
import type { SessionConfig } from './session-config.js';

const hasHint = (req: Request) => requestCookie(req, SESSION_HINT_COOKIE) !== undefined;

/**
 * The session hint (SESSION_HINT_COOKIE, readable by the page, no secret in it) follows the
 * session: set while a request is signed in, cleared when it is not. Decided when the answer's
 * headers go out, so a sign-in (verify-code, the OpenID Connect callback) or a sign-out in this
 * very request counts. The shell asks GET /api/auth/user only with the hint, so a guest's pages
 * make no request that answers 401 (each one an error line in the browser's console), and the
 * call keeps the spec's contract. It lives as long as a session may (the absolute lifetime): a
 * hint that outlives its session costs one 401, after which it is cleared here. While the
 * session store cannot be read, nothing is known and the hint is left as it is.
 */
export function sessionHint(config: Pick<SessionConfig, 'secure' | 'absoluteMaxAgeMs'>): RequestHandler {
  const options = { httpOnly: false, sameSite: 'lax', secure: config.secure, path: '/' } as const;
  return (req, res, next) => {
    const hinted = hasHint(req);
    beforeHeaders(res, () => {
      // An answer that ended the session while its page still has something to show (the data
      // erasure's summary) leaves the hint to that page, which leaves through /api/logout.
      if (req.sessionUnavailable || res.locals.keepSessionHint === true) return;
      const signedIn = Boolean(req.identity);
      if (signedIn && !hinted) res.cookie(SESSION_HINT_COOKIE, '1', { ...options, maxAge: config.absoluteMaxAgeMs });
      else if (!signedIn && hinted) res.clearCookie(SESSION_HINT_COOKIE, options);
    });
    next();
  };
}

/** Runs `decide` once, just before the answer's status and headers are written (what the on-headers package does). */
function beforeHeaders(res: Response, decide: () => void) {
  const writeHead = res.writeHead;
  let decided = false;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    if (!decided) {
      decided = true;
      if (!res.headersSent) decide();
    }
    return (writeHead as (...all: unknown[]) => Response).apply(this, args);
  } as Response['writeHead'];
}
