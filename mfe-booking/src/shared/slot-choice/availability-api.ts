import { injectCalls } from '@tire/platform';

export interface AvailabilityArgs {
  /** Without a location only every location's next free time comes back. */
  locationId?: number;
  from: string;
  to: string;
}

export const availabilityApi = injectCalls((call) => ({
  getAvailability: call.query('getAvailability', {
    query: ({ locationId, from, to }: AvailabilityArgs, path) =>
      `${path}?${new URLSearchParams({ ...(locationId ? { locationId: String(locationId) } : {}), from, to })}`,
    // A booking (or a 409 saying the page was out of date) invalidates 'Slots': the calendar reloads.
    providesTags: ['Slots'],
    keepUnusedDataFor: 30,
  }),
}));

export const { useGetAvailabilityQuery } = availabilityApi;
