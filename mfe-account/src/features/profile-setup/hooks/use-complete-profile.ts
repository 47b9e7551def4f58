import { useState } from 'react';
import { REDIRECT_DELAYS_MS, type ProfileBody } from '@tire/contracts';
import type { ApiFailure } from '@tire/platform';
import { useFailureToast, useToastThenReturn } from '../../../shared/step-outcome.js';
import { useTranslate } from '../../../shared/use-translate.js';
import { useCompleteProfileMutation } from '../../../shared/auth/api/auth-api.js';
import { useAdoptUser } from '../../../shared/auth/hooks/use-adopt-user.js';

/** Saves the profile, refreshes the current user, and after 1 s goes back where the customer was sent from (the booking form), or to the dashboard. */
export function useCompleteProfile() {
  const t = useTranslate();
  const failureToast = useFailureToast();
  const toastThenReturn = useToastThenReturn();
  const adoptUser = useAdoptUser();
  const [completeProfile] = useCompleteProfileMutation();
  const [saved, setSaved] = useState(false);

  async function save(profile: ProfileBody) {
    const result = await completeProfile({ ...profile, apartment: profile.apartment || null });
    if (result.data) {
      await adoptUser(result.data);
      setSaved(true);
      toastThenReturn(
        { title: t('toast.profileSaved.title'), description: t('toast.profileSaved.description'), variant: 'success' },
        REDIRECT_DELAYS_MS.profileSaved,
      );
      return;
    }
    const error = result.error as ApiFailure;
    // A 401 already gave the login-required toast and redirect (platform listener).
    if (error.status === 401) return;
    failureToast(error, 'toast.profileFailed.description');
  }

  return { save, saved };
}
