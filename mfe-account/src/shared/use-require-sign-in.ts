import { useEffect } from 'react';
import { REDIRECT_DELAYS_MS } from '@tire/contracts';
import { loginUrl, toastThen, useCurrentUser } from '@tire/platform';
import { serverNavigation } from './server-navigation.js';
import { useTranslate } from './use-translate.js';

/**
 * Pages for signed-in customers: a visitor without a session gets the login-required toast and
 * goes to /api/login after 0.5 s (the spec's rule). Returns the user once known.
 */
export function useRequireSignIn() {
  const t = useTranslate();
  const { user, isLoading } = useCurrentUser();
  const signedOut = !isLoading && !user;

  useEffect(() => {
    if (!signedOut) return;
    return toastThen(
      { title: t('toast.loginRequired.title'), description: t('toast.loginRequired.description'), variant: 'destructive' },
      REDIRECT_DELAYS_MS.loginRequired,
      () => serverNavigation.go(loginUrl()),
    );
  }, [signedOut, t]);

  return { user, isLoading };
}
