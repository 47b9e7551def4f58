import { injectEndpoints } from '@tire/platform';
import { createTireOrder, IDEMPOTENCY_KEY_HEADER, type CreateTireOrderBody, type TireOrder } from '@tire/contracts';

export interface CreateTireOrderArgs {
  body: CreateTireOrderBody;
  /** Same key for a retry of the same checkout, so the server places the order (and takes the tires) once. */
  idempotencyKey: string;
}

export const tireOrdersApi = injectEndpoints({
  endpoints: (build) => ({
    createTireOrder: build.mutation<TireOrder, CreateTireOrderArgs>({
      query: ({ body, idempotencyKey }) => ({
        url: createTireOrder.path,
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      // An order reserves stock; a refusal (409) means the list shown is out of date. Either way, reload.
      invalidatesTags: (result, error) => (result ? ['Product', 'Order'] : error?.status === 409 ? ['Product'] : []),
    }),
  }),
});

export const { useCreateTireOrderMutation } = tireOrdersApi;
