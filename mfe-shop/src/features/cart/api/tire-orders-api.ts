import { baseApi } from '@tire/platform';
import { createTireOrder, type CreateTireOrderBody, type TireOrder } from '@tire/contracts';

export const tireOrdersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createTireOrder: build.mutation<TireOrder, CreateTireOrderBody>({
      query: (body) => ({ url: createTireOrder.path, method: 'POST', body }),
      // An order reserves stock; a refusal (409) means the list shown is out of date. Either way, reload.
      invalidatesTags: (result, error) => (result ? ['Product', 'Order'] : error?.status === 409 ? ['Product'] : []),
    }),
  }),
});

export const { useCreateTireOrderMutation } = tireOrdersApi;
