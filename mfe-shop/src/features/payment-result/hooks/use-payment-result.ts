import { useEffect, useRef } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { reservationStage, type ReservationStage, type TireOrder, type TrackedReservation } from '@tire/contracts';
import { toast, useClock, useGetMyOrdersQuery, useGetTrackedReservationQuery } from '@tire/platform';
import { useTranslate } from '../../../shared/use-translate.js';
import { useVerifyPaymentQuery } from '../api/verify-payment-api.js';

/** How often a processing payment is asked again, until it settles. */
const PROCESSING_POLL_MS = 2_000;

/** What was paid, as far as the page knows it: the reservation (read by its code) or the order (from the customer's list). */
export type PaidSubject =
  | { kind: 'reservation'; trackingCode: string; reservation: TrackedReservation | undefined; stage: ReservationStage | undefined }
  | { kind: 'order'; orderId: number; order: TireOrder | undefined }
  | { kind: 'none' };

export type PaymentResult =
  | { state: 'verifying' }
  | { state: 'processing'; refresh: () => void; refreshing: boolean; trackingCode: string | null; orderId: number | null }
  | { state: 'failed'; reason: 'declined' | 'noPaymentInfo' | 'unverifiable'; orderId: number | null }
  | { state: 'succeeded'; amount: number; subject: PaidSubject };

/**
 * The payment's verification, then the truth about what it paid for: a reservation's real stage
 * (paid and awaiting the shop's confirmation, confirmed, ... or cancelled) from its tracking page's
 * answer, an order with its lines and location from the customer's orders. A processing payment
 * is asked again every PROCESSING_POLL_MS (that one query only) until it settles. Without a
 * payment_intent there is nothing to verify (failed, with a toast); a failed check asks the
 * customer to contact support rather than guessing.
 */
export function usePaymentResult(paymentIntentId: string | null, trackingCodeParam: string | null, orderIdParam: string | null): PaymentResult {
  const t = useTranslate();
  const clock = useClock();
  const query = useVerifyPaymentQuery(paymentIntentId ?? skipToken);
  const status = query.data?.status;
  const { refetch, fulfilledTimeStamp } = query;
  // Asks again PROCESSING_POLL_MS after each 'processing' answer; stops once it settled (succeeded or failed).
  useEffect(() => (status === 'processing' ? clock.after(PROCESSING_POLL_MS, () => void refetch()) : undefined), [status, fulfilledTimeStamp, refetch, clock]);
  const toasted = useRef(false);

  const trackingCode = query.data?.trackingCode ?? (trackingCodeParam?.trim() || null);
  const orderId = parseOrderId(orderIdParam);
  // What was paid is read once the payment succeeded: before that it is still unpaid.
  const reservation = useGetTrackedReservationQuery(status === 'succeeded' && trackingCode ? trackingCode : skipToken);
  const orders = useGetMyOrdersQuery(status === 'succeeded' && !trackingCode && orderId ? undefined : skipToken);

  useEffect(() => {
    if (!paymentIntentId && !toasted.current) {
      toasted.current = true;
      toast({ title: t('toast.verifyFailed.title'), description: t('toast.verifyFailed.description'), variant: 'destructive' });
    }
  }, [paymentIntentId, t]);

  if (!paymentIntentId) return { state: 'failed', reason: 'noPaymentInfo', orderId };
  if (query.isError) return { state: 'failed', reason: 'unverifiable', orderId };
  if (!query.data) return { state: 'verifying' };
  switch (query.data.status) {
    case 'succeeded': {
      const subject: PaidSubject = trackingCode
        ? { kind: 'reservation', trackingCode, reservation: reservation.data, stage: reservation.data && stageOf(reservation.data) }
        : orderId
          ? { kind: 'order', orderId, order: orders.data?.find((order) => order.id === orderId) }
          : { kind: 'none' };
      return { state: 'succeeded', amount: query.data.amount, subject };
    }
    case 'processing':
      return { state: 'processing', refresh: () => void query.refetch(), refreshing: query.isFetching, trackingCode, orderId };
    default:
      // requires_payment_method after a refused card, failed, canceled.
      return { state: 'failed', reason: 'declined', orderId };
  }
}

function parseOrderId(value: string | null) {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The reservation's stage as the server names it, or derived from the spec's two fields when the
 * answer does not carry it. The payment just succeeded, so a booking still shown as held is paid
 * (its mark is on its way); a cancelled one stays cancelled.
 */
function stageOf(reservation: TrackedReservation): ReservationStage {
  const stage = reservation.stage ?? reservationStage(reservation.status, reservation.paymentStatus);
  return stage === 'held' ? 'paid' : stage;
}
