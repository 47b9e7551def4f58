import type { ServiceLocation } from '@tire/contracts';
import { baseApi } from '@tire/platform';

/**
 * The service locations with their opening hours: the one source of hours shown on the site.
 */
export const serviceLocationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getServiceLocations: build.query<ServiceLocation[], void>({
      query: () => '/api/service-locations', // listServiceLocations.path; a literal keeps zod out of the shell
      providesTags: ['Location'],
    }),
  }),
  overrideExisting: false,
});

export const { useGetServiceLocationsQuery } = serviceLocationsApi;
