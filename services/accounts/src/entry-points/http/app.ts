import { createServiceApp, finish } from '@tire/service-kit';
import type { ErrorRequestHandler } from 'express';
import { CodeNotSent, RateLimited } from '../../domain/errors.js';
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

export function createAccountsApp({ readiness = {}, ...deps }: AppOptions) {
  const app = createServiceApp(deps.logger, readiness, { service: 'accounts' });
  app.use(publicRoutes(deps));
  app.use(internalRoutes(deps));
  app.use(errorExtras);
  return { app: finish(app) };
}
