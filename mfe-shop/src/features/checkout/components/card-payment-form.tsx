import { Suspense } from 'react';
import { AreaFailed, ErrorBoundary, lazyWithRetry } from '@tire/platform';
import { Alert, Spinner } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';
import type { CheckoutSubject } from '../checkout-subject.js';
import { useConfirmCard } from '../hooks/use-confirm-card.js';
import type { PaymentIntent } from '../hooks/use-payment-intent.js';
import { LocalCardForm } from './local-card-form.js';

// Loaded on demand: Stripe's React bindings stay out of the shop's bundle when the local provider pays.
// A chunk that cannot be fetched (offline) shows a retry in the card's place, which fetches it again.
const StripeCardForm = lazyWithRetry(() => import('./stripe-card-form.js').then((module) => ({ default: module.StripeCardForm })));

/**
 * The card form of the provider that created the intent: Stripe Elements when the server runs
 * Stripe and configured a publishable key, otherwise the local provider's own form.
 */
export function CardPaymentForm({ subject, intent }: { subject: CheckoutSubject; intent: PaymentIntent }) {
  const t = useTranslate();
  const { confirm, isPaying } = useConfirmCard(subject, intent);
  if (intent.provider === 'stripe') {
    // A Stripe intent cannot be confirmed by the local form: without a key, say so instead of failing silently.
    if (!intent.publishableKey) return <Alert tone="warning">{t('card.stripeUnavailable')}</Alert>;
    return (
      <ErrorBoundary area="card form" fallback={(retry) => <AreaFailed onRetry={retry} />}>
        <Suspense fallback={<Spinner label={t('card.stripeLoading')} />}>
          <StripeCardForm subject={subject} intent={{ ...intent, publishableKey: intent.publishableKey }} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return <LocalCardForm amountCents={intent.amountCents} paying={isPaying} onPay={confirm} />;
}
