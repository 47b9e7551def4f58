import { useState } from 'react';
import { LOGIN_CODE_LENGTH, type User } from '@tire/contracts';
import { toast } from '@tire/platform';
import { useFailureToast } from '../../step-outcome.js';
import { useTranslate } from '../../use-translate.js';
import { useVerifyLoginCodeMutation } from '../api/auth-api.js';
import { useAdoptUser } from './use-adopt-user.js';

/**
 * The code step shared by login and signup: six digits or the 'Invalid Code' toast; a right code
 * signs the user in (cache first, then auth/user again); a wrong one shows the server's message.
 */
export function useVerifyCode(email: string, onVerified: (user: User) => void) {
  const t = useTranslate();
  const failureToast = useFailureToast();
  const adoptUser = useAdoptUser();
  const [verify, { isLoading }] = useVerifyLoginCodeMutation();
  const [verified, setVerified] = useState(false);

  async function submit(code: string) {
    if (code.length !== LOGIN_CODE_LENGTH) {
      toast({ title: t('toast.invalidCode.title'), description: t('toast.invalidCode.description'), variant: 'destructive' });
      return;
    }
    const result = await verify({ email, code });
    if (result.data) {
      await adoptUser(result.data);
      setVerified(true);
      onVerified(result.data);
      return;
    }
    failureToast(result.error, 'error.auth.invalidOrExpiredCode');
  }

  return { submit, verifying: isLoading, verified };
}
