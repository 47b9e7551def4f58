import { REDIRECT_DELAYS_MS } from '@tire/contracts';
import { toastThen } from '../toast/toast-store.js';
import { translate } from '../i18n/platform-messages.js';

/**
 * The spec's login-required rule, in one place: the toast, then /api/login after 0.5 s (which
 * starts Google sign-in when configured, otherwise leads to /login). Returns a cancel function.
 */
export function requireLogin(): () => void {
  return toastThen(
    { title: translate('toast.loginRequired.title'), description: translate('toast.loginRequired.description'), variant: 'destructive' },
    REDIRECT_DELAYS_MS.loginRequired,
    () => window.location.assign('/api/login'),
  );
}
