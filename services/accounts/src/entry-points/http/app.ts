import { createServiceApp, finish } from '@tire/service-kit';
import type { ErrorRequestHandler, Express } from 'express';
import { RateLimited } from '../../data-access/limit-errors.js';
import { CodeNotSent } from '../../domain/errors.js';
import type { AccountsDeps } from '../../domain/ports.js';
import { internalRoutes, publicRoutes } from './routes.js';

export interface AppOptions extends AccountsDeps {
  /** Readiness checks for /health/ready (database, Redis). */
  readiness?: Parameters<typeof createServiceApp>[1];
}

/** Headers and logs that service-kit's JSON error handler does not do by itself. */
const errorExtras: ErrorRequestHandler = (error, req, res, next) => {
  if (error instanceof RateLimited) res.setHeader('Retry-After', String(error.retryAfterSeconds));
  if (error instanceof CodeNotSent) req.log.error({ err: error.reason }, 'login code e-mail could not be queued');
  next(error);
};

/** The accounts service's HTTP side: sign-in by e-mail code or OpenID, signup and profile, and the BFF's reads. */
export function createAccountsApp({ readiness = {}, ...deps }: AppOptions): Express {
  const app = createServiceApp(deps.logger, readiness, { service: 'accounts' });
  app.use(publicRoutes(deps));
  app.use(internalRoutes(deps));
  app.use(errorExtras);
  return finish(app);
}
