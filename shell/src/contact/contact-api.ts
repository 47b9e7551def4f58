import { callEndpoints, injectEndpoints } from '@tire/platform';
import type { ContactBody } from '@tire/contracts';

export const contactApi = injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/contact: the message goes to the business (stored, then e-mailed). */
    sendContactMessage: callEndpoints(build).mutation('sendContactMessage', {
      query: (body: ContactBody, url) => ({ url, method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
