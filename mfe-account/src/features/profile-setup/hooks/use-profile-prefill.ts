import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { User } from '@tire/contracts';
import { detailsOfUser, type DetailsValues } from '../../../shared/account-details/details-values.js';

/** Fills the form from the signed-in user once known, keeping anything already typed. */
export function useProfilePrefill(form: UseFormReturn<DetailsValues, unknown, unknown>, user: User | null) {
  const { reset, getValues } = form;
  useEffect(() => {
    if (!user) return;
    const known = Object.fromEntries(Object.entries(detailsOfUser(user)).filter(([, value]) => value));
    reset({ ...getValues(), ...known }, { keepDirtyValues: true });
  }, [user, reset, getValues]);
}
