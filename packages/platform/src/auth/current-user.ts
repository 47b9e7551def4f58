import { SESSION_HINT_COOKIE } from '@tire/contracts';
import { API_PATHS } from '@tire/contracts/paths';
import { injectEndpoints } from '../api/base-api.js';
import type { ApiExtraOptions } from '../api/base-query.js';
import type { AnswerOf } from '../api/call-endpoints.js';

/** The signed-in user, or null for a guest (the call's 401). */
type CurrentUser = AnswerOf<'getCurrentUser'> | null;

let sessionHintTrusted = false;

/**
 * From now on, a browser without the BFF's session hint cookie (SESSION_HINT_COOKIE) is a guest
 * without asking: GET /api/auth/user would only answer 401, which the browser logs as an error
 * on every page a guest opens. The shell turns this on where the BFF serves it; a remote alone on
 * its mocks, and the component tests, ask every time.
 */
export function trustSessionHint(trusted = true) {
  sessionHintTrusted = trusted;
}

/** The hint the current user was last asked (or not asked) on; undefined until then. */
let hintAsked: boolean | undefined;

/**
 * A new store knows no current user yet: nothing was decided on any hint (called by
 * createPlatformStore; a page has one store, a test one per rendered page).
 */
export function forgetSessionHintDecision() {
  hintAsked = undefined;
}

/**
 * Whether the hint differs from the one the current user was last decided on (it is then noted
 * as seen): a call's answer set or cleared it, and the current user should be asked again.
 */
export function sessionHintChanged(): boolean {
  if (!sessionHintTrusted || hintAsked === undefined) return false;
  const now = hasSessionHint();
  if (now === hintAsked) return false;
  hintAsked = now;
  return true;
}

/** Whether the BFF's hint says this browser holds a signed-in session (readable by the page, unlike the session cookie). */
export function hasSessionHint(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}

/** The signed-in user; null when signed out (401 is an answer here, never retried). */
export const authApi = injectEndpoints({
  endpoints: (build) => ({
    // Asked by hand (queryFn): a guest's 401 is an answer here, and the hint may spare the call.
    getCurrentUser: build.query<CurrentUser, void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        if (sessionHintTrusted) {
          hintAsked = hasSessionHint();
          if (!hintAsked) return { data: null };
        }
        const result = await baseQuery(API_PATHS.getCurrentUser);
        return result.error ? { error: result.error } : { data: (result.data ?? null) as CurrentUser };
      },
      extraOptions: { on401: 'returnNull' } satisfies ApiExtraOptions,
      providesTags: ['User'],
    }),
  }),
});

export function useCurrentUser() {
  const { data, isLoading, isFetching } = authApi.useGetCurrentUserQuery();
  return { user: data ?? null, isLoading: isLoading || (isFetching && data === undefined) };
}
