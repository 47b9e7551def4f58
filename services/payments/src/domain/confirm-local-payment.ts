import { type ConfirmLocalPaymentBody } from '@tire/contracts';
import { HttpError } from '@tire/service-kit';
import { ClientSecretMismatch } from '../providers/local-provider.js';
import type { PaymentDeps } from './payment-deps.js';
import { recordIntentState, unixSeconds } from './record-intent-state.js';

/**
 * The local card form's confirmation (what Stripe.js does at Stripe when keys are configured).
 * The client secret authorizes it. A declined card leaves the intent open for another try; a
 * success marks the reservation or order paid before the answer goes back.
 */
export async function confirmLocalPayment(deps: PaymentDeps, body: ConfirmLocalPaymentBody) {
  if (deps.provider.name !== 'local') throw HttpError.of('payment.localProviderOff');
  const payment = await deps.repo.find(body.paymentIntentId);
  if (!payment || payment.provider !== 'local') throw HttpError.of('payment.paymentNotFound');
  if (payment.reservationId !== null && payment.trackingCode && (payment.status === 'requires_payment_method' || payment.status === 'canceled')) {
    // A cancelled booking takes no card (the customer, the admin or a hold that ran out cancelled
    // it, and its slot may be someone else's now); its intent was cancelled too, or is about to be.
    const reservation = await deps.reservations.byCode(payment.trackingCode);
    if (reservation?.status === 'cancelled' || payment.status === 'canceled') throw HttpError.of('payment.reservationCancelled');
  }
  let intent;
  try {
    intent = await deps.provider.confirm(body.paymentIntentId, body.clientSecret, body);
  } catch (error) {
    if (error instanceof ClientSecretMismatch) throw HttpError.of('payment.clientSecretMismatch');
    throw error;
  }
  if (!intent) throw HttpError.of('payment.paymentNotFound');
  await recordIntentState(deps, intent, unixSeconds(deps.now()));
  return {
    paymentIntentId: intent.id,
    status: intent.status,
    ...(intent.status === 'requires_payment_method' && intent.lastError ? { errorMessage: intent.lastError.message } : {}),
  };
}
