import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { href, missingGuestContact, REDIRECT_DELAYS_MS, RESERVATION_MESSAGES, type CreateReservationInput, type Reservation } from '@tire/contracts';
import {
  failureCode,
  failureMessage,
  formatEuro,
  isNetworkFailure,
  networkFailureText,
  newIdempotencyKey,
  toast,
  toastThen,
  useClock,
  useErrorMessage,
  type ApiFailure,
  type NetworkFailureKind,
} from '@tire/platform';
import { useTranslate } from '../../../shared/use-translate.js';
import { useCreateReservationMutation } from '../api/reservations-api.js';
import { readHeldBooking, saveHeldBooking, stillHeld } from '../booking-memory.js';
import { toReservationBody } from '../form-values.js';

/**
 * What became of a submit. `slotTaken`: the time is gone (409) or cannot be booked (422 about the
 * time); `dayRefused`: the day is closed or past the horizon (422 about the day). Both carry the
 * server's message (the contract's words) for the field. `notSent`: no answer came (offline, a dropped connection).
 */
export type SubmitOutcome =
  | { kind: 'created' | 'failed' | 'guestContactMissing' | 'alreadySending' }
  | { kind: 'slotTaken' | 'dayRefused'; message: string }
  | { kind: 'notSent'; network: NetworkFailureKind };

const DAY_REFUSALS: ReadonlySet<string | undefined> = new Set(['availability.dayClosed', 'availability.beyondHorizon', 'tireHotel.tooEarly']);

/**
 * Sends a booking once: the idempotency key stays the same while the same booking is sent again
 * (a double click, a retry after a lost answer, Back from checkout and Confirm again while the
 * booking is still held: the server answers with that same booking), and changes when the
 * booking changes; a changed booking names the one this tab still holds (`replacesHold`), which
 * the server then releases, so the customer keeps one hold and gets one e-mail. On success: a toast with the server's total, then checkout after 1.5 s. When
 * the booking could not be sent at all (offline), `notSent` says why, for the form to show by its
 * button; the form keeps its values and the same key is sent again on the next try.
 */
export function useSubmitReservation({ signedIn }: { signedIn: boolean }) {
  const t = useTranslate();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const clock = useClock();
  const [createReservation] = useCreateReservationMutation();
  const [created, setCreated] = useState<Reservation | null>(null);
  const [notSent, setNotSent] = useState<NetworkFailureKind | null>(null);
  const cancelRedirect = useRef<() => void>(undefined);
  // A second click can land before React has disabled the button.
  const sending = useRef(false);

  useEffect(() => () => cancelRedirect.current?.(), []);

  async function submit(input: CreateReservationInput): Promise<SubmitOutcome> {
    if (!signedIn && missingGuestContact(input)) {
      toast({ title: t('error.reservation.guestContactRequired'), variant: 'destructive' });
      return { kind: 'guestContactMissing' };
    }
    if (sending.current || created) return { kind: 'alreadySending' };
    const booking = toReservationBody(input);
    const fingerprint = JSON.stringify(booking);
    const remembered = readHeldBooking();
    const held = stillHeld(remembered, clock.now()) ? remembered : undefined;
    const sameBooking = held?.fingerprint === fingerprint;
    const idempotencyKey = sameBooking ? held.idempotencyKey : newIdempotencyKey();
    // Another booking while this tab still holds one (Back from checkout, another time) replaces it; a retry sends the same body.
    const replacesHold = sameBooking ? held.replacesHold : held?.trackingCode ? held.idempotencyKey : undefined;
    const body = replacesHold ? { ...booking, replacesHold } : booking;
    const date = input.scheduledDate.slice(0, 10);
    saveHeldBooking({ fingerprint, idempotencyKey, replacesHold });

    sending.current = true;
    setNotSent(null);
    const result = await createReservation({ body, idempotencyKey }).finally(() => {
      sending.current = false;
    });
    if ('data' in result && result.data) {
      const reservation = result.data;
      saveHeldBooking({
        fingerprint,
        idempotencyKey,
        replacesHold,
        trackingCode: reservation.trackingCode,
        holdExpiresAt: reservation.holdExpiresAt ?? null,
        locationId: input.locationId,
        date,
        time: input.scheduledTime,
      });
      const total = formatEuro(reservation.totalPrice);
      setCreated(reservation);
      cancelRedirect.current = toastThen(
        {
          title: t('toast.created.title'),
          description: t('toast.created.description', { code: reservation.trackingCode, total }),
          variant: 'success',
        },
        REDIRECT_DELAYS_MS.reservationToCheckout,
        () => navigate(href('checkout', { tracking_code: reservation.trackingCode })),
        clock,
      );
      return { kind: 'created' };
    }

    const error = result.error as ApiFailure;
    if (isNetworkFailure(error)) {
      setNotSent(error.network);
      toast({ ...networkFailureText(error.network), variant: 'destructive' });
      return { kind: 'notSent', network: error.network };
    }
    // A 401 already gave the login-required toast and redirect (platform listener).
    if (error.status === 401) return { kind: 'failed' };
    const said = errorMessage(error);
    // 409: the slot filled up meanwhile; 422: it passed, is outside the hours, or the day is closed or too far. Either way: pick again.
    if (error.status === 409 || error.status === 422) {
      // The field says it too, in the contract's words (the form shows them by their code).
      const message = said ? failureMessage(error) : RESERVATION_MESSAGES.slotUnavailable;
      toast({ title: t('toast.slotTaken.title'), description: said ?? t('error.reservation.slotUnavailable'), variant: 'destructive' });
      return { kind: DAY_REFUSALS.has(failureCode(error)) ? 'dayRefused' : 'slotTaken', message };
    }
    // A refusal the contract names (a field of a validation answer, a limit) says more than "try again later".
    toast({ title: t('toast.createFailed.title'), description: said ?? t('toast.createFailed.description'), variant: 'destructive' });
    return { kind: 'failed' };
  }

  return { submit, created, notSent };
}
