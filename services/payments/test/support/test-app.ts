import { asBff } from '@tire/service-kit/testing/as-bff';
import { createLogger } from '@tire/service-kit';
import type { RefundPolicy, StripeSettings } from '../../src/config.js';
import { connectDatabase } from '../../src/data-access/database.js';
import { createPaymentsApp } from '../../src/entry-points/http/app.js';
import { fakeServices } from './fake-services.js';
import { TEST_DATABASE_URL } from './test-database.js';

/** The payments app on the test database, with the local provider unless Stripe settings are given. */
export const TEST_REFUND_POLICY: RefundPolicy = { maxAttempts: 3, retryBaseMs: 60_000, workerIntervalMs: 60_000 };

export function startTestApp({
  stripe = null,
  now,
  refundPolicy = TEST_REFUND_POLICY,
}: { stripe?: StripeSettings | null; now?: () => Date; refundPolicy?: RefundPolicy } = {}) {
  const db = connectDatabase(TEST_DATABASE_URL, { poolSize: 5 });
  const services = fakeServices();
  const { app, deps } = createPaymentsApp({
    db,
    logger: createLogger('payments-test'),
    stripe,
    reservations: services.reservationsClient,
    catalogue: services.catalogueClient,
    refundPolicy,
    ...(now ? { now } : {}),
  });
  return {
    /** The service as the BFF reaches it (with a service token made from the test's headers). */
    app: asBff(app, 'payments'),
    /** The service itself, for tests of its boundary (no token). */
    unguarded: app,
    deps,
    db,
    services,
    async reset() {
      Object.assign(services.log, {
        paidCalls: 0,
        paidTransitions: 0,
        failedCalls: 0,
        orderPaidTransitions: 0,
        orderFailedCalls: 0,
        down: false,
        reportsDown: false,
      });
      services.refundReports.length = 0;
      await db.prisma.$executeRawUnsafe(
        'TRUNCATE payments.refunds, payments.settlements, payments.payments, payments.webhook_events, payments.local_intents, payments.local_refunds',
      );
    },
    close: () => db.close(),
  };
}
