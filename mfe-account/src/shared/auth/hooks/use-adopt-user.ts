import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import type { User } from '@tire/contracts';
import { authApi, baseApi, type PlatformStore } from '@tire/platform';

/**
 * Makes a user the server just answered with the current user: written into the auth/user cache
 * at once (the shell's route table and the next page see a signed-in user without a gap), then
 * the 'User' tag is invalidated so auth/user is fetched again from the session.
 */
export function useAdoptUser() {
  const dispatch = useDispatch<PlatformStore['dispatch']>();
  return useCallback(
    async (user: User) => {
      await dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, user));
      dispatch(baseApi.util.invalidateTags(['User']));
    },
    [dispatch],
  );
}
