import { injectCalls } from '@tire/platform';
import { callPath } from '@tire/contracts/paths';

/** "My tires": the customer's stored sets, ending a storage, and the shop's tires to suggest for a worn set. */
export const myTiresApi = injectCalls((call) => ({
  getMyTireSets: call.query('listMyTireSets', { providesTags: ['Reservation'] }),
  endMyTireStorage: call.mutation('endTireStorage', {
    query: (id: number, path) => ({ url: callPath(path, { id }), method: 'POST' }),
    invalidatesTags: (result) => (result ? ['Reservation'] : []),
  }),
  // The shop's whole list (its filters run in the browser too): the suggestions pick the set's size.
  getTiresToSuggest: call.query('listTireProducts', { providesTags: ['Product'] }),
}));

export const { useGetMyTireSetsQuery, useEndMyTireStorageMutation, useGetTiresToSuggestQuery } = myTiresApi;
