import type { ServiceLocation } from '@tire/contracts';
import { baseApi } from '../api/base-api.js';

/**
 * The service locations with their opening hours: the one source of the hours shown anywhere
 * (footer, contact page, booking card). Defined once here so the shell and every remote share
 * one endpoint and one cache entry.
 */
export const serviceLocationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getServiceLocations: build.query<ServiceLocation[], void>({
      query: () => '/api/service-locations', // listServiceLocations.path; a literal keeps zod out of the first load
      providesTags: ['Location'],
    }),
  }),
});

export const { useGetServiceLocationsQuery } = serviceLocationsApi;
