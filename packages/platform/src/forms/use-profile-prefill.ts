import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { User } from '@tire/contracts';

/**
 * Fills a form from the signed-in user's profile once it is known, keeping anything already
 * typed. `valuesOf` maps the profile to the form's fields (a module-level function: the form is
 * filled again only when the user changes); empty values fill nothing.
 */
export function useProfilePrefill<Values extends FieldValues>(
  // Any context and output: only reset and getValues are used.
  form: UseFormReturn<Values, any, any>,
  user: User | null,
  valuesOf: (user: User) => Partial<Values>,
) {
  const { reset, getValues } = form;
  useEffect(() => {
    if (!user) return;
    const known = Object.fromEntries(Object.entries(valuesOf(user)).filter(([, value]) => value));
    reset({ ...getValues(), ...known }, { keepDirtyValues: true });
  }, [user, reset, getValues, valuesOf]);
}
