import { injectCalls } from '@tire/platform';
import { callPath } from '@tire/contracts/paths';

/** Leaving the waitlist with the confirmation e-mail's link: the token goes in the path (every part's logs mask it). */
export const leaveWaitlistApi = injectCalls((call) => ({
  leaveWaitlist: call.mutation('leaveWaitlist', {
    query: (leaveToken: string, path) => ({ url: callPath(path, { leaveToken }), method: 'POST' }),
    // An offered place it held goes back: the free times reload.
    invalidatesTags: (result) => (result ? ['Slots'] : []),
  }),
}));

export const { useLeaveWaitlistMutation } = leaveWaitlistApi;
