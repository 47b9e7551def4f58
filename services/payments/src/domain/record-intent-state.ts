import { refundDue } from '../data-access/catalogue-client.js';
import type { Payment } from '../data-access/payments-repository.js';
import type { IntentSnapshot } from '../providers/payment-provider.js';
import type { PaymentDeps } from './payment-deps.js';
import { PAID_AFTER_CANCEL, startRefund } from './refunds.js';

/** The contract's payment status: a declined attempt (an error on an intent that waits for a card) reads as failed. */
export function publicStatus(payment: Pick<Payment, 'status' | 'lastErrorMessage'>) {
  if (payment.status === 'requires_payment_method' && payment.lastErrorMessage) return 'failed' as const;
  return payment.status as 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';
}

/**
 * Delivers a succeeded payment's paid mark to the reservation or order. The success is recorded
 * once in settlements; the mark is sent until the other service has accepted it (its endpoint
 * is idempotent, so a webhook and a verification arriving together cost one receipt, not two).
 * Returns false when the other service could not be reached: the attempt is counted and the
 * retry loop tries again after an exponential backoff (a later verification or webhook
 * redelivery tries at once); after settlementPolicy.maxAttempts the settlement is dead-lettered
 * (logged as an error, counted by GET /internal/payments/attention).
 *
 * A reservation cancelled before the money came answers refundRequired: the refund starts at
 * once (never a silent success), before the mark counts as delivered, so a crash in between
 * only repeats the (idempotent) mark and finds the same refund.
 */
export async function settle(deps: PaymentDeps, payment: Payment): Promise<boolean> {
  if (payment.status !== 'succeeded') return true;
  if (!(await deps.repo.claimSettlement(payment.id))) return true;
  try {
    const mark = { paymentIntentId: payment.id, amountCents: payment.amountCents };
    if (payment.reservationId !== null) {
      const answer = await deps.reservations.markPaid(payment.reservationId, mark);
      if (answer.refundRequired) {
        deps.logger.warn({ paymentIntentId: payment.id, reservationId: payment.reservationId }, 'paid after the reservation was cancelled; refunding');
        await startRefund(deps, payment, PAID_AFTER_CANCEL);
      }
    } else if (payment.orderId !== null) {
      const answer = await deps.catalogue.markPaid(payment.orderId, mark);
      // Paid after the order's hold released it and its tires were sold: the money goes back at once.
      if (refundDue(answer)) {
        deps.logger.warn({ paymentIntentId: payment.id, orderId: payment.orderId }, 'paid after the order was released and its tires sold; refunding');
        await startRefund(deps, payment, PAID_AFTER_CANCEL);
      }
    }
    await deps.repo.markSettlementApplied(payment.id, deps.now());
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    try {
      const failure = await deps.repo.recordSettlementFailure(payment.id, message, deps.now(), deps.settlementPolicy);
      const context = { err: error, paymentIntentId: payment.id, reservationId: payment.reservationId, orderId: payment.orderId, ...failure };
      if (failure?.dead_lettered_at) {
        deps.logger.error(context, `paid mark not delivered after ${failure.attempts} attempts: dead-lettered for an administrator`);
      } else deps.logger.warn(context, 'paid mark not delivered yet; will retry');
    } catch (recordError) {
      deps.logger.warn({ err: error, recordError, paymentIntentId: payment.id }, 'paid mark not delivered yet; will retry');
    }
    return false;
  }
}

/** The webhook event a state came with: recorded in the same transaction as the state. */
export interface StateEvent {
  id: string;
  type: string;
}

/**
 * Takes a provider's view of an intent (from a webhook, a verification, the reconciliation or a
 * local confirmation) into the payment's row, then tells the reservation or order: paid on
 * success, failed when a card attempt was refused. `observedAt` (Unix seconds) keeps an older
 * view of an open state from overwriting a newer one; a final state is always taken (see
 * shouldApply). With `event`, the event id is recorded in the same transaction as the state:
 * a redelivered event changes nothing but retries an undelivered paid mark (`duplicate`).
 */
export async function recordIntentState(deps: PaymentDeps, intent: IntentSnapshot, observedAt: number, event?: StateEvent) {
  const { payment, changed, duplicate } = await deps.repo.applyState(intent, observedAt, event);
  if (!payment) return { payment: undefined, settled: true, duplicate };
  if (changed && publicStatus(payment) === 'failed') {
    const failure = { paymentIntentId: payment.id, message: payment.lastErrorMessage };
    try {
      if (payment.reservationId !== null) await deps.reservations.markPaymentFailed(payment.reservationId, failure);
      else if (payment.orderId !== null) await deps.catalogue.markPaymentFailed(payment.orderId, failure);
    } catch (error) {
      deps.logger.warn({ err: error, paymentIntentId: payment.id }, 'could not mark the payment failed');
    }
  }
  const settled = await settle(deps, payment);
  return { payment, settled, duplicate };
}

export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
