import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useCurrentUser } from './current-user.js';
import { PAGE_PATHS, REDIRECT_DELAYS_MS, RETURN_TO_PARAM, safeReturnPath } from '@tire/contracts';
import { toastThen } from '../toast/toast-store.js';
import { systemClock, useClock, type Clock } from '../clock/clock.js';
import { translate } from '../i18n/platform-messages.js';
import { fullPageNavigator, useRouterNavigator, type PageNavigator } from '../navigation/page-navigation.js';

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

/** The site's login page, where a visitor chooses an e-mail code or Google. */
export const LOGIN_PAGE = PAGE_PATHS.login;

/** The login page, asked to come back to `page` (by default the page shown now) once signed in. */
export const loginUrl = (page: string = fullPageNavigator.currentPage()) => withReturnTo(LOGIN_PAGE, page);

/**
 * The spec's login-required rule, in one place: the toast, then, after 0.5 s, the site's login
 * page (which offers both the e-mail code and Google; going straight to /api/login would skip
 * the code for anyone with Google configured), bringing the visitor back to this page after
 * signing in. A visitor who never was signed in on this page goes there within the app
 * (`navigator`: useRouterNavigator); by default the login page is loaded afresh, as after a
 * session ended mid-visit (a 401), when nothing the signed-in pages loaded may stay in the store.
 * Returns a cancel function.
 */
export function requireLogin(clock: Clock = systemClock, navigator: PageNavigator = fullPageNavigator): () => void {
  return toastThen(
    { title: translate('toast.loginRequired.title'), description: translate('toast.loginRequired.description'), variant: 'destructive' },
    REDIRECT_DELAYS_MS.loginRequired,
    () => navigator.redirect(loginUrl(navigator.currentPage())),
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
  const navigator = useRouterNavigator();
  const signedOut = !isLoading && !user;
  useEffect(() => (signedOut ? requireLogin(clock, navigator) : undefined), [signedOut, clock, navigator]);
  return { user, isLoading };
}
