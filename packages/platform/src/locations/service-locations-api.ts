import { injectCalls } from '../api/base-api.js';

/**
 * The service locations with their opening hours: the one source of the hours shown anywhere
 * (footer, contact page, booking card). Defined once here so the shell and every remote share
 * one endpoint and one cache entry.
 */
export const serviceLocationsApi = injectCalls((call) => ({
  getServiceLocations: call.query('listServiceLocations', { providesTags: ['Location'] }),
}));

export const { useGetServiceLocationsQuery } = serviceLocationsApi;
