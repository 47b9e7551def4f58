import { useEffect, useRef } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { toast } from '@tire/platform';
import { useTranslate } from '../../../shared/use-translate.js';
import { useVerifyPaymentQuery } from '../api/verify-payment-api.js';

export type PaymentResult =
  | { state: 'verifying' }
  | { state: 'processing'; refresh: () => void; refreshing: boolean }
  | { state: 'failed'; reason: 'declined' | 'noPaymentInfo' | 'unverifiable' }
  | { state: 'succeeded'; amount: number; trackingCode: string | null };

/**
 * The spec's payment verification: verifying, then succeeded, processing or failed; without a
 * payment_intent there is nothing to verify (failed, with a toast), and a failed check asks the
 * customer to contact support rather than guessing.
 */
export function usePaymentResult(paymentIntentId: string | null, trackingCodeParam: string | null): PaymentResult {
  const t = useTranslate();
  const query = useVerifyPaymentQuery(paymentIntentId ?? skipToken);
  const toasted = useRef(false);

  useEffect(() => {
    if (!paymentIntentId && !toasted.current) {
      toasted.current = true;
      toast({ title: t('toast.verifyFailed.title'), description: t('toast.verifyFailed.description'), variant: 'destructive' });
    }
  }, [paymentIntentId, t]);

  if (!paymentIntentId) return { state: 'failed', reason: 'noPaymentInfo' };
  if (query.isError) return { state: 'failed', reason: 'unverifiable' };
  if (!query.data) return { state: 'verifying' };
  switch (query.data.status) {
    case 'succeeded':
      return { state: 'succeeded', amount: query.data.amount, trackingCode: query.data.trackingCode ?? trackingCodeParam };
    case 'processing':
      return { state: 'processing', refresh: () => void query.refetch(), refreshing: query.isFetching };
    default:
      // requires_payment_method after a refused card, failed, canceled.
      return { state: 'failed', reason: 'declined' };
  }
}
