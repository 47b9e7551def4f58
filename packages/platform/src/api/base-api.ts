import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './base-query.js';

/**
 * The one RTK Query API of the platform. The shell owns the store; every remote adds its calls
 * with `baseApi.injectEndpoints`. Per the spec: data does not go stale, is not refetched on
 * focus or reconnect, is not polled and is not retried.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: ['User', 'Location', 'Slots', 'Reservation', 'Product', 'Order', 'Payment', 'Admin'],
  keepUnusedDataFor: 60 * 60,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
