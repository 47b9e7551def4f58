import { createServiceApp, finish, HttpError } from '@tire/service-kit';
import type { ErrorRequestHandler, Express } from 'express';
import type { Database } from '../../data-access/database.js';
import type { PaymentDeps } from '../../domain/payment-deps.js';
import { internalRoutes } from './internal-routes.js';
import { personalDataRoutes } from './personal-data-routes.js';
import { paymentRoutes, STRIPE_WEBHOOK_PATH } from './routes.js';

/** A malformed percent escape in a path (/api/verify-payment/%E4%F6) fails the router's decoding: a 400 in the one error shape, not a bare message. */
const badPathEscapes: ErrorRequestHandler = (error, _req, _res, next) => {
  if (error instanceof URIError || (error?.status === 400 && /decode/i.test(String(error?.message)))) {
    next(HttpError.saying('validation', 'Invalid path', { errors: [{ path: 'path', message: 'The path is not valid percent-encoded UTF-8' }] }));
  } else next(error);
};

/** The payments service's HTTP side: the customers' payments, Stripe's webhooks and the other parts' calls. */
export function createPaymentsApp({ db, deps }: { db: Database; deps: PaymentDeps }): Express {
  const app = createServiceApp(
    deps.logger,
    {
      database: async () => {
        await db.prisma.$queryRaw`SELECT 1`;
      },
    },
    { service: 'payments', rawBodyPaths: [STRIPE_WEBHOOK_PATH] },
  );
  app.use(paymentRoutes(deps));
  app.use(internalRoutes(deps));
  app.use(personalDataRoutes({ prisma: db.prisma, now: deps.now }));
  app.use(badPathEscapes);
  return finish(app);
}
