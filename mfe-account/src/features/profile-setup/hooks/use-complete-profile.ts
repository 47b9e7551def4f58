import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PAGE_PATHS, REDIRECT_DELAYS_MS, type ProfileBody } from '@tire/contracts';
import { toast, toastThen, useClock, useErrorMessage, useReturnTo, type ApiFailure } from '@tire/platform';
import { useTranslate } from '../../../shared/use-translate.js';
import { useCompleteProfileMutation } from '../../../shared/auth/api/auth-api.js';
import { useAdoptUser } from '../../../shared/auth/hooks/use-adopt-user.js';

/** Saves the profile, refreshes the current user, and after 1 s goes back where the customer was sent from (the booking form), or to the dashboard. */
export function useCompleteProfile() {
  const t = useTranslate();
  const returnTo = useReturnTo();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const clock = useClock();
  const adoptUser = useAdoptUser();
  const [completeProfile] = useCompleteProfileMutation();
  const [saved, setSaved] = useState(false);
  const cancelRedirect = useRef<() => void>(undefined);
  useEffect(() => () => cancelRedirect.current?.(), []);

  async function save(profile: ProfileBody) {
    const result = await completeProfile({ ...profile, apartment: profile.apartment || null });
    if (result.data) {
      await adoptUser(result.data);
      setSaved(true);
      cancelRedirect.current = toastThen(
        { title: t('toast.profileSaved.title'), description: t('toast.profileSaved.description'), variant: 'success' },
        REDIRECT_DELAYS_MS.profileSaved,
        () => navigate(returnTo ?? PAGE_PATHS.dashboard),
        clock,
      );
      return;
    }
    const error = result.error as ApiFailure;
    // A 401 already gave the login-required toast and redirect (platform listener).
    if (error.status === 401) return;
    toast({
      title: t('toast.error.title'),
      description: errorMessage(error) ?? t('toast.profileFailed.description'),
      variant: 'destructive',
    });
  }

  return { save, saved };
}
