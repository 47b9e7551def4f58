import { injectEndpoints } from '@tire/platform';
import { API_PATHS, callPath } from '@tire/contracts';

/** The track page's "e-mail me the link": the answer is the same whatever happens (202). */
export const manageLinkApi = injectEndpoints({
  endpoints: (build) => ({
    requestManageLink: build.mutation<{ accepted: true }, string>({
      query: (code) => ({ url: callPath(API_PATHS.requestManageLink, { code }), method: 'POST' }),
    }),
  }),
});

export const { useRequestManageLinkMutation } = manageLinkApi;
