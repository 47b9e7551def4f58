import { createServiceApp, finish, type Logger } from '@tire/service-kit';
import { publishableKeyOf, refundPolicy as refundPolicyOf, stripeSettings, type RefundPolicy, type StripeSettings } from '../../config.js';
import { createCatalogueClient, type CatalogueClient } from '../../data-access/catalogue-client.js';
import type { Database } from '../../data-access/database.js';
import { paymentsRepository } from '../../data-access/payments-repository.js';
import { refundsRepository } from '../../data-access/refunds-repository.js';
import { createReservationsClient, type ReservationsClient } from '../../data-access/reservations-client.js';
import type { PaymentDeps } from '../../domain/payment-deps.js';
import { createLocalProvider } from '../../providers/local-provider.js';
import { createStripeProvider } from '../../providers/stripe-provider.js';
import { internalRoutes } from './internal-routes.js';
import { paymentRoutes, STRIPE_WEBHOOK_PATH } from './routes.js';

export interface AppOptions {
  db: Database;
  logger: Logger;
  /** Stripe when its secret key is set (from the environment by default); the local provider otherwise. */
  stripe?: StripeSettings | null;
  reservations?: ReservationsClient;
  catalogue?: CatalogueClient;
  /** Refund retries and the worker's interval (from the environment by default). */
  refundPolicy?: RefundPolicy;
  now?: () => Date;
}

export function createPaymentsApp({
  db,
  logger,
  stripe = stripeSettings(),
  reservations,
  catalogue,
  refundPolicy = refundPolicyOf(),
  now = () => new Date(),
}: AppOptions) {
  const provider = stripe ? createStripeProvider(stripe) : createLocalProvider(db.prisma, now);
  const deps: PaymentDeps = {
    repo: paymentsRepository(db.prisma),
    refunds: refundsRepository(db.prisma),
    refundPolicy,
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
  return { app: finish(app), deps };
}
