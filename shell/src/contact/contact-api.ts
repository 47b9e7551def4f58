import { injectEndpoints } from '@tire/platform';
import { sendContactMessage, type ContactBody } from '@tire/contracts';

export const contactApi = injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/contact: the message goes to the business (stored, then e-mailed). */
    sendContactMessage: build.mutation<{ message: string }, ContactBody>({
      query: (body) => ({ url: sendContactMessage.path, method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
