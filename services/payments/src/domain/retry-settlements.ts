import { startPeriodicTask } from '@tire/service-kit';
import type { PaymentDeps } from './payment-deps.js';
import { settle } from './record-intent-state.js';

/**
 * One run of the settlement retry: paid marks that could not be delivered (the reservations or
 * catalogue service was down) and whose next attempt is due, oldest first, a batch at a time.
 * Each failure pushes its settlement's next attempt back (exponential backoff), so a few that
 * keep failing never starve newer ones; after settlementPolicy.maxAttempts a settlement is
 * dead-lettered and left for an administrator. The receiving endpoints are idempotent.
 */
export async function runSettlementRetry(deps: PaymentDeps) {
  const due = await deps.repo.dueSettlements(deps.now(), deps.settlementPolicy.batchSize);
  let delivered = 0;
  for (const { payment } of due) if (await settle(deps, payment)) delivered++;
  return { tried: due.length, delivered };
}

/** The retry loop in the background, every settlementPolicy.intervalMs. */
export function startSettlementRetry(deps: PaymentDeps) {
  return startPeriodicTask('settlement retry', () => runSettlementRetry(deps), {
    intervalMs: deps.settlementPolicy.intervalMs,
    logger: deps.logger,
  });
}
