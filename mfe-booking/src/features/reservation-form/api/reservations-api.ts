import { injectEndpoints } from '@tire/platform';
import { createReservation, IDEMPOTENCY_KEY_HEADER, type CreateReservationBody, type Reservation } from '@tire/contracts';

export interface CreateReservationArgs {
  body: CreateReservationBody;
  /** Same key for a retry of the same booking, so the server books it once. */
  idempotencyKey: string;
}

export const reservationsApi = injectEndpoints({
  endpoints: (build) => ({
    createReservation: build.mutation<Reservation, CreateReservationArgs>({
      query: ({ body, idempotencyKey }) => ({
        url: createReservation.path,
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      // A booking takes a bay; a 409 means the list shown was out of date. Either way, reload slots.
      invalidatesTags: (result, error) => (result || error?.status === 409 ? ['Slots', 'Reservation'] : []),
    }),
  }),
});

export const { useCreateReservationMutation } = reservationsApi;
