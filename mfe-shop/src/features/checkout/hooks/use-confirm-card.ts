import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { PAGE_PATHS } from '@tire/contracts';
import { failureMessage, toast, useErrorMessage, type ApiFailure } from '@tire/platform';
import { useProviderMessage, useTranslate } from '../../../shared/use-translate.js';
import { useConfirmLocalPaymentMutation } from '../api/payments-api.js';
import type { CheckoutSubject } from '../checkout-subject.js';
import type { PaymentIntent } from './use-payment-intent.js';

/** The result page's query: the intent (when known) and what was paid, a reservation's code or an order's id. */
export function paymentResultQuery(subject: CheckoutSubject, paymentIntentId?: string) {
  const query = new URLSearchParams(paymentIntentId ? { payment_intent: paymentIntentId } : {});
  if (subject.kind === 'reservation') query.set('tracking_code', subject.trackingCode);
  if (subject.kind === 'order') query.set('order_id', String(subject.orderId));
  return query.toString();
}

export interface CardDetails {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/** What became of a confirmation; a refused card carries what to tell the customer (the provider's reason, in their language). */
export type ConfirmOutcome = { status: 'succeeded' | 'processing' | 'busy' } | { status: 'declined'; message: string };

/**
 * Confirms the intent with the local provider's card form. Success (or processing) goes where
 * Stripe's return URL would: /payment-success?payment_intent=…&tracking_code=… for a reservation,
 * /payment-success?payment_intent=…&order_id=… for an order (its confirmation page). A refused card toasts 'Maksu epäonnistui' with the
 * provider's message and stays, so the customer can try again with the same intent; the form says
 * the same by the card fields (the outcome's message), where a toast on a phone would cover the Pay button.
 */
export function useConfirmCard(subject: CheckoutSubject, intent: PaymentIntent | null) {
  const t = useTranslate();
  const providerMessage = useProviderMessage();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const [confirmLocalPayment, { isLoading }] = useConfirmLocalPaymentMutation();
  const sending = useRef(false);

  async function confirm(card: CardDetails): Promise<ConfirmOutcome> {
    if (!intent || sending.current) return { status: 'busy' };
    sending.current = true;
    const result = await confirmLocalPayment({
      paymentIntentId: intent.id,
      clientSecret: intent.clientSecret,
      cardNumber: card.cardNumber.replace(/\s+/g, ''),
      expiry: card.expiry,
      cvc: card.cvc,
    }).finally(() => {
      sending.current = false;
    });

    if ('data' in result && result.data && (result.data.status === 'succeeded' || result.data.status === 'processing')) {
      const status = result.data.status;
      navigate(`${PAGE_PATHS.paymentSuccess}?${paymentResultQuery(subject, intent.id)}`);
      return { status };
    }

    // A refused card (the provider's reason), or a refused call: by its code, else its words as the provider's.
    const reason =
      'data' in result && result.data
        ? providerMessage(result.data.errorMessage)
        : (errorMessage(result.error) ?? providerMessage(failureMessage(result.error as ApiFailure)));
    const message = reason || t('toast.paymentFailed.description');
    toast({ title: t('toast.paymentFailed.title'), description: message, variant: 'destructive' });
    return { status: 'declined', message };
  }

  return { confirm, isPaying: isLoading };
}
