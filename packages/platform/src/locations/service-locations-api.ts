import type { ServiceLocation } from '@tire/contracts';
import { API_PATHS } from '@tire/contracts/paths';
import { injectEndpoints } from '../api/base-api.js';

/**
 * The service locations with their opening hours: the one source of the hours shown anywhere
 * (footer, contact page, booking card). Defined once here so the shell and every remote share
 * one endpoint and one cache entry.
 */
export const serviceLocationsApi = injectEndpoints({
  endpoints: (build) => ({
    getServiceLocations: build.query<ServiceLocation[], void>({
      query: () => API_PATHS.listServiceLocations,
      providesTags: ['Location'],
    }),
  }),
});

export const { useGetServiceLocationsQuery } = serviceLocationsApi;
