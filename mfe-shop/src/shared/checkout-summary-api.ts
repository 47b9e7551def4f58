import { baseApi } from '@tire/platform';
import { listTireOrders, type TireOrder, type TrackedReservation } from '@tire/contracts';

/** What checkout shows before paying: the reservation by its code, or the customer's order. */
export const checkoutSummaryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCheckoutReservation: build.query<TrackedReservation, string>({
      query: (code) => `/api/reservations/track/${encodeURIComponent(code)}`,
      // Payment status changes: always ask again when checkout opens.
      keepUnusedDataFor: 0,
      providesTags: ['Reservation'],
    }),
    getCheckoutOrders: build.query<TireOrder[], void>({
      query: () => listTireOrders.path,
      keepUnusedDataFor: 0,
      providesTags: ['Order'],
    }),
  }),
});

export const { useGetCheckoutReservationQuery, useGetCheckoutOrdersQuery } = checkoutSummaryApi;
