import { toast } from '@tire/platform';
import { useFailureToast } from '../../../shared/step-outcome.js';
import { useTranslate } from '../../../shared/use-translate.js';
import { useSendLoginCodeMutation } from '../../../shared/auth/api/auth-api.js';

/** The spec's client check for the e-mail step: not empty and has an at-sign (the server checks the rest). */
export const looksLikeEmail = (email: string) => email.trim() !== '' && email.includes('@');

/** Step 1 of login: ask for a code to be e-mailed; true when the code step may follow. */
export function useSendCode() {
  const t = useTranslate();
  const failureToast = useFailureToast();
  const [sendCode, { isLoading }] = useSendLoginCodeMutation();

  async function send(email: string): Promise<boolean> {
    if (!looksLikeEmail(email)) {
      toast({ title: t('toast.invalidEmail.title'), description: t('toast.invalidEmail.description'), variant: 'destructive' });
      return false;
    }
    const result = await sendCode({ email: email.trim() });
    if ('data' in result) {
      toast({ title: t('toast.codeSent.title'), description: t('toast.codeSent.description'), variant: 'success' });
      return true;
    }
    failureToast(result.error, 'error.auth.sendFailed');
    return false;
  }

  return { send, sending: isLoading };
}
