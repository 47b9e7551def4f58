import { injectEndpoints } from '@tire/platform';
import { API_PATHS, callPath, type ManagedReservation, type MoveReservationBody } from '@tire/contracts';

/**
 * A guest's booking through its manage link: the token goes in the path (every part's logs mask
 * it). A move or a cancellation answers the booking as it now is, which replaces the shown one
 * (a cancelled booking's link opens nothing any more, so it is never asked again); both free or
 * take a bay, so the free times reload.
 */
export const manageBookingApi = injectEndpoints({
  endpoints: (build) => ({
    getManagedReservation: build.query<ManagedReservation, string>({
      query: (manageToken) => callPath(API_PATHS.getManagedReservation, { manageToken }),
      // The booking moves as the shop works on it: never kept once the page is gone.
      keepUnusedDataFor: 0,
    }),
    moveManagedReservation: build.mutation<ManagedReservation, { token: string; body: MoveReservationBody }>({
      query: ({ token, body }) => ({ url: callPath(API_PATHS.moveManagedReservation, { manageToken: token }), method: 'POST', body }),
      invalidatesTags: (result, error) => (result || error?.status === 409 ? ['Slots'] : []),
      async onQueryStarted({ token }, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (answer) dispatch(manageBookingApi.util.upsertQueryData('getManagedReservation', token, answer.data));
      },
    }),
    cancelManagedReservation: build.mutation<ManagedReservation, string>({
      query: (token) => ({ url: callPath(API_PATHS.cancelManagedReservation, { manageToken: token }), method: 'POST' }),
      invalidatesTags: (result) => (result ? ['Slots'] : []),
      async onQueryStarted(token, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (answer) dispatch(manageBookingApi.util.upsertQueryData('getManagedReservation', token, answer.data));
      },
    }),
  }),
});

export const { useGetManagedReservationQuery, useMoveManagedReservationMutation, useCancelManagedReservationMutation } = manageBookingApi;
