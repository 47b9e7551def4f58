import { injectEndpoints } from '@tire/platform';
import {
  completeProfile,
  getSignInOptions,
  sendCode,
  signup,
  verifyCode,
  type ProfileBody,
  type SignInOptions,
  type SignupBody,
  type User,
} from '@tire/contracts';

/**
 * The sign-in calls. Verifying and completing the profile answer with the user; the hooks put that
 * user into the current-user cache and then invalidate 'User', so the page that follows never sees
 * a signed-out moment while auth/user is fetched again.
 */
export const signInApi = injectEndpoints({
  endpoints: (build) => ({
    sendLoginCode: build.mutation<{ message: string }, { email: string }>({
      query: (body) => ({ url: sendCode.path, method: 'POST', body }),
    }),
    verifyLoginCode: build.mutation<User, { email: string; code: string }>({
      query: (body) => ({ url: verifyCode.path, method: 'POST', body }),
    }),
    signUp: build.mutation<{ message: string }, SignupBody>({
      query: (body) => ({ url: signup.path, method: 'POST', body }),
    }),
    signInOptions: build.query<SignInOptions, void>({
      query: () => getSignInOptions.path,
    }),
    completeProfile: build.mutation<User, ProfileBody>({
      query: (body) => ({ url: completeProfile.path, method: 'POST', body }),
    }),
  }),
});

export const { useSendLoginCodeMutation, useVerifyLoginCodeMutation, useSignUpMutation, useCompleteProfileMutation, useSignInOptionsQuery } = signInApi;
