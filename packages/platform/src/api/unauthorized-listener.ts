import { createListenerMiddleware, isRejectedWithValue } from '@reduxjs/toolkit';
import { REDIRECT_DELAYS_MS } from '@tire/contracts';
import { isUnauthorized } from './base-query.js';
import { toast } from '../toast/toast-store.js';
import { translate } from '../i18n/platform-messages.js';

/** The spec's generic rule: a 401 Unauthorized gives the login-required toast and goes to /api/login after 0.5 s. */
export const unauthorizedListener = createListenerMiddleware();

unauthorizedListener.startListening({
  matcher: isRejectedWithValue,
  effect: (action) => {
    if (!isUnauthorized(action.payload)) return;
    toast({ title: translate('toast.loginRequired.title'), description: translate('toast.loginRequired.description'), variant: 'destructive' });
    setTimeout(() => window.location.assign('/api/login'), REDIRECT_DELAYS_MS.loginRequired);
  },
});
