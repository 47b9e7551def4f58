import { createListenerMiddleware, isRejectedWithValue } from '@reduxjs/toolkit';
import { isUnauthorized } from './base-query.js';
import { requireLogin } from '../auth/require-login.js';

/**
 * The spec's generic rule: a 401 Unauthorized gives the login-required toast and, after 0.5 s,
 * the site's login page, loaded afresh (the session ended: nothing the signed-in pages loaded
 * stays in the store), which brings the customer back to this page.
 */
export const unauthorizedListener = createListenerMiddleware();

unauthorizedListener.startListening({
  matcher: isRejectedWithValue,
  effect: (action) => {
    if (isUnauthorized(action.payload)) requireLogin();
  },
});
