import { injectCalls } from '@tire/platform';
import type { MoveReservationBody } from '@tire/contracts';
import { callPath } from '@tire/contracts/paths';

/**
 * A guest's booking through its manage link: the token goes in the path (every part's logs mask
 * it). A move or a cancellation answers the booking as it now is, which replaces the shown one
 * (a cancelled booking's link opens nothing any more, so it is never asked again); both free or
 * take a bay, so the free times reload.
 */
export const manageBookingApi = injectCalls((call) => ({
  getManagedReservation: call.query('getManagedReservation', {
    query: (manageToken: string, path) => callPath(path, { manageToken }),
    // The booking moves as the shop works on it: never kept once the page is gone.
    keepUnusedDataFor: 0,
  }),
  moveManagedReservation: call.mutation('moveManagedReservation', {
    query: ({ token, body }: { token: string; body: MoveReservationBody }, path) => ({
      url: callPath(path, { manageToken: token }),
      method: 'POST',
      body,
    }),
    invalidatesTags: (result, error) => (result || error?.status === 409 ? ['Slots'] : []),
    async onQueryStarted({ token }, { dispatch, queryFulfilled }) {
      const answer = await queryFulfilled.catch(() => undefined);
      if (answer) dispatch(manageBookingApi.util.upsertQueryData('getManagedReservation', token, answer.data));
    },
  }),
  cancelManagedReservation: call.mutation('cancelManagedReservation', {
    query: (token: string, path) => ({ url: callPath(path, { manageToken: token }), method: 'POST' }),
    invalidatesTags: (result) => (result ? ['Slots'] : []),
    async onQueryStarted(token, { dispatch, queryFulfilled }) {
      const answer = await queryFulfilled.catch(() => undefined);
      if (answer) dispatch(manageBookingApi.util.upsertQueryData('getManagedReservation', token, answer.data));
    },
  }),
  // The reminder's "I'm coming": the answer (with customerConfirmedAt) replaces the shown booking.
  confirmManagedAttendance: call.mutation('confirmManagedAttendance', {
    query: (token: string, path) => ({ url: callPath(path, { manageToken: token }), method: 'POST' }),
    async onQueryStarted(token, { dispatch, queryFulfilled }) {
      const answer = await queryFulfilled.catch(() => undefined);
      if (answer) dispatch(manageBookingApi.util.upsertQueryData('getManagedReservation', token, answer.data));
    },
  }),
}));

export const { useGetManagedReservationQuery, useMoveManagedReservationMutation, useCancelManagedReservationMutation, useConfirmManagedAttendanceMutation } =
  manageBookingApi;
