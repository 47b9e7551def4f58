import { injectCalls } from '@tire/platform';
import { callPath } from '@tire/contracts/paths';

/** The track page's "e-mail me the link": the answer is the same whatever happens (202). */
export const manageLinkApi = injectCalls((call) => ({
  requestManageLink: call.mutation('requestManageLink', {
    query: (code: string, path) => ({ url: callPath(path, { code }), method: 'POST' }),
  }),
}));

export const { useRequestManageLinkMutation } = manageLinkApi;
