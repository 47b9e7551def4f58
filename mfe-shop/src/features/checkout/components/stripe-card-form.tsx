import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { PAGE_PATHS } from '@tire/contracts';
import { formatEuro, toast } from '@tire/platform';
import { Alert, Button } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';
import type { CheckoutSubject } from '../checkout-subject.js';
import type { PaymentIntent } from '../hooks/use-payment-intent.js';
import { paymentResultQuery } from '../hooks/use-confirm-card.js';

type StripeIntent = PaymentIntent & { publishableKey: string };

/**
 * One Stripe.js per publishable key, made once: Elements must get the same promise on every
 * render. `@stripe/stripe-js` is imported here, on demand, because importing it injects Stripe's
 * script into the page.
 */
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = import('@stripe/stripe-js').then(({ loadStripe }) => loadStripe(publishableKey));
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

/** Where Stripe sends the customer after confirming (it adds payment_intent): the result page of the reservation or order. */
const returnUrl = (subject: CheckoutSubject) => `${window.location.origin}${PAGE_PATHS.paymentSuccess}?${paymentResultQuery(subject)}`;

/** Stripe Elements for an intent that the Stripe provider created (the server has Stripe keys). */
export function StripeCardForm({ subject, intent }: { subject: CheckoutSubject; intent: StripeIntent }) {
  const intl = useIntl();
  const locale = intl.locale.toLowerCase().startsWith('fi') ? 'fi' : 'en';
  return (
    <Elements stripe={stripeFor(intent.publishableKey)} options={{ clientSecret: intent.clientSecret, locale }}>
      <StripePayForm subject={subject} amountCents={intent.amountCents} />
    </Elements>
  );
}

/**
 * The PaymentElement and the pay button. Stripe redirects to the return URL after a confirmation
 * (also after 3-D Secure); a refused card comes back as an error: the same toast as the local
 * form ('Maksu epäonnistui' with the provider's message) and the same message by the card fields
 * (announced), and the form stays for another try.
 */
function StripePayForm({ subject, amountCents }: { subject: CheckoutSubject; amountCents: number }) {
  const t = useTranslate();
  const stripe = useStripe();
  const elements = useElements();
  const [paying, setPaying] = useState(false);
  const [declined, setDeclined] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || paying) return;
    setPaying(true);
    setDeclined(null);
    try {
      const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl(subject) } });
      // Only reached when the confirmation failed: on success the browser is already leaving.
      if (error) {
        const message = error.message || t('toast.paymentFailed.description');
        toast({ title: t('toast.paymentFailed.title'), description: message, variant: 'destructive' });
        setDeclined(message);
      }
    } finally {
      setPaying(false);
    }
  };

  return (
    <form className="card-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('card.title')}>
      <PaymentElement />
      {declined !== null && (
        <Alert tone="danger" title={t('toast.paymentFailed.title')} className="card-form__declined">
          {declined}
        </Alert>
      )}
      <Button type="submit" size="lg" loading={paying} disabled={!stripe || !elements} className="card-form__pay">
        {paying ? t('card.paying') : t('card.pay', { amount: formatEuro(amountCents / 100) })}
      </Button>
      <p className="field__hint">{t('card.secure')}</p>
    </form>
  );
}
