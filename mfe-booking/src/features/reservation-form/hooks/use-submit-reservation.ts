import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  missingGuestContact,
  REDIRECT_DELAYS_MS,
  RESERVATION_MESSAGES,
  type CreateReservationInput,
  type Reservation,
} from '@tire/contracts';
import { failureMessage, formatEuro, newIdempotencyKey, toast, toastThen, type ApiFailure } from '@tire/platform';
import { useContractMessage, useTranslate } from '../../../shared/use-translate.js';
import { useCreateReservationMutation } from '../api/reservations-api.js';
import { toReservationBody } from '../form-values.js';

export type SubmitOutcome = 'created' | 'slotTaken' | 'failed' | 'guestContactMissing' | 'alreadySending';

/**
 * Sends a booking once: the idempotency key stays the same while the same booking is retried
 * (a double click, a retry after a lost answer), and changes when the booking changes.
 * On success: a toast with the server's total, then checkout after 1.5 s.
 */
export function useSubmitReservation({ signedIn }: { signedIn: boolean }) {
  const t = useTranslate();
  const contractMessage = useContractMessage();
  const navigate = useNavigate();
  const [createReservation] = useCreateReservationMutation();
  const [created, setCreated] = useState<Reservation | null>(null);
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  const cancelRedirect = useRef<() => void>(undefined);
  // A second click can land before React has disabled the button.
  const sending = useRef(false);

  useEffect(() => () => cancelRedirect.current?.(), []);

  async function submit(input: CreateReservationInput): Promise<SubmitOutcome> {
    if (!signedIn && missingGuestContact(input)) {
      toast({ title: t('contract.guestContactRequired'), variant: 'destructive' });
      return 'guestContactMissing';
    }
    if (sending.current || created) return 'alreadySending';
    const body = toReservationBody(input);
    const fingerprint = JSON.stringify(body);
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, key: newIdempotencyKey() };

    sending.current = true;
    const result = await createReservation({ body, idempotencyKey: attempt.current.key }).finally(() => {
      sending.current = false;
    });
    if ('data' in result && result.data) {
      const reservation = result.data;
      const total = formatEuro(reservation.totalPrice);
      setCreated(reservation);
      cancelRedirect.current = toastThen(
        {
          title: t('toast.created.title'),
          description: t('toast.created.description', { code: reservation.trackingCode, total }),
          variant: 'success',
        },
        REDIRECT_DELAYS_MS.reservationToCheckout,
        () => navigate(`/checkout?tracking_code=${encodeURIComponent(reservation.trackingCode)}`),
      );
      return 'created';
    }

    const error = result.error as ApiFailure;
    // A 401 already gave the login-required toast and redirect (platform listener).
    if (error.status === 401) return 'failed';
    const serverMessage = failureMessage(error);
    // 409: the slot filled up meanwhile; 422: it passed or is outside the hours. Either way: pick again.
    if (error.status === 409 || error.status === 422) {
      toast({
        title: t('toast.slotTaken.title'),
        description: contractMessage(serverMessage === error.message ? RESERVATION_MESSAGES.slotUnavailable : serverMessage),
        variant: 'destructive',
      });
      return 'slotTaken';
    }
    // A message the catalogue knows (e.g. a validation answer) says more than "try again later".
    const known = contractMessage(serverMessage);
    toast({
      title: t('toast.createFailed.title'),
      description: known !== serverMessage ? known : t('toast.createFailed.description'),
      variant: 'destructive',
    });
    return 'failed';
  }

  return { submit, created };
}
