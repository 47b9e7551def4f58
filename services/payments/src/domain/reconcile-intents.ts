import { startPeriodicTask } from '@tire/service-kit';
import type { PaymentDeps } from './payment-deps.js';
import { recordIntentState, unixSeconds } from './record-intent-state.js';

/**
 * One run of the reconciliation: open intents older than reconcilePolicy.afterMinutes (and not
 * asked since as long) are retrieved from the provider and their state is applied like a
 * webhook's, so a success whose webhook never came (lost, misconfigured, or Stripe down) still
 * marks the reservation or order paid. Least recently asked first, a batch per run; intents
 * older than maxAgeHours (abandoned checkouts) are left alone. One intent's error does not stop
 * the others.
 */
export async function reconcileOpenIntents(deps: PaymentDeps) {
  const { afterMinutes, maxAgeHours, batchSize } = deps.reconcilePolicy;
  const now = deps.now();
  const cutoff = new Date(now.getTime() - afterMinutes * 60_000);
  const notBefore = new Date(now.getTime() - maxAgeHours * 3_600_000);
  const candidates = await deps.repo.reconcileCandidates(deps.provider.name, cutoff, notBefore, cutoff, batchSize);
  const result = { checked: 0, changed: 0, failed: 0 };
  for (const payment of candidates) {
    try {
      await deps.repo.markReconciled(payment.id, now);
      const intent = await deps.provider.retrieveIntent(payment.id);
      result.checked++;
      if (!intent) {
        deps.logger.warn({ paymentIntentId: payment.id }, 'open intent unknown to the provider');
        continue;
      }
      const { payment: after } = await recordIntentState(deps, intent, unixSeconds(deps.now()));
      if (after && after.status !== payment.status) {
        result.changed++;
        deps.logger.info({ paymentIntentId: payment.id, from: payment.status, to: after.status }, 'reconciled an intent with the provider');
      }
    } catch (error) {
      result.failed++;
      deps.logger.warn({ err: error, paymentIntentId: payment.id }, 'could not reconcile the intent; will try again');
    }
  }
  return result;
}

/** The reconciliation in the background, every reconcilePolicy.intervalMs. */
export function startReconciliation(deps: PaymentDeps) {
  return startPeriodicTask('payment reconciliation', () => reconcileOpenIntents(deps), {
    intervalMs: deps.reconcilePolicy.intervalMs,
    logger: deps.logger,
  });
}
