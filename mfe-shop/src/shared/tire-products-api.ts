import { injectCalls } from '@tire/platform';

export const tireProductsApi = injectCalls((call) => ({
  // The whole list: the spec's filters are applied in the browser, never sent.
  getTireProducts: call.query('listTireProducts', { providesTags: ['Product'] }),
}));

export const { useGetTireProductsQuery } = tireProductsApi;
