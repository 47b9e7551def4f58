import { PAYMENT_MESSAGES as P, type PaymentIntentResult } from '@tire/contracts';
import { HttpError } from '@tire/service-kit';
import type { PaymentDeps } from './payment-deps.js';
import { publicStatus, recordIntentState, settle, unixSeconds } from './record-intent-state.js';

/**
 * The payment result page asks here. The provider is asked for the intent's state (the webhook
 * may not have arrived yet), which is recorded like a webhook's, so whichever comes first marks
 * the reservation or order paid. The client secret is given back while the intent can still be
 * paid, for "try again" on the same intent.
 */
export async function verifyPayment(deps: PaymentDeps, paymentIntentId: string): Promise<PaymentIntentResult> {
  let payment = await deps.repo.find(paymentIntentId);
  if (!payment) throw HttpError.notFound(P.paymentNotFound);
  const final = payment.status === 'succeeded' || payment.status === 'canceled';
  if (!final && payment.provider === deps.provider.name) {
    const intent = await deps.provider.retrieveIntent(payment.id);
    if (intent) payment = (await recordIntentState(deps, intent, unixSeconds(deps.now()))).payment ?? payment;
  } else {
    // A paid mark that could not be delivered before goes out now (a no-op once delivered).
    await settle(deps, payment);
  }
  const status = publicStatus(payment);
  const open = status !== 'succeeded' && status !== 'canceled';
  return {
    amount: payment.amountCents / 100,
    trackingCode: payment.trackingCode,
    status,
    ...(open ? { clientSecret: payment.clientSecret } : {}),
  };
}
