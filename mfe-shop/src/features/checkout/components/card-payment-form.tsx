import { Alert } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';
import type { CheckoutSubject } from '../checkout-subject.js';
import { useConfirmCard } from '../hooks/use-confirm-card.js';
import type { PaymentIntent } from '../hooks/use-payment-intent.js';
import { LocalCardForm } from './local-card-form.js';

/**
 * The card form of the provider that created the intent. The local provider (no Stripe keys on
 * the server) has its own form here. Stripe Elements is the seam for a configured Stripe: render
 * `<Elements stripe={loadStripe(publishableKey)} options={{ clientSecret }}>` with a PaymentElement
 * and `stripe.confirmPayment({ return_url })` (return URL /payment-success?tracking_code=… or
 * /dashboard) — not built in this remote yet, so a Stripe intent says so instead of failing silently.
 */
export function CardPaymentForm({ subject, intent }: { subject: CheckoutSubject; intent: PaymentIntent }) {
  const t = useTranslate();
  const { confirm, isPaying } = useConfirmCard(subject, intent);
  if (intent.provider === 'stripe') {
    return <Alert tone="warning">{t('card.stripeUnavailable')}</Alert>;
  }
  return <LocalCardForm amountCents={intent.amountCents} paying={isPaying} onPay={confirm} />;
}
