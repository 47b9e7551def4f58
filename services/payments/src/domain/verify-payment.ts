import { type PaymentIntentResult } from '@tire/contracts';
import { HttpError } from '@tire/service-kit';
import type { PaymentDeps } from './payment-deps.js';
import { publicStatus, recordIntentState, settle, unixSeconds } from './record-intent-state.js';

/**
 * The payment result page asks here. For an open intent the provider is asked for its state (the
 * webhook may not have arrived yet; at most once per intent per VERIFY_CACHE_MS), which is
 * recorded like a webhook's, so whichever comes first marks the reservation or order paid. A
 * succeeded or cancelled payment is answered from the database without asking the provider. The client secret is given back while the intent can still be
 * paid, for "try again" on the same intent.
 */
export async function verifyPayment(deps: PaymentDeps, paymentIntentId: string): Promise<PaymentIntentResult> {
  let payment = await deps.repo.find(paymentIntentId);
  if (!payment) throw HttpError.of('payment.paymentNotFound');
  const final = payment.status === 'succeeded' || payment.status === 'canceled';
  if (!final && payment.provider === deps.provider.name) {
    // One provider call per intent per few seconds: the call that asked records the state
    // (stamped with when it asked); the others answer what the database holds, which that call,
    // webhooks and the local confirmation keep current.
    const { intent, fetchedAt, fresh } = await deps.intentCache.retrieve(payment.id);
    if (intent && fresh) payment = (await recordIntentState(deps, intent, unixSeconds(fetchedAt))).payment ?? payment;
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
