import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useCurrentUser } from './current-user.js';
import { REDIRECT_DELAYS_MS, RETURN_TO_PARAM, safeReturnPath } from '@tire/contracts';
import { API_PATHS } from '@tire/contracts/paths';
import { toastThen } from '../toast/toast-store.js';
import { systemClock, useClock, type Clock } from '../clock/clock.js';
import { translate } from '../i18n/platform-messages.js';

/** `path` asked to come back to `returnTo` once signed in (when that is one of our pages other than home). */
export function withReturnTo(path: string, returnTo: string | null | undefined): string {
  const back = safeReturnPath(returnTo);
  if (!back || back === '/') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams({ [RETURN_TO_PARAM]: back })}`;
}

/** The page to return to after signing in, as this page's `?returnTo=` names it (null when missing or not ours). */
export function useReturnTo(): string | null {
  const { search } = useLocation();
  return safeReturnPath(new URLSearchParams(search).get(RETURN_TO_PARAM));
}

/** /api/login, asked to come back to the current page once signed in. */
export const loginUrl = () => withReturnTo(API_PATHS.login, `${window.location.pathname}${window.location.search}${window.location.hash}`);

/**
 * Full page navigations to the BFF (/api/login starts a sign-in there). Kept behind one object so
 * component tests can watch them: jsdom cannot navigate, and its window.location cannot be spied on.
 */
export const serverNavigation = {
  go(path: string) {
    window.location.assign(path);
  },
};

/**
 * The spec's login-required rule, in one place: the toast, then /api/login after 0.5 s (which
 * starts Google sign-in when configured, otherwise leads to /login), bringing the visitor back
 * to this page after signing in. Returns a cancel function.
 */
export function requireLogin(clock: Clock = systemClock): () => void {
  return toastThen(
    { title: translate('toast.loginRequired.title'), description: translate('toast.loginRequired.description'), variant: 'destructive' },
    REDIRECT_DELAYS_MS.loginRequired,
    () => serverNavigation.go(loginUrl()),
    clock,
  );
}

/**
 * Pages for signed-in customers: a visitor without a session gets requireLogin's toast and
 * redirect. Returns the user once known.
 */
export function useRequireSignIn() {
  const { user, isLoading } = useCurrentUser();
  const clock = useClock();
  const signedOut = !isLoading && !user;
  useEffect(() => (signedOut ? requireLogin(clock) : undefined), [signedOut, clock]);
  return { user, isLoading };
}
