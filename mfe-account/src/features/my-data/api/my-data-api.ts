import { injectCalls } from '@tire/platform';

/** The erasure of the customer's own data (the download is a plain link: the browser saves the attachment). */
export const myDataApi = injectCalls((call) => ({
  eraseMyData: call.mutation('eraseMyData', {
    query: (_: void, url) => ({ url, method: 'POST', body: { confirm: true } }),
  }),
}));

export const { useEraseMyDataMutation } = myDataApi;
