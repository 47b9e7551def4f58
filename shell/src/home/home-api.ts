import { baseApi } from '@tire/platform';
import type { Reservation, TireOrder } from '@tire/contracts';

// The paths are the contracts' (listMyReservations, listTireOrders) written as literals: importing
// the call objects would bring zod into the first page load.
// Endpoint names are global on the one shared API: the shell's are prefixed with what they are for.
export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in customer's reservations (GET /api/reservations), for the next appointment. */
    getHomeReservations: build.query<Reservation[], void>({
      query: () => '/api/reservations',
      providesTags: ['Reservation'],
    }),
    /** The customer's tire orders (GET /api/tire-orders), for the latest order. */
    getHomeOrders: build.query<TireOrder[], void>({
      query: () => '/api/tire-orders',
      providesTags: ['Order'],
    }),
  }),
});

export const { useGetHomeReservationsQuery, useGetHomeOrdersQuery } = homeApi;
