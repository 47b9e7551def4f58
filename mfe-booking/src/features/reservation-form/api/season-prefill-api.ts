import { injectCalls } from '@tire/platform';
import { callPath } from '@tire/contracts/paths';

/**
 * The season change's pre-fill, by the two ways to it: one of the signed-in customer's stored
 * sets ("Book the change"), or a season invitation's link (no account needed). The first day
 * moves with the clock, so neither answer is kept once unused.
 */
export const seasonPrefillApi = injectCalls((call) => ({
  getSeasonChangePrefill: call.query('getSeasonChangePrefill', { query: (id: number, path) => callPath(path, { id }), keepUnusedDataFor: 0 }),
  getSeasonInvitation: call.query('getSeasonInvitation', {
    query: (invitationToken: string, path) => callPath(path, { invitationToken }),
    keepUnusedDataFor: 0,
  }),
}));

export const { useGetSeasonChangePrefillQuery, useGetSeasonInvitationQuery } = seasonPrefillApi;
