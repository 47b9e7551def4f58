import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { failureMessage, toast, type ApiFailure } from '@tire/platform';
import { useContractMessage, useTranslate } from '../../../shared/use-translate.js';
import { useConfirmLocalPaymentMutation } from '../api/payments-api.js';
import type { CheckoutSubject } from '../checkout-subject.js';
import type { PaymentIntent } from './use-payment-intent.js';

export interface CardDetails {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export type ConfirmOutcome = 'succeeded' | 'processing' | 'declined' | 'busy';

/**
 * Confirms the intent with the local provider's card form. Success (or processing) goes where
 * Stripe's return URL would: /payment-success?payment_intent=…&tracking_code=… for a reservation,
 * /dashboard for an order ('Maksu onnistui!'). A refused card toasts 'Maksu epäonnistui' with the
 * provider's message and stays, so the customer can try again with the same intent.
 */
export function useConfirmCard(subject: CheckoutSubject, intent: PaymentIntent | null) {
  const t = useTranslate();
  const contractMessage = useContractMessage();
  const navigate = useNavigate();
  const [confirmLocalPayment, { isLoading }] = useConfirmLocalPaymentMutation();
  const sending = useRef(false);

  async function confirm(card: CardDetails): Promise<ConfirmOutcome> {
    if (!intent || sending.current) return 'busy';
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
      if (subject.kind === 'reservation') {
        const query = new URLSearchParams({ payment_intent: intent.id, tracking_code: subject.trackingCode });
        navigate(`/payment-success?${query}`);
      } else if (status === 'succeeded') {
        toast({ title: t('toast.paymentSucceeded.title'), description: t('toast.paymentSucceeded.description'), variant: 'success' });
        navigate('/dashboard');
      } else {
        toast({ title: t('result.processing.title'), description: t('result.processing.text') });
        navigate('/dashboard');
      }
      return status;
    }

    const providerMessage =
      contractMessage('data' in result && result.data ? result.data.errorMessage : failureMessage(result.error as ApiFailure));
    toast({
      title: t('toast.paymentFailed.title'),
      description: providerMessage || t('toast.paymentFailed.description'),
      variant: 'destructive',
    });
    return 'declined';
  }

  return { confirm, isPaying: isLoading };
}
