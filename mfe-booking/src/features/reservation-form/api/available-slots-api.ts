import { baseApi } from '@tire/platform';
import { listAvailableSlots, type AvailableSlotsQuery } from '@tire/contracts';

export const availableSlotsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAvailableSlots: build.query<string[], { locationId: number; date: string }>({
      query: ({ locationId, date }: AvailableSlotsQuery) =>
        `${listAvailableSlots.path}?${new URLSearchParams({ locationId: String(locationId), date })}`,
      providesTags: ['Slots'],
      // Availability changes as others book: a list seen a while ago is not kept around.
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useGetAvailableSlotsQuery } = availableSlotsApi;
