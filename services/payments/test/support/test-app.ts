import { startServiceForTest } from '@tire/service-kit/testing/start-service-for-test';
import { loadPaymentsConfig, type ReconcilePolicy, type RefundPolicy, type SettlementPolicy, type StripeSettings } from '../../src/config.js';
import { connectDatabase } from '../../src/data-access/database.js';
import { createPaymentsService } from '../../src/payments-service.js';
import { fakeServices } from './fake-services.js';
import { TEST_DATABASE_URL } from './test-database.js';

/** The payments app on the test database, with the local provider unless Stripe settings are given. */
export const TEST_REFUND_POLICY: RefundPolicy = { maxAttempts: 3, retryBaseMs: 60_000, workerIntervalMs: 60_000 };

export const TEST_SETTLEMENT_POLICY: SettlementPolicy = {
  maxAttempts: 4,
  retryBaseMs: 60_000,
  maxBackoffMs: 3_600_000,
  intervalMs: 60_000,
  batchSize: 50,
};
export const TEST_RECONCILE_POLICY: ReconcilePolicy = { intervalMs: 60_000, afterMinutes: 10, maxAgeHours: 168, batchSize: 50 };

export function startTestApp({
  stripe = null,
  now,
  refundPolicy = TEST_REFUND_POLICY,
  settlementPolicy = TEST_SETTLEMENT_POLICY,
  reconcilePolicy = TEST_RECONCILE_POLICY,
  // Off unless a test is about it: tests change Stripe's state between verifications.
  verifyCacheMs = 0,
}: {
  stripe?: StripeSettings | null;
  now?: () => Date;
  refundPolicy?: RefundPolicy;
  settlementPolicy?: SettlementPolicy;
  reconcilePolicy?: ReconcilePolicy;
  verifyCacheMs?: number;
} = {}) {
  const db = connectDatabase(TEST_DATABASE_URL, { poolSize: 5 });
  const services = fakeServices();
  const service = startServiceForTest(createPaymentsService, {
    service: 'payments',
    config: { ...loadPaymentsConfig(), databaseUrl: TEST_DATABASE_URL, stripe, refundPolicy, settlementPolicy, reconcilePolicy, verifyCacheMs },
    db,
    ...(now ? { clock: now } : {}),
    reservations: services.reservationsClient,
    catalogue: services.catalogueClient,
  });
  const { deps } = service.instance;
  return {
    /** The service as the BFF reaches it (with a service token made from the test's headers). */
    app: service.app,
    /** The service as the reservations service reaches it: the only caller of a booking's cancellation. */
    fromReservations: service.as('reservations'),
    /** The service itself, for tests of its boundary (no token). */
    unguarded: service.unguarded,
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
      services.orderRefundReports.length = 0;
      services.releasedAndSold.clear();
      services.failingReservations.clear();
      await db.prisma.$executeRawUnsafe(
        'TRUNCATE payments.refunds, payments.settlements, payments.payments, payments.webhook_events, payments.local_intents, payments.local_refunds',
      );
    },
    close: () => service.close(),
  };
}
