import { AUTH_MESSAGES } from '@tire/contracts';
import { toast, type ApiFailure } from '@tire/platform';
import { serverMessage } from '../../../shared/server-message.js';
import { useContractMessage, useTranslate } from '../../../shared/use-translate.js';
import { useSendLoginCodeMutation } from '../../../shared/auth/api/auth-api.js';

/** The spec's client check for the e-mail step: not empty and has an at-sign (the server checks the rest). */
export const looksLikeEmail = (email: string) => email.trim() !== '' && email.includes('@');

/** Step 1 of login: ask for a code to be e-mailed; true when the code step may follow. */
export function useSendCode() {
  const t = useTranslate();
  const contractMessage = useContractMessage();
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
    toast({
      title: t('toast.error.title'),
      description: contractMessage(serverMessage(result.error as ApiFailure) ?? AUTH_MESSAGES.sendFailed),
      variant: 'destructive',
    });
    return false;
  }

  return { send, sending: isLoading };
}
