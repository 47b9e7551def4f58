import { injectCalls } from '@tire/platform';
import type { JoinWaitlistBody } from '@tire/contracts';

/** Joining a day's waitlist from the booking form (the form's details and a window of times). */
export const waitlistApi = injectCalls((call) => ({
  joinWaitlist: call.mutation('joinWaitlist', {
    query: (body: JoinWaitlistBody, url) => ({ url, method: 'POST', body }),
  }),
}));

export const { useJoinWaitlistMutation } = waitlistApi;
