import { injectCalls } from '@tire/platform';
import type { ContactBody } from '@tire/contracts';

export const contactApi = injectCalls((call) => ({
  /** POST /api/contact: the message goes to the business (stored, then e-mailed). */
  sendContactMessage: call.mutation('sendContactMessage', {
    query: (body: ContactBody, url) => ({ url, method: 'POST', body }),
  }),
}));

export const { useSendContactMessageMutation } = contactApi;
