import { injectCalls } from '@tire/platform';
import { IDEMPOTENCY_KEY_HEADER, type CreateTireOrderBody } from '@tire/contracts';

export interface CreateTireOrderArgs {
  body: CreateTireOrderBody;
  /** Same key for a retry of the same checkout, so the server places the order (and takes the tires) once. */
  idempotencyKey: string;
}

export const tireOrdersApi = injectCalls((call) => ({
  createTireOrder: call.mutation('createTireOrder', {
    query: ({ body, idempotencyKey }: CreateTireOrderArgs, url) => ({
      url,
      method: 'POST',
      body,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    }),
    // An order reserves stock; a refusal (409) means the list shown is out of date. Either way, reload.
    invalidatesTags: (result, error) => (result ? ['Product', 'Order'] : error?.status === 409 ? ['Product'] : []),
  }),
}));

export const { useCreateTireOrderMutation } = tireOrdersApi;
