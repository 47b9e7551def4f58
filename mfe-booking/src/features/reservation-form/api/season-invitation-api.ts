import { callEndpoints, injectEndpoints } from '@tire/platform';
import { callPath } from '@tire/contracts/paths';

/** What a season invitation's link opens: the customer's season-change pre-fill, no account needed. */
export const seasonInvitationApi = injectEndpoints({
  endpoints: (build) => ({
    getSeasonInvitation: callEndpoints(build).query('getSeasonInvitation', {
      query: (invitationToken: string, path) => callPath(path, { invitationToken }),
      // The first day moves with the clock: never keep an old answer.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetSeasonInvitationQuery } = seasonInvitationApi;
