import { injectCalls } from '@tire/platform';
import { callPath } from '@tire/contracts/paths';

/**
 * "My bookings" by e-mail: asking for a link (the same 202 whatever the address) and the list a
 * link opens; the token goes in the path (every part's logs mask it). The list carries fresh manage
 * links, so it is never kept once the page is gone.
 */
export const myBookingsApi = injectCalls((call) => ({
  requestMyBookingsLink: call.mutation('requestMyBookingsLink', {
    query: (body: { email: string }, path) => ({ url: path, method: 'POST', body }),
  }),
  getMyBookings: call.query('getMyBookings', {
    query: (token: string, path) => callPath(path, { token }),
    keepUnusedDataFor: 0,
  }),
  // A guest's own data (the download is a plain link: the browser saves the attachment).
  eraseMyDataByLink: call.mutation('eraseMyDataByLink', {
    query: (token: string, path) => ({ url: callPath(path, { token }), method: 'POST', body: { confirm: true } }),
  }),
}));

export const { useRequestMyBookingsLinkMutation, useGetMyBookingsQuery, useEraseMyDataByLinkMutation } = myBookingsApi;
