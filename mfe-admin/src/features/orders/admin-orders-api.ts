import { injectEndpoints } from '@tire/platform';
import { callPath, listAdminOrders, updateOrderStatus, type AdminOrder, type AdminOrderTarget, type OrderStatus } from '@tire/contracts';

/** A move that worked, or one the server refused as no longer possible (409): either way the lists are out of date. */
const refreshAfter = (result: unknown, error: { status?: unknown } | undefined) => (result || error?.status === 409 ? (['Order', 'Admin'] as const) : []);

// Endpoint names are global on the one shared API: the admin remote's own start with "admin".
export const adminOrdersApi = injectEndpoints({
  endpoints: (build) => ({
    /** The shop's orders of some statuses, newest first (GET /api/admin/orders?status=paid,ready). */
    adminOrders: build.query<AdminOrder[], { status: readonly OrderStatus[]; limit?: number }>({
      query: ({ status, limit }) => `${listAdminOrders.path}?${new URLSearchParams({ status: status.join(','), ...(limit ? { limit: String(limit) } : {}) })}`,
      providesTags: ['Order', 'Admin'],
    }),
    adminSetOrderStatus: build.mutation<AdminOrder, { id: number; status: AdminOrderTarget }>({
      query: ({ id, status }) => ({ url: callPath(updateOrderStatus, { id }), method: 'PATCH', body: { status } }),
      invalidatesTags: (result, error) => [...refreshAfter(result, error)],
    }),
  }),
});

export const { useAdminOrdersQuery, useAdminSetOrderStatusMutation } = adminOrdersApi;
