import type { RefundStatus } from '@tire/contracts';
import type { Payment } from '../data-access/payments-repository.js';
import type { RefundState, RefundWithPayment } from '../data-access/refunds-repository.js';
import { RefundRefused, type RefundSnapshot } from '../providers/payment-provider.js';
import type { PaymentDeps } from './payment-deps.js';

/** Why money goes back besides a cancellation reason: the payment came after the booking was cancelled. */
export const PAID_AFTER_CANCEL = 'paid_after_cancel';

/**
 * Each attempt has its own key: the same attempt asked twice (an answer lost on the way) is one
 * refund at the provider, while a retry after a failure is a new refund.
 */
const refundIdempotencyKey = (paymentIntentId: string, attempt: number) => `refund-${paymentIntentId}-${attempt}`;

/** The refund as the contract answers it. */
export const refundAnswer = (refund: { id: string; status: string; amountCents: number }) => ({
  id: refund.id,
  status: refund.status as RefundStatus,
  amountCents: refund.amountCents,
});

const stateOf = (snapshot: RefundSnapshot): RefundState => ({
  status: snapshot.status,
  providerRefundId: snapshot.id,
  lastError: snapshot.failureMessage,
});

/**
 * When the worker looks at a refund next: a pending one on its next tick; a failed one after
 * retryBaseMs, doubling with each attempt, until maxAttempts (then never: an administrator's turn).
 */
