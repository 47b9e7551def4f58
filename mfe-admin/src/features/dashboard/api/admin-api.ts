import { injectCalls } from '@tire/platform';
import type { AdminAction, MoveReservationBody } from '@tire/contracts';
import { callPath } from '@tire/contracts/paths';

/** What the admin sets: a status, or no_show (stored as completed with its mark). */
export type AdminStatus = AdminAction;

/** A change that worked, or one the server refused as no longer possible (409): either way the lists are out of date. */
const refreshAfter = (result: unknown, error: { status?: unknown } | undefined) =>
  result || error?.status === 409 ? (['Admin', 'Reservation', 'Slots'] as const) : [];

// Endpoint names are global on the one shared API: the admin remote's own start with "admin".
export const adminApi = injectCalls((call) => ({
  adminStats: call.query('getAdminStats', { providesTags: ['Admin'] }),
  /** Paid marks given up on and refunds that failed for good, as the payments service counts them. */
  adminPaymentsAttention: call.query('getPaymentsAttention', { providesTags: ['Admin'] }),
  /** The newest bookings first: one Helsinki day's with `date`, those matching `q`, or the latest `limit` of all (the server pages its lists). */
  adminReservations: call.query('listAdminReservations', {
    query: ({ date, limit, q }: { date?: string; limit?: number; q?: string }, path) => {
      const params = new URLSearchParams({ ...(date ? { date } : {}), ...(limit ? { limit: String(limit) } : {}), ...(q ? { q } : {}) });
      return params.size ? `${path}?${params}` : path;
    },
    providesTags: ['Admin'],
  }),
  adminSetStatus: call.mutation('updateReservationStatus', {
    query: ({ id, status }: { id: number; status: AdminStatus }, path) => ({ url: callPath(path, { id }), method: 'PATCH', body: { status } }),
    // Stats, the day's cards, the activity list and the histories all change; customers' lists too.
    invalidatesTags: (result, error) => [...refreshAfter(result, error)],
  }),
  /** A booking's history, oldest first (GET /api/admin/reservations/:id/events). */
  adminReservationEvents: call.query('listReservationEvents', {
    query: (id: number, path) => callPath(path, { id }),
    providesTags: ['Admin'],
  }),
  adminMoveReservation: call.mutation('adminMoveReservation', {
    query: ({ id, body }: { id: number; body: MoveReservationBody }, path) => ({ url: callPath(path, { id }), method: 'PATCH', body }),
    invalidatesTags: (result, error) => [...refreshAfter(result, error)],
  }),
}));

export const {
  useAdminStatsQuery,
  useAdminPaymentsAttentionQuery,
  useAdminReservationsQuery,
  useAdminSetStatusMutation,
  useAdminReservationEventsQuery,
  useAdminMoveReservationMutation,
} = adminApi;
