import { baseApi } from '@tire/platform';
import { listMyReservations, listTireOrders, type Reservation, type TireOrder } from '@tire/contracts';

// Endpoint names are global on the one shared API: the shell's are prefixed with what they are for.
export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in customer's reservations (GET /api/reservations), for the next appointment. */
    getHomeReservations: build.query<Reservation[], void>({
      query: () => listMyReservations.path,
      providesTags: ['Reservation'],
    }),
    /** The customer's tire orders (GET /api/tire-orders), for the latest order. */
    getHomeOrders: build.query<TireOrder[], void>({
      query: () => listTireOrders.path,
      providesTags: ['Order'],
    }),
  }),
});

export const { useGetHomeReservationsQuery, useGetHomeOrdersQuery } = homeApi;
