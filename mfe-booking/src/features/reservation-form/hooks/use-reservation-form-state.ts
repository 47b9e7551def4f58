import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigationType } from 'react-router-dom';
import type { CreateReservationInput, User } from '@tire/contracts';
import { useProfilePrefill } from '@tire/platform/forms';
import { readDraft, saveDraft } from '../booking-memory.js';
import { emptyReservationForm, profileValues, type ReservationFormValues } from '../form-values.js';
import { reservationResolver, type ReservationFormContext } from '../reservation-resolver.js';

/**
 * The booking form's values: back (or a reload) brings the values typed before, a new visit starts
 * clean (with the signed-in customer's profile), and every change is remembered for the next Back.
 */
export function useReservationFormState(user: User | null) {
  const navigationType = useNavigationType();
  const [draft] = useState(() => (navigationType === 'POP' ? readDraft() : undefined));
  const form = useForm<ReservationFormValues, ReservationFormContext, CreateReservationInput>({
    resolver: reservationResolver,
    context: { guest: !user },
    defaultValues: draft ?? emptyReservationForm,
    // react-hook-form focuses the first field it registered (the calendar's controller is not the
    // first field shown): the form focuses the first invalid field in its own order.
    shouldFocusError: false,
  });
  // A restored draft already holds what the profile filled in, and the customer's edits.
  useProfilePrefill(form, draft ? null : user, profileValues);
  const { watch } = form;
  useEffect(() => {
    const subscription = watch((values) => saveDraft(values as ReservationFormValues));
    return () => subscription.unsubscribe();
  }, [watch]);
  return form;
}

export type ReservationFormState = ReturnType<typeof useReservationFormState>;
