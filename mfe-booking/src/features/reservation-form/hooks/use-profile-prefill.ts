import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { User } from '@tire/contracts';
import { profileValues, type ReservationFormValues } from '../form-values.js';

/**
 * Fills the form from the signed-in customer's profile once it is known, without overwriting
 * anything the customer has already typed.
 */
export function useProfilePrefill(form: UseFormReturn<ReservationFormValues, unknown, unknown>, user: User | null) {
  const { reset, getValues } = form;
  useEffect(() => {
    if (!user) return;
    reset({ ...getValues(), ...profileValues(user) }, { keepDirtyValues: true });
  }, [user, reset, getValues]);
}
