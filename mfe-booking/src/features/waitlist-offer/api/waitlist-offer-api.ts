import { injectCalls } from '@tire/platform';
import { callPath } from '@tire/contracts/paths';

/**
 * A waitlist offer through its e-mail's link: the token goes in the path (every part's logs mask
 * it). Booking it takes the held place, so the free times reload.
 */
export const waitlistOfferApi = injectCalls((call) => ({
  getWaitlistOffer: call.query('getWaitlistOffer', {
    query: (offerToken: string, path) => callPath(path, { offerToken }),
    // An offer lapses within minutes: never kept once the page is gone.
    keepUnusedDataFor: 0,
  }),
  bookWaitlistOffer: call.mutation('bookWaitlistOffer', {
    query: (offerToken: string, path) => ({ url: callPath(path, { offerToken }), method: 'POST' }),
    invalidatesTags: (result) => (result ? ['Slots', 'Reservation'] : []),
  }),
}));

export const { useGetWaitlistOfferQuery, useBookWaitlistOfferMutation } = waitlistOfferApi;
