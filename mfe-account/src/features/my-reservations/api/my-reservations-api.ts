import { injectEndpoints } from '@tire/platform';
import { callPath, updateReservation, type Reservation, type UpdateReservationBody } from '@tire/contracts';

// The list and the free times of a move are the platform's (customerApi): the home page shows them too.
export const myReservationsApi = injectEndpoints({
  endpoints: (build) => ({
    updateMyReservation: build.mutation<Reservation, { id: number; body: UpdateReservationBody }>({
      query: ({ id, body }) => ({ url: callPath(updateReservation, { id }), method: updateReservation.method, body }),
      // A move or cancel changes the list and frees a slot; a 409 means the slot list was out of date.
      invalidatesTags: (result, error) => (result ? ['Reservation', 'Slots'] : error?.status === 409 ? ['Slots'] : []),
    }),
  }),
});

export const { useUpdateMyReservationMutation } = myReservationsApi;
