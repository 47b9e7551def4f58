import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PAGE_PATHS, REDIRECT_DELAYS_MS, type SignupBody } from '@tire/contracts';
import { toast, toastThen, useClock, useErrorMessage, useReturnTo } from '@tire/platform';
import { useTranslate } from '../../../shared/use-translate.js';
import { useSignUpMutation } from '../../../shared/auth/api/auth-api.js';

/** The form's details as the contract's schema hands them over (trimmed, e-mail in lower case). */
export type SignupInput = SignupBody;

/**
 * Sign-up: the form's details go to POST /api/auth/signup, which e-mails a code; the code step
 * follows (Back returns to the form, its values kept). A verified code means the account exists:
 * a toast, then the dashboard after 1.5 s.
 */
export function useSignup() {
  const t = useTranslate();
  const returnTo = useReturnTo();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const clock = useClock();
  const [signUp] = useSignUpMutation();
  const [codeFor, setCodeFor] = useState<string | null>(null);
  const cancelRedirect = useRef<() => void>(undefined);
  useEffect(() => () => cancelRedirect.current?.(), []);

  async function submit(input: SignupInput) {
    const result = await signUp({ ...input, apartment: input.apartment || null });
    if ('data' in result) {
      toast({ title: t('toast.signupCodeSent.title'), description: t('toast.signupCodeSent.description'), variant: 'success' });
      setCodeFor(input.email);
      return;
    }
    toast({
      title: t('toast.error.title'),
      description: errorMessage(result.error) ?? t('toast.signupFailed.description'),
      variant: 'destructive',
    });
  }

  function onVerified() {
    cancelRedirect.current = toastThen(
      { title: t('toast.accountCreated.title'), description: t('toast.accountCreated.description'), variant: 'success' },
      REDIRECT_DELAYS_MS.signupToDashboard,
      // A new account has a profile from the sign-up form; it goes back to where it came from.
      () => navigate(returnTo ?? PAGE_PATHS.dashboard),
      clock,
    );
  }

  return { submit, codeFor, backToForm: () => setCodeFor(null), onVerified };
}
