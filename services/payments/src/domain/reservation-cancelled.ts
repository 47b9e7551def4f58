import type { CancellationReason } from '@tire/contracts';
import { OPEN_STATUSES, type Payment } from '../data-access/payments-repository.js';
import type { PaymentDeps } from './payment-deps.js';
import { unixSeconds } from './record-intent-state.js';
import { refundAnswer, startRefund } from './refunds.js';

/** What a cancellation's money is about: a reservation's or an order's payments, for the logs. */
export interface CancelledTarget {
  payments: () => Promise<Payment[]>;
  log: { reservationId: number } | { orderId: number };
}

/**
 * Money follows a cancellation (a reservation's or an order's): every open intent is cancelled at
 * the provider (no card can be taken for it any more), and every succeeded payment is refunded in
 * full (one refund per payment). Idempotent: a repeated call cancels nothing more and answers the
 * refund that exists.
 *
 * The other service may be waiting on this answer inside its own transaction, so nothing here
 * calls it back: the refund's first state goes in the answer, and the worker reports it.
 */
export async function moneyFollowsCancellation(deps: PaymentDeps, target: CancelledTarget, reason: string) {
  let cancelledIntents = 0;
  for (const payment of await target.payments()) {
    if (!OPEN_STATUSES.includes(payment.status)) continue;
    if (payment.provider !== deps.provider.name) {
      deps.logger.error({ paymentIntentId: payment.id, provider: payment.provider }, 'open intent of another provider cannot be cancelled here');
      continue;
    }
    const intent = await deps.provider.cancelIntent(payment.id, reason === 'customer' ? 'requested_by_customer' : 'abandoned');
    if (!intent) continue;
    const { payment: after } = await deps.repo.applyState(intent, unixSeconds(deps.now()));
    if (intent.status === 'canceled') cancelledIntents++;
    else if (after?.status === 'succeeded') {
      // The card went through just before the cancellation: the paid mark is recorded and
      // delivered by the settlement retry (not now, see above); the refund starts below.
      await deps.repo.claimSettlement(after.id);
      deps.logger.warn({ paymentIntentId: after.id, ...target.log }, 'payment succeeded as it was cancelled; refunding');
    } else {
      deps.logger.warn({ paymentIntentId: payment.id, status: intent.status }, 'intent could not be cancelled; a success will be refunded');
    }
  }

  let refund = null;
  for (const payment of await target.payments()) {
    if (payment.status !== 'succeeded') continue;
    if (payment.provider !== deps.provider.name) {
      deps.logger.error({ paymentIntentId: payment.id, provider: payment.provider }, 'payment of another provider cannot be refunded here');
      continue;
    }
    refund = await startRefund(deps, payment, reason, { report: false });
  }
  return { cancelledIntents, refund: refund ? refundAnswer(refund) : null };
}

/** notifyReservationCancelled: the booking is cancelled, so money follows (see moneyFollowsCancellation). */
export function reservationCancelled(deps: PaymentDeps, reservationId: number, reason: CancellationReason) {
  return moneyFollowsCancellation(deps, { payments: () => deps.repo.forReservation(reservationId), log: { reservationId } }, reason);
}

/**
 * notifyOrderCancelled: an administrator cancelled the order (the catalogue's money notifier
 * sends this until acknowledged), so its open intents are cancelled and a paid one is refunded
 * in full, once. Its refund states are reported to the catalogue (reportOrderRefund) by the worker.
 */
export function orderCancelled(deps: PaymentDeps, orderId: number, reason: 'admin' | 'customer') {
  return moneyFollowsCancellation(deps, { payments: () => deps.repo.forOrder(orderId), log: { orderId } }, reason);
}
