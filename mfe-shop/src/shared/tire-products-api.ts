import { callEndpoints, injectEndpoints } from '@tire/platform';

export const tireProductsApi = injectEndpoints({
  endpoints: (build) => ({
    // The whole list: the spec's filters are applied in the browser, never sent.
    getTireProducts: callEndpoints(build).query('listTireProducts', { providesTags: ['Product'] }),
  }),
});

export const { useGetTireProductsQuery } = tireProductsApi;
