import { createListenerMiddleware, isFulfilled, isRejected, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api.js';
import { sessionHintChanged } from './current-user.js';

/**
 * The session hint may change under the page: the answer to any call can set it (a session from
 * before the hint existed, a sign-in in another tab) or clear it (the session ended). After each
 * answer the page compares it with the hint the current user was decided on and, when it
 * changed, asks the current user again, so the header and the route table follow without a reload.
 */
export const sessionHintListener = createListenerMiddleware();

const isApiAnswer = (action: UnknownAction) => (isFulfilled(action) || isRejected(action)) && action.type.startsWith(`${baseApi.reducerPath}/`);

sessionHintListener.startListening({
  predicate: (action) => isApiAnswer(action),
  effect: (_action, listenerApi) => {
    if (sessionHintChanged()) listenerApi.dispatch(baseApi.util.invalidateTags(['User']));
  },
});
