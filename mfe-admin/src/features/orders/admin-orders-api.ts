import { injectCalls } from '@tire/platform';
import type { AdminOrderTarget, OrderStatus } from '@tire/contracts';
import { callPath } from '@tire/contracts/paths';

/** A move that worked, or one the server refused as no longer possible (409): either way the lists are out of date. */
const refreshAfter = (result: unknown, error: { status?: unknown } | undefined) => (result || error?.status === 409 ? (['Order', 'Admin'] as const) : []);

// Endpoint names are global on the one shared API: the admin remote's own start with "admin".
export const adminOrdersApi = injectCalls((call) => ({
  /** The shop's orders of some statuses, newest first (GET /api/admin/orders?status=paid,ready). */
  adminOrders: call.query('listAdminOrders', {
    query: ({ status, limit }: { status: readonly OrderStatus[]; limit?: number }, path) =>
      `${path}?${new URLSearchParams({ status: status.join(','), ...(limit ? { limit: String(limit) } : {}) })}`,
    providesTags: ['Order', 'Admin'],
  }),
  adminSetOrderStatus: call.mutation('updateOrderStatus', {
    query: ({ id, status }: { id: number; status: AdminOrderTarget }, path) => ({ url: callPath(path, { id }), method: 'PATCH', body: { status } }),
    invalidatesTags: (result, error) => [...refreshAfter(result, error)],
  }),
}));

export const { useAdminOrdersQuery, useAdminSetOrderStatusMutation } = adminOrdersApi;
