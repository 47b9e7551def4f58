import { useState } from 'react';
import { REDIRECT_DELAYS_MS, type SignupBody } from '@tire/contracts';
import { toast } from '@tire/platform';
import { useFailureToast, useToastThenReturn } from '../../../shared/step-outcome.js';
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
  const failureToast = useFailureToast();
  const toastThenReturn = useToastThenReturn();
  const [signUp] = useSignUpMutation();
  const [codeFor, setCodeFor] = useState<string | null>(null);

  async function submit(input: SignupInput) {
    const result = await signUp({ ...input, apartment: input.apartment || null });
    if ('data' in result) {
      toast({ title: t('toast.signupCodeSent.title'), description: t('toast.signupCodeSent.description'), variant: 'success' });
      setCodeFor(input.email);
      return;
    }
    failureToast(result.error, 'toast.signupFailed.description');
  }

  function onVerified() {
    // A new account has a profile from the sign-up form; it goes back to where it came from.
    toastThenReturn(
      { title: t('toast.accountCreated.title'), description: t('toast.accountCreated.description'), variant: 'success' },
      REDIRECT_DELAYS_MS.signupToDashboard,
    );
  }

  return { submit, codeFor, backToForm: () => setCodeFor(null), onVerified };
}
