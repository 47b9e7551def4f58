import express, { type Express } from 'express';
import { IDENTITY_HEADERS } from '../config.js';
import type { ServiceName } from '../service-keys.js';
import { SERVICE_TOKEN_HEADER, signServiceToken } from '../service-token.js';

/**
 * A service app as the BFF calls it, for tests: the plain identity headers a test sets
 * (x-user-id, x-user-email, x-user-admin, x-user-language, and x-forwarded-for for the client's
 * address) become a signed service token for the request's method and path, exactly as the BFF
 * makes one from its session. With `issuer`, the token is another part's, signed with that part's
 * test key (testing/service-keys.ts): `asBff(app, 'reservations', 'payments')` calls as the
 * payments service. Tests of the boundary itself call the unwrapped app.
 */
export function asBff(app: Express, service: ServiceName, issuer: ServiceName = 'bff'): Express {
  const wrapper = express();
  wrapper.use(async (req, _res, next) => {
    const header = (name: string) => {
      const value = req.headers[name];
      return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
    };
    try {
      // Only the BFF's token speaks for a browser; another part's names no user, as in the platform.
      const browser =
        issuer === 'bff'
          ? {
              userId: header(IDENTITY_HEADERS.userId),
              email: header(IDENTITY_HEADERS.userEmail),
              isAdmin: header(IDENTITY_HEADERS.isAdmin) === 'true',
              language: header(IDENTITY_HEADERS.language),
              clientIp: header('x-forwarded-for')?.split(',')[0]?.trim() ?? req.ip,
            }
          : {};
      req.headers[SERVICE_TOKEN_HEADER] = await signServiceToken(service, { issuer, method: req.method, path: req.originalUrl, ...browser });
      next();
    } catch (error) {
      next(error);
    }
  });
  wrapper.use(app);
  return wrapper;
}
