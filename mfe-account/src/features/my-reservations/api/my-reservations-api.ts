import { injectCalls } from '@tire/platform';
import type { UpdateReservationBody } from '@tire/contracts';
import { callPath } from '@tire/contracts/paths';

// The list and the free times of a move are the platform's (customerApi): the home page shows them too.
export const myReservationsApi = injectCalls((call) => ({
  updateMyReservation: call.mutation('updateReservation', {
    query: ({ id, body }: { id: number; body: UpdateReservationBody }, path) => ({ url: callPath(path, { id }), method: 'PATCH', body }),
    // A move or cancel changes the list and frees a slot; a 409 means the slot list was out of date.
    invalidatesTags: (result, error) => (result ? ['Reservation', 'Slots'] : error?.status === 409 ? ['Slots'] : []),
  }),
  // A fitting booked with a tire order is cancelled with its whole order (tires, fitting, full refund).
  cancelMyOrder: call.mutation('cancelMyOrder', {
    query: (id: number, path) => ({ url: callPath(path, { id }), method: 'POST' }),
    invalidatesTags: (result) => (result ? ['Reservation', 'Slots', 'Order'] : []),
  }),
}));

export const { useUpdateMyReservationMutation, useCancelMyOrderMutation } = myReservationsApi;
