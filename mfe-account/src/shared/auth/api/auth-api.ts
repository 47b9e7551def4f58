import { injectCalls } from '@tire/platform';
import type { ProfileBody, SignupBody } from '@tire/contracts';

/**
 * The sign-in calls. Verifying and completing the profile answer with the user; the hooks put that
 * user into the current-user cache and then invalidate 'User', so the page that follows never sees
 * a signed-out moment while auth/user is fetched again.
 */
export const signInApi = injectCalls((call) => ({
  sendLoginCode: call.mutation('sendCode', {
    query: (body: { email: string }, url) => ({ url, method: 'POST', body }),
  }),
  verifyLoginCode: call.mutation('verifyCode', {
    query: (body: { email: string; code: string }, url) => ({ url, method: 'POST', body }),
  }),
  signUp: call.mutation('signup', {
    query: (body: SignupBody, url) => ({ url, method: 'POST', body }),
  }),
  signInOptions: call.query('getSignInOptions', {}),
  completeProfile: call.mutation('completeProfile', {
    query: (body: ProfileBody, url) => ({ url, method: 'POST', body }),
  }),
}));

export const { useSendLoginCodeMutation, useVerifyLoginCodeMutation, useSignUpMutation, useCompleteProfileMutation, useSignInOptionsQuery } = signInApi;
