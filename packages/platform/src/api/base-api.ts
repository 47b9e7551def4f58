import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './base-query.js';
import { callEndpoints } from './call-endpoints.js';

/** What cached answers are tagged with, for a change to refresh them. */
const TAG_TYPES = ['User', 'Location', 'Slots', 'Reservation', 'Product', 'Order', 'Payment', 'Admin'] as const;

/**
 * The one RTK Query API of the platform. The shell owns the store; the shell and every remote add
 * their calls with `injectCalls` (below). Per the spec: data does not go stale, is not refetched on
 * focus or reconnect, is not polled and is not retried.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: 60 * 60,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});

/**
 * Adds calls to the one API: the only way the shell and the remotes define endpoints. Endpoint
 * names are global across them, and a call defined twice would keep two cache entries for one
 * URL; so outside production a name defined again throws at once (RTK would otherwise keep the
 * first and only warn). A call used by more than one remote is defined once here in the platform.
 */
export const injectEndpoints = ((options) =>
  baseApi.injectEndpoints({
    overrideExisting: process.env.NODE_ENV === 'production' ? false : 'throw',
    ...options,
  })) as typeof baseApi.injectEndpoints;

/** The contract-typed endpoint builder a remote's calls are made with (callEndpoints over the one API). */
export type Calls = ReturnType<typeof callEndpoints<(typeof TAG_TYPES)[number], 'api'>>;

/**
 * A remote's calls on the one API, each made with the contract-typed `call` (callEndpoints): how
 * every API file of the shell and the remotes starts, said once.
 *
 *   export const myTiresApi = injectCalls((call) => ({ getMyTireSets: call.query('listMyTireSets', { providesTags: ['Reservation'] }) }));
 */
export const injectCalls = <Definitions extends EndpointDefinitions>(endpoints: (call: Calls) => Definitions) =>
  injectEndpoints({ endpoints: (build) => endpoints(callEndpoints(build)) });
