import { databaseFromSettings, serviceFoundation, type ServiceFactoryOptions, type ServiceInstance } from '@tire/service-kit';
import { publishableKeyOf, type PaymentsConfig } from './config.js';
import { createCatalogueClient, type CatalogueClient } from './data-access/catalogue-client.js';
import { connectDatabase, type Database } from './data-access/database.js';
import { paymentsRepository } from './data-access/payments-repository.js';
import { refundsRepository } from './data-access/refunds-repository.js';
import { createReservationsClient, type ReservationsClient } from './data-access/reservations-client.js';
import { createIntentCache } from './domain/intent-cache.js';
import type { PaymentDeps } from './domain/payment-deps.js';
import { startReconciliation } from './domain/reconcile-intents.js';
import { startRefundWorker } from './domain/refund-worker.js';
import { startSettlementRetry } from './domain/retry-settlements.js';
import { createPaymentsApp } from './entry-points/http/app.js';
import { createLocalProvider } from './providers/local-provider.js';
import { createStripeProvider } from './providers/stripe-provider.js';

export interface PaymentsServiceOptions extends ServiceFactoryOptions<PaymentsConfig, Database> {
  /** The reservations and catalogue services, told of payments and refunds (over HTTP unless given). */
  reservations?: ReservationsClient;
  catalogue?: CatalogueClient;
}

/** The payments service, and the domain's dependencies (tests run a loop's step by hand with them). */
export interface PaymentsService extends ServiceInstance {
  deps: PaymentDeps;
}

/**
 * The payments service put together from its settings: database, the provider (Stripe when its
 * key is set, the local provider otherwise), the HTTP app, and its loops (settlement retries, the
 * refund worker, reconciliation). main.ts serves it; tests start it with their own database,
 * clock and stand-ins for the other services.
 */
export function createPaymentsService(options: PaymentsServiceOptions): PaymentsService {
  const { config, logger, db, clock, loops, closeDatabase } = serviceFoundation(options, databaseFromSettings(connectDatabase));
  const { reservations = createReservationsClient(config.reservationsUrl), catalogue = createCatalogueClient(config.catalogueUrl) } = options;
  const provider = config.stripe ? createStripeProvider(config.stripe) : createLocalProvider(db.prisma, clock);
  const deps: PaymentDeps = {
    repo: paymentsRepository(db.prisma),
    refunds: refundsRepository(db.prisma),
    refundPolicy: config.refundPolicy,
    settlementPolicy: config.settlementPolicy,
    reconcilePolicy: config.reconcilePolicy,
    intentCache: createIntentCache(provider, config.verifyCacheMs, clock),
    provider,
    ...(publishableKeyOf(config.stripe?.publishableKey) ? { publishableKey: publishableKeyOf(config.stripe?.publishableKey) } : {}),
    reservations,
    catalogue,
    logger,
    now: clock,
  };
  const app = createPaymentsApp({ db, deps });

  // Paid marks the other services did not take yet are delivered again, with backoff.
  loops.start('settlement retry', () => startSettlementRetry(deps));
  // Refunds are started at the provider, failed ones retried, their states reported.
  loops.start('refund worker', () => startRefundWorker(deps));
  // Open intents are asked at the provider, in case a webhook never came.
  loops.start('reconciliation', () => startReconciliation(deps));
  // (Prisma's adapter owns the pool here: no pg pool gauges; the loops' runs are counted by name.)

  return {
    app,
    deps,
    background: loops.loops,
    close: closeDatabase,
  };
}
