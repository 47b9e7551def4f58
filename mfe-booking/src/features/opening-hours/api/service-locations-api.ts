import { baseApi } from '@tire/platform';
import { listServiceLocations, type ServiceLocation } from '@tire/contracts';

/** Locations with their opening hours: the one source of the hours shown anywhere in booking. */
export const serviceLocationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getServiceLocations: build.query<ServiceLocation[], void>({
      query: () => listServiceLocations.path,
      providesTags: ['Location'],
    }),
  }),
});

export const { useGetServiceLocationsQuery } = serviceLocationsApi;
