import { createListenerMiddleware, isRejectedWithValue } from '@reduxjs/toolkit';
import { isUnauthorized } from './base-query.js';
import { requireLogin } from '../auth/require-login.js';

/** The spec's generic rule: a 401 Unauthorized gives the login-required toast and goes to /api/login after 0.5 s. */
export const unauthorizedListener = createListenerMiddleware();

unauthorizedListener.startListening({
  matcher: isRejectedWithValue,
  effect: (action) => {
    if (isUnauthorized(action.payload)) requireLogin();
  },
});
