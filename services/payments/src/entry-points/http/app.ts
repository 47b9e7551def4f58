import { createServiceApp, finish, HttpError, type Logger } from '@tire/service-kit';
import type { ErrorRequestHandler } from 'express';
import {
  loadPaymentsConfig,
  publishableKeyOf,
  reconcilePolicy as reconcilePolicyOf,
  refundPolicy as refundPolicyOf,
  settlementPolicy as settlementPolicyOf,
  verifyCacheMs,
  type ReconcilePolicy,
  type RefundPolicy,
  type SettlementPolicy,
  type StripeSettings,
} from '../../config.js';
import { createCatalogueClient, type CatalogueClient } from '../../data-access/catalogue-client.js';
import type { Database } from '../../data-access/database.js';
import { paymentsRepository } from '../../data-access/payments-repository.js';
import { refundsRepository } from '../../data-access/refunds-repository.js';
import { createReservationsClient, type ReservationsClient } from '../../data-access/reservations-client.js';
import { createIntentCache } from '../../domain/intent-cache.js';
import type { PaymentDeps } from '../../domain/payment-deps.js';
import { createLocalProvider } from '../../providers/local-provider.js';
import { createStripeProvider } from '../../providers/stripe-provider.js';
import { internalRoutes } from './internal-routes.js';
import { paymentRoutes, STRIPE_WEBHOOK_PATH } from './routes.js';

export interface AppOptions {
  db: Database;
  logger: Logger;
  /**
   * Stripe when its secret key is set; the local provider otherwise. From the environment by
   * default, through loadPaymentsConfig (which refuses unsafe production settings).
   */
  stripe?: StripeSettings | null;
  reservations?: ReservationsClient;
  catalogue?: CatalogueClient;
  /** Refund retries and the worker's interval (from the environment by default). */
  refundPolicy?: RefundPolicy;
  settlementPolicy?: SettlementPolicy;
  reconcilePolicy?: ReconcilePolicy;
  /** How long one provider retrieve answers verifications of the same intent (VERIFY_CACHE_MS). */
  verifyCacheMs?: number;
  now?: () => Date;
}

export function createPaymentsApp({
  db,
  logger,
  stripe = loadPaymentsConfig().stripe,
  reservations,
  catalogue,
  refundPolicy = refundPolicyOf(),
  settlementPolicy = settlementPolicyOf(),
  reconcilePolicy = reconcilePolicyOf(),
  verifyCacheMs: cacheMs = verifyCacheMs(),
  now = () => new Date(),
}: AppOptions) {
  const provider = stripe ? createStripeProvider(stripe) : createLocalProvider(db.prisma, now);
  const deps: PaymentDeps = {
    repo: paymentsRepository(db.prisma),
    refunds: refundsRepository(db.prisma),
    refundPolicy,
    settlementPolicy,
    reconcilePolicy,
    intentCache: createIntentCache(provider, cacheMs, now),
    provider,
    ...(stripe && publishableKeyOf(stripe.publishableKey) ? { publishableKey: publishableKeyOf(stripe.publishableKey) } : {}),
    reservations: reservations ?? createReservationsClient(),
    catalogue: catalogue ?? createCatalogueClient(),
    logger,
    now,
  };
  const app = createServiceApp(
    logger,
    {
      database: async () => {
        await db.prisma.$queryRaw`SELECT 1`;
      },
    },
    { service: 'payments', rawBodyPaths: [STRIPE_WEBHOOK_PATH] },
  );
  app.use(paymentRoutes(deps));
  app.use(internalRoutes(deps));
  // A malformed percent escape in a path (/api/verify-payment/%E4%F6) fails the router's decoding:
  // a 400 in the one error shape, not a bare message.
  app.use(((error, _req, _res, next) => {
    if (error instanceof URIError || (error?.status === 400 && /decode/i.test(String(error?.message)))) {
      next(HttpError.badRequest('Invalid path', { errors: [{ path: 'path', message: 'The path is not valid percent-encoded UTF-8' }] }));
    } else next(error);
  }) as ErrorRequestHandler);
  return { app: finish(app), deps };
}
