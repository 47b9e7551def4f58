import { baseApi } from '@tire/platform';
import {
  listAvailableSlots,
  listMyReservations,
  updateReservation,
  type Reservation,
  type UpdateReservationBody,
} from '@tire/contracts';

// Endpoint names are global on the one shared API: the account remote's own are prefixed by what
// they are for, so they never collide with another remote's.
export const myReservationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyReservations: build.query<Reservation[], void>({
      query: () => listMyReservations.path,
      providesTags: ['Reservation'],
    }),
    /** Free start times for moving a reservation (GET /api/available-slots). */
    getMoveSlots: build.query<string[], { locationId: number; date: string }>({
      query: ({ locationId, date }) => `${listAvailableSlots.path}?${new URLSearchParams({ locationId: String(locationId), date })}`,
      providesTags: ['Slots'],
      // Availability changes as others book: a list seen a while ago is not kept around.
      keepUnusedDataFor: 30,
    }),
    updateMyReservation: build.mutation<Reservation, { id: number; body: UpdateReservationBody }>({
      query: ({ id, body }) => ({ url: updateReservation.path.replace(':id', String(id)), method: 'PATCH', body }),
      // A move or cancel changes the list and frees a slot; a 409 means the slot list was out of date.
      invalidatesTags: (result, error) => (result ? ['Reservation', 'Slots'] : error?.status === 409 ? ['Slots'] : []),
    }),
  }),
});

export const { useGetMyReservationsQuery, useGetMoveSlotsQuery, useUpdateMyReservationMutation } = myReservationsApi;