export function nextAttemptAt(deps: Pick<PaymentDeps, 'refundPolicy' | 'now'>, status: RefundStatus, attempts: number): Date | null {
  const now = deps.now();
  if (status === 'refund_pending') return now;
  if (status === 'refunded' || attempts >= deps.refundPolicy.maxAttempts) return null;
  return new Date(now.getTime() + deps.refundPolicy.retryBaseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Tells the reservations service (reportReservationRefund) or the catalogue (reportOrderRefund)
 * the refund's current state. A report
 * that does not get through stays unreported (reported_at null) and the worker sends it again.
 */
export async function reportRefund(deps: PaymentDeps, refund: RefundWithPayment): Promise<boolean> {
  if (refund.reportedAt) return true;
  const { reservationId, orderId } = refund.payment;
  if (reservationId === null && orderId === null) return deps.refunds.markReported(refund, deps.now());
  const state = {
    refundId: refund.id,
    status: refund.status as RefundStatus,
    amountCents: refund.amountCents,
    failureMessage: refund.lastError?.slice(0, 500) ?? null,
  };
  try {
    if (reservationId !== null) await deps.reservations.reportRefund(reservationId, state);
    else await deps.catalogue.reportRefund(orderId!, state);
  } catch (error) {
    deps.logger.warn({ err: error, refundId: refund.id, reservationId, orderId }, 'refund state not reported yet; will retry');
    return false;
  }
  await deps.refunds.markReported(refund, deps.now());
  return true;
}

/** Writes what the provider said; a change is reported at once when `report` (else by the worker). */
async function applyRefundState(deps: PaymentDeps, refund: RefundWithPayment, state: RefundState, { report = true } = {}) {
  const applied = await deps.refunds.applyState(refund, state, nextAttemptAt(deps, state.status, refund.attempts));
  if (applied.changed) {
    const after = applied.refund;
    const log = {
      refundId: after.id,
      paymentIntentId: after.paymentId,
      reservationId: after.payment.reservationId,
      orderId: after.payment.orderId,
      attempts: after.attempts,
    };
    if (after.status === 'refund_failed' && after.nextAttemptAt === null) {
      deps.logger.error({ ...log, lastError: after.lastError }, `refund failed ${after.attempts} times: left for an administrator`);
    } else if (after.status === 'refund_failed') {
      deps.logger.warn({ ...log, lastError: after.lastError, nextAttemptAt: after.nextAttemptAt }, 'refund failed; will retry');
    } else {
      deps.logger.info({ ...log, status: after.status }, 'refund state changed');
    }
    if (report) await reportRefund(deps, after);
  }
  return applied.refund;
}

/**
 * Asks the provider for the refund with attempt `attempt`'s key. A refusal is a failed attempt
 * (retried later); no answer at all (network, provider down) leaves it pending with no provider
 * refund, and the worker asks again with the same key, which cannot refund twice.
 */
async function askProvider(deps: PaymentDeps, refund: RefundWithPayment, options: { report?: boolean }) {
  let snapshot: RefundSnapshot;
  try {
    snapshot = await deps.provider.refund({
      paymentIntentId: refund.paymentId,
      idempotencyKey: refundIdempotencyKey(refund.paymentId, refund.attempts),
    });
  } catch (error) {
    if (error instanceof RefundRefused) {
      return applyRefundState(deps, refund, { status: 'refund_failed', providerRefundId: null, lastError: error.message }, options);
    }
    deps.logger.warn({ err: error, refundId: refund.id, attempt: refund.attempts }, 'refund request not answered; asking again with the same key');
    return refund;
  }
  return applyRefundState(deps, refund, stateOf(snapshot), options);
}

/**
 * Refunds a succeeded payment in full: one refund per payment, so calling again (a repeated
 * cancellation, a paid mark retried) answers the refund that exists and makes nothing new. The
 * first attempt goes to the provider at once; later ones are the worker's.
 */
export async function startRefund(deps: PaymentDeps, payment: Payment, reason: string, options: { report?: boolean } = {}) {
  if (payment.status !== 'succeeded') throw new Error(`payment ${payment.id} is ${payment.status}: nothing to refund`);
  const refund = await deps.refunds.ensure(payment, reason, deps.now());
  if (refund.attempts > 0) return refund;
  const claimed = await deps.refunds.claimAttempt(refund);
  // Someone else took the first attempt a moment ago: theirs is the refund.
  if (!claimed) return (await deps.refunds.byPayment(payment.id)) ?? refund;
  deps.logger.info({ refundId: claimed.id, paymentIntentId: payment.id, reservationId: payment.reservationId, reason }, 'refund started');
  if (options.report !== false) await reportRefund(deps, claimed);
  return askProvider(deps, claimed, options);
}

/**
 * One step of a refund that is not done, for the worker: a pending refund is polled at the
 * provider (or, when its request was never answered, asked again with the same key); a failed
 * one whose time has come is tried again with the next attempt's key.
 */
export async function advanceRefund(deps: PaymentDeps, refund: RefundWithPayment) {
  if (refund.payment.provider !== deps.provider.name) {
    deps.logger.error({ refundId: refund.id, provider: refund.payment.provider }, 'refund of another provider cannot be advanced here');
    return refund;
  }
  if (refund.status === 'refund_pending') {
    if (refund.attempts === 0) {
      const claimed = await deps.refunds.claimAttempt(refund);
      return claimed ? askProvider(deps, claimed, {}) : refund;
    }
    if (!refund.providerRefundId) return askProvider(deps, refund, {});
    const snapshot = await deps.provider.retrieveRefund(refund.providerRefundId);
    if (!snapshot) {
      deps.logger.error({ refundId: refund.id, providerRefundId: refund.providerRefundId }, 'the provider does not know this refund');
      return applyRefundState(deps, refund, { status: 'refund_failed', providerRefundId: null, lastError: 'Refund not found at the provider' });
    }
    return applyRefundState(deps, refund, stateOf(snapshot));
  }
  if (refund.status === 'refund_failed' && refund.attempts < deps.refundPolicy.maxAttempts) {
    const claimed = await deps.refunds.claimAttempt(refund);
    if (!claimed) return refund;
    deps.logger.info({ refundId: claimed.id, attempt: claimed.attempts }, 'retrying a failed refund');
    // The retry is pending again: say so before asking, so every state is told in order.
    await reportRefund(deps, claimed);
    return askProvider(deps, claimed, {});
  }
  return refund;
}

/** A provider's word about a refund from outside the worker (a Stripe webhook). */
export async function recordProviderRefund(deps: PaymentDeps, snapshot: RefundSnapshot) {
  const refund = await deps.refunds.byProviderRefundId(snapshot.id);
  if (!refund) return undefined;
  return applyRefundState(deps, refund, stateOf(snapshot));
}
