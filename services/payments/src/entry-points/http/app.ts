import { createServiceApp, finish, type Logger } from '@tire/service-kit';
import { publishableKeyOf, stripeSettings, type StripeSettings } from '../../config.js';
import { createCatalogueClient, type CatalogueClient } from '../../data-access/catalogue-client.js';
import type { Database } from '../../data-access/database.js';
import { paymentsRepository } from '../../data-access/payments-repository.js';
import { createReservationsClient, type ReservationsClient } from '../../data-access/reservations-client.js';
import type { PaymentDeps } from '../../domain/payment-deps.js';
import { createLocalProvider } from '../../providers/local-provider.js';
import { createStripeProvider } from '../../providers/stripe-provider.js';
import { paymentRoutes, STRIPE_WEBHOOK_PATH } from './routes.js';

export interface AppOptions {
  db: Database;
  logger: Logger;
  /** Stripe when its secret key is set (from the environment by default); the local provider otherwise. */
  stripe?: StripeSettings | null;
  reservations?: ReservationsClient;
  catalogue?: CatalogueClient;
  now?: () => Date;
}

export function createPaymentsApp({ db, logger, stripe = stripeSettings(), reservations, catalogue, now = () => new Date() }: AppOptions) {
  const provider = stripe ? createStripeProvider(stripe) : createLocalProvider(db.prisma, now);
  const deps: PaymentDeps = {
    repo: paymentsRepository(db.prisma),
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
    { rawBodyPaths: [STRIPE_WEBHOOK_PATH] },
  );
  app.use(paymentRoutes(deps));
  return { app: finish(app), deps };
}
