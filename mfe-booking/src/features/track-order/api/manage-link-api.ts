import { callEndpoints, injectEndpoints } from '@tire/platform';
import { callPath } from '@tire/contracts/paths';

/** The track page's "e-mail me the link": the answer is the same whatever happens (202). */
export const manageLinkApi = injectEndpoints({
  endpoints: (build) => ({
    requestManageLink: callEndpoints(build).mutation('requestManageLink', {
      query: (code: string, path) => ({ url: callPath(path, { code }), method: 'POST' }),
    }),
  }),
});

export const { useRequestManageLinkMutation } = manageLinkApi;
