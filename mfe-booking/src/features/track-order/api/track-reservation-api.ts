import { baseApi } from '@tire/platform';
import type { TrackedReservation } from '@tire/contracts';

export const trackReservationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    trackReservation: build.query<TrackedReservation, string>({
      query: (code) => `/api/reservations/track/${encodeURIComponent(code)}`,
      // A status changes as the shop works: every search asks again.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyTrackReservationQuery } = trackReservationApi;
