import { useRef } from 'react';
import type { FieldErrors } from 'react-hook-form';
import type { CreateReservationInput } from '@tire/contracts';
import { toast } from '@tire/platform';
import { useTranslate } from '../../../shared/use-translate.js';
import { FIELD_ORDER, focusTarget } from '../field-focus.js';
import type { ReservationFormValues } from '../form-values.js';
import { GUEST_CONTACT_FIELDS } from '../guest-contact-messages.js';
import type { ReservationFormState } from './use-reservation-form-state.js';
import { useSubmitReservation } from './use-submit-reservation.js';

/**
 * The form's submit: a valid booking is sent, and a time or day the server refuses is said by its
 * field; an invalid one focuses its first invalid field in the form's order.
 */
export function useReservationSubmit(form: ReservationFormState, { guest }: { guest: boolean }) {
  const t = useTranslate();
  const formRef = useRef<HTMLFormElement>(null);
  const { submit, created, notSent } = useSubmitReservation({ signedIn: !guest });
  const { setValue, setError } = form;

  const onValid = async (input: CreateReservationInput) => {
    const outcome = await submit(input);
    if (outcome.kind === 'slotTaken') {
      // The calendar reloads (the mutation invalidates it); the field says what happened.
      setValue('scheduledTime', '');
      setError('scheduledTime', { type: 'server', message: outcome.message }, { shouldFocus: true });
    }
    if (outcome.kind === 'dayRefused') {
      setValue('scheduledDate', '');
      setError('scheduledDate', { type: 'server', message: outcome.message });
    }
  };
  const onInvalid = (invalid: FieldErrors<ReservationFormValues>) => {
    const first = FIELD_ORDER.find((name) => invalid[name]);
    if (first && formRef.current) focusTarget(formRef.current, first)?.focus();
    // The spec's toast for a guest without contact details stays, besides the errors by the fields.
    if (guest && GUEST_CONTACT_FIELDS.some(([field]) => invalid[field]?.type === 'required')) {
      toast({ title: t('error.reservation.guestContactRequired'), variant: 'destructive' });
    }
  };
  return { formRef, onSubmit: form.handleSubmit(onValid, onInvalid), created, notSent };
}
