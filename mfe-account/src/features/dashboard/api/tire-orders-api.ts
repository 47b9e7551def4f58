import { baseApi } from '@tire/platform';
import { listTireOrders, type TireOrder } from '@tire/contracts';

export const dashboardOrdersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The customer's tire orders for the dashboard (GET /api/tire-orders). */
    getDashboardOrders: build.query<TireOrder[], void>({
      query: () => listTireOrders.path,
      providesTags: ['Order'],
    }),
  }),
});

export const { useGetDashboardOrdersQuery } = dashboardOrdersApi;
