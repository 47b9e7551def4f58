import { injectEndpoints } from '@tire/platform';
import { listTireProducts, type TireProduct } from '@tire/contracts';

export const tireProductsApi = injectEndpoints({
  endpoints: (build) => ({
    // The whole list: the spec's filters are applied in the browser, never sent.
    getTireProducts: build.query<TireProduct[], void>({
      query: () => listTireProducts.path,
      providesTags: ['Product'],
    }),
  }),
});

export const { useGetTireProductsQuery } = tireProductsApi;
