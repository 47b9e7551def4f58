import type { PaymentDeps } from './payment-deps.js';
import { settle } from './record-intent-state.js';

/**
 * Paid marks that could not be delivered (the reservations or catalogue service was down) are
 * sent again every interval until accepted; the receiving endpoints are idempotent.
 */
export function startSettlementRetry(deps: PaymentDeps, intervalMs = 30_000) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      for (const { payment } of await deps.repo.unappliedSettlements()) await settle(deps, payment);
    } catch (error) {
      deps.logger.warn({ err: error }, 'settlement retry failed');
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
