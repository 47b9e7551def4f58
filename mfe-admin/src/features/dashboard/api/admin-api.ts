import { injectEndpoints } from '@tire/platform';
import {
  adminMoveReservation,
  callPath,
  getAdminStats,
  getPaymentsAttention,
  listAdminReservations,
  listReservationEvents,
  updateReservationStatus,
  type AdminStats,
  type PaymentsAttention,
  type MoveReservationBody,
  type Reservation,
  type ReservationEvent,
  type ReservationStatus,
} from '@tire/contracts';

export type AdminStatus = Exclude<ReservationStatus, 'pending'>;

/** A change that worked, or one the server refused as no longer possible (409): either way the lists are out of date. */
const refreshAfter = (result: unknown, error: { status?: unknown } | undefined) =>
  result || error?.status === 409 ? (['Admin', 'Reservation', 'Slots'] as const) : [];

// Endpoint names are global on the one shared API: the admin remote's own start with "admin".
export const adminApi = injectEndpoints({
  endpoints: (build) => ({
    adminStats: build.query<AdminStats, void>({
      query: () => getAdminStats.path,
      providesTags: ['Admin'],
    }),
    /** Paid marks given up on and refunds that failed for good, as the payments service counts them. */
    adminPaymentsAttention: build.query<PaymentsAttention, void>({
      query: () => getPaymentsAttention.path,
      providesTags: ['Admin'],
    }),
    /** The newest bookings first: one Helsinki day's with `date`, those matching `q`, or the latest `limit` of all (the server pages its lists). */
    adminReservations: build.query<Reservation[], { date?: string; limit?: number; q?: string }>({
      query: ({ date, limit, q }) => {
        const params = new URLSearchParams({ ...(date ? { date } : {}), ...(limit ? { limit: String(limit) } : {}), ...(q ? { q } : {}) });
        return params.size ? `${listAdminReservations.path}?${params}` : listAdminReservations.path;
      },
      providesTags: ['Admin'],
    }),
    adminSetStatus: build.mutation<Reservation, { id: number; status: AdminStatus }>({
      query: ({ id, status }) => ({ url: callPath(updateReservationStatus, { id }), method: 'PATCH', body: { status } }),
      // Stats, the day's cards, the activity list and the histories all change; customers' lists too.
      invalidatesTags: (result, error) => [...refreshAfter(result, error)],
    }),
    /** A booking's history, oldest first (GET /api/admin/reservations/:id/events). */
    adminReservationEvents: build.query<ReservationEvent[], number>({
      query: (id) => callPath(listReservationEvents, { id }),
      providesTags: ['Admin'],
    }),
    adminMoveReservation: build.mutation<Reservation, { id: number; body: MoveReservationBody }>({
      query: ({ id, body }) => ({ url: callPath(adminMoveReservation, { id }), method: 'PATCH', body }),
      invalidatesTags: (result, error) => [...refreshAfter(result, error)],
    }),
  }),
});

export const {
  useAdminStatsQuery,
  useAdminPaymentsAttentionQuery,
  useAdminReservationsQuery,
  useAdminSetStatusMutation,
  useAdminReservationEventsQuery,
  useAdminMoveReservationMutation,
} = adminApi;
