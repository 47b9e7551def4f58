import { injectCalls } from '@tire/platform';
import { IDEMPOTENCY_KEY_HEADER, type CreateReservationBody } from '@tire/contracts';

export interface CreateReservationArgs {
  body: CreateReservationBody;
  /** Same key for a retry of the same booking, so the server books it once. */
  idempotencyKey: string;
}

export const reservationsApi = injectCalls((call) => ({
  createReservation: call.mutation('createReservation', {
    query: ({ body, idempotencyKey }: CreateReservationArgs, url) => ({
      url,
      method: 'POST',
      body,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    }),
    // A booking takes a bay; a 409 means the list shown was out of date. Either way, reload slots.
    invalidatesTags: (result, error) => (result || error?.status === 409 ? ['Slots', 'Reservation'] : []),
  }),
}));

export const { useCreateReservationMutation } = reservationsApi;
