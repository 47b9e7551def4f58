import type { Request, RequestHandler } from 'express';
import { IDENTITY_HEADERS } from '@tire/service-kit';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@tire/contracts';
import '../session/session-data.js';

/** Who is calling, as the BFF knows it from its session. Services receive it as IDENTITY_HEADERS. */
export interface Identity {
  userId: string;
  email: string;
  isAdmin: boolean;
}

export type Identify = (req: Request) => Identity | null | Promise<Identity | null>;

declare module 'express-serve-static-core' {
  interface Request {
    /** Set for every /api request by `attachIdentity`: the session's user, or null. */
    identity?: Identity | null;
  }
}

/**
 * Identity headers are the BFF's word to the services, so the browser must never set them:
 * every incoming x-user-* header is dropped, then the BFF writes the ones it vouches for.
 * The language is not identity but travels the same way (e-mails go out in the caller's language).
 */
export function attachIdentity(identify: Identify): RequestHandler {
  return async (req, _res, next) => {
    for (const name of Object.keys(req.headers)) if (name.startsWith('x-user-')) delete req.headers[name];
    try {
      const identity = await identify(req);
      req.identity = identity;
      if (identity) {
        req.headers[IDENTITY_HEADERS.userId] = identity.userId;
        req.headers[IDENTITY_HEADERS.userEmail] = identity.email;
        req.headers[IDENTITY_HEADERS.isAdmin] = String(identity.isAdmin);
      }
      req.headers[IDENTITY_HEADERS.language] = preferredLanguage(req);
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** fi or en from Accept-Language (the shell can send its chosen language there); Finnish by default. */
function preferredLanguage(req: Request): Language {
  const accepted = req.acceptsLanguages(...LANGUAGES);
  return typeof accepted === 'string' ? (accepted as Language) : DEFAULT_LANGUAGE;
}
