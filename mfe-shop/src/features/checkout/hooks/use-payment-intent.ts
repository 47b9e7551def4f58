import { useCallback, useEffect, useRef, useState } from 'react';
import type { PaymentProviderName } from '@tire/contracts';
import { failureCode, toast, useErrorMessage, type ApiFailure } from '@tire/platform';
import { useTranslate } from '../../../shared/use-translate.js';
import { useCreateOrderPaymentMutation, useCreateReservationPaymentMutation } from '../api/payments-api.js';
import type { CheckoutSubject } from '../checkout-subject.js';

export interface PaymentIntent {
  id: string;
  clientSecret: string;
  /** The server's amount, in cents. */
  amountCents: number;
  provider: PaymentProviderName;
  /** Stripe's publishable key: with provider 'stripe', the card form is Stripe Elements. */
  publishableKey: string | null;
  holdExpiresAt: string | null;
}

export type IntentState =
  { phase: 'idle' } | { phase: 'creating' } | { phase: 'ready'; intent: PaymentIntent } | { phase: 'paid' } | { phase: 'cancelled' } | { phase: 'failed' };

/** Stripe's client secret is "<intent id>_secret_<…>": the id when the answer does not name it. */
const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!;

/**
 * Creates the PaymentIntent once the summary shows something unpaid (once, also under React's
 * strict double effects). A failure toasts 'Virhe maksun luomisessa' and can be retried; an
 * "already paid" answer is the paid state, not an error.
 */
export function usePaymentIntent(subject: CheckoutSubject, enabled: boolean) {
  const t = useTranslate();
  const errorMessage = useErrorMessage();
  const [createReservationPayment] = useCreateReservationPaymentMutation();
  const [createOrderPayment] = useCreateOrderPaymentMutation();
  const [state, setState] = useState<IntentState>({ phase: 'idle' });
  const started = useRef(false);

  const create = useCallback(async () => {
    if (subject.kind === 'none') return;
    setState({ phase: 'creating' });
    const result =
      subject.kind === 'reservation'
        ? await createReservationPayment({ trackingCode: subject.trackingCode })
        : await createOrderPayment({ orderId: subject.orderId });
    if ('data' in result && result.data) {
      const answer = result.data;
      setState({
        phase: 'ready',
        intent: {
          id: answer.paymentIntentId ?? intentIdOf(answer.clientSecret),
          clientSecret: answer.clientSecret,
          amountCents: Math.round(answer.amount * 100),
          provider: answer.provider ?? 'local',
          publishableKey: answer.publishableKey ?? null,
          holdExpiresAt: 'holdExpiresAt' in answer && typeof answer.holdExpiresAt === 'string' ? answer.holdExpiresAt : null,
        },
      });
      return;
    }
    const error = result.error as ApiFailure;
    const code = failureCode(error);
    if (code === 'payment.alreadyPaid' || code === 'payment.orderAlreadyPaid') {
      setState({ phase: 'paid' });
      return;
    }
    if (code === 'payment.reservationCancelled' || code === 'payment.orderCancelled') {
      setState({ phase: 'cancelled' });
      return;
    }
    setState({ phase: 'failed' });
    if (error.status === 401) return;
    toast({ title: t('toast.intentFailed.title'), description: errorMessage(error) ?? t('toast.intentFailed.description'), variant: 'destructive' });
  }, [subject, createReservationPayment, createOrderPayment, t, errorMessage]);

  useEffect(() => {
    if (enabled && !started.current) {
      started.current = true;
      void create();
    }
  }, [enabled, create]);

  return { state, retry: create };
}
