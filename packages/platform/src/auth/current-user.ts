import type { User } from '@tire/contracts';
import { API_PATHS } from '@tire/contracts/paths';
import { injectEndpoints } from '../api/base-api.js';

/** The signed-in user; null when signed out (401 is an answer here, never retried). */
export const authApi = injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<User | null, void>({
      query: () => API_PATHS.getCurrentUser,
      extraOptions: { on401: 'returnNull' },
      providesTags: ['User'],
    }),
  }),
});

export function useCurrentUser() {
  const { data, isLoading, isFetching } = authApi.useGetCurrentUserQuery();
  return { user: data ?? null, isLoading: isLoading || (isFetching && data === undefined) };
}
