import { startPeriodicTask } from '@tire/service-kit';
import type { PaymentDeps } from './payment-deps.js';
import { advanceRefund, reportRefund } from './refunds.js';

async function reportUnreported(deps: PaymentDeps) {
  for (const refund of await deps.refunds.unreported()) await reportRefund(deps, refund);
}

/**
 * One run of the refund worker. States not reported yet go first (a refund's first state from a
 * cancellation's answer, reports that failed), so the reservations service hears every state in
 * order; then pending refunds are polled and failed ones retried when due, each change reported
 * as it happens. One refund's error does not stop the others.
 */
export async function runRefundWorker(deps: PaymentDeps) {
  await reportUnreported(deps);
  for (const refund of await deps.refunds.due(deps.now(), deps.refundPolicy.maxAttempts)) {
    try {
      await advanceRefund(deps, refund);
    } catch (error) {
      deps.logger.warn({ err: error, refundId: refund.id }, 'refund step failed; will try again');
    }
  }
}

/** The worker in the background, every refundPolicy.workerIntervalMs. */
export function startRefundWorker(deps: PaymentDeps) {
  return startPeriodicTask('refund worker', () => runRefundWorker(deps), {
    intervalMs: deps.refundPolicy.workerIntervalMs,
    logger: deps.logger,
  });
}
