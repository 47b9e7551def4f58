import { callEndpoints, injectEndpoints } from '@tire/platform';
import { callPath } from '@tire/contracts/paths';

/** "My tires": the customer's stored sets, ending a storage, and the shop's tires to suggest for a worn set. */
export const myTiresApi = injectEndpoints({
  endpoints: (build) => ({
    getMyTireSets: callEndpoints(build).query('listMyTireSets', { providesTags: ['Reservation'] }),
    endMyTireStorage: callEndpoints(build).mutation('endTireStorage', {
      query: (id: number, path) => ({ url: callPath(path, { id }), method: 'POST' }),
      invalidatesTags: (result) => (result ? ['Reservation'] : []),
    }),
    // The shop's whole list (its filters run in the browser too): the suggestions pick the set's size.
    getTiresToSuggest: callEndpoints(build).query('listTireProducts', { providesTags: ['Product'] }),
  }),
});

export const { useGetMyTireSetsQuery, useEndMyTireStorageMutation, useGetTiresToSuggestQuery } = myTiresApi;
