import { baseApi } from '@tire/platform';
import {
  getAdminStats,
  listAdminReservations,
  updateReservationStatus,
  type AdminStats,
  type Reservation,
  type ReservationStatus,
} from '@tire/contracts';

export type AdminStatus = Exclude<ReservationStatus, 'pending'>;

// Endpoint names are global on the one shared API: the admin remote's own start with "admin".
export const adminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminStats: build.query<AdminStats, void>({
      query: () => getAdminStats.path,
      providesTags: ['Admin'],
    }),
    /** All reservations (the newest booking first), or one Helsinki day's with `date`. */
    adminReservations: build.query<Reservation[], { date?: string }>({
      query: ({ date }) => (date ? `${listAdminReservations.path}?${new URLSearchParams({ date })}` : listAdminReservations.path),
      providesTags: ['Admin'],
    }),
    adminSetStatus: build.mutation<Reservation, { id: number; status: AdminStatus }>({
      query: ({ id, status }) => ({ url: updateReservationStatus.path.replace(':id', String(id)), method: 'PATCH', body: { status } }),
      // Stats, the day's cards and the activity list all change; customers' lists too.
      invalidatesTags: (result) => (result ? ['Admin', 'Reservation'] : []),
    }),
  }),
});

export const { useAdminStatsQuery, useAdminReservationsQuery, useAdminSetStatusMutation } = adminApi;
