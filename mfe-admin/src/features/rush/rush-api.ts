import { injectCalls } from '@tire/platform';
import type { InvitationBatchBody, RushDayBody, SeasonWindowBody } from '@tire/contracts';
import { callPath } from '@tire/contracts/paths';

// Endpoint names are global on the one shared API: the admin remote's own start with "admin".
// A rush day changes the slots offered, a batch the forecast: both refresh what shows them.
export const adminRushApi = injectCalls((call) => ({
  adminSaveRushDay: call.mutation('saveRushDay', {
    query: (body: RushDayBody, path) => ({ url: path, method: 'PUT', body }),
    invalidatesTags: (result) => (result ? ['Admin', 'Slots'] : []),
  }),
  adminRemoveRushDay: call.mutation('removeRushDay', {
    query: ({ locationId, date }: { locationId: number; date: string }, path) => ({ url: callPath(path, { locationId, date }), method: 'DELETE' }),
    invalidatesTags: (result) => (result ? ['Admin', 'Slots'] : []),
  }),
  adminSeasonWindows: call.query('listSeasonWindows', { query: (_: void, path) => path, providesTags: ['Admin'] }),
  adminCreateSeasonWindow: call.mutation('createSeasonWindow', {
    query: (body: SeasonWindowBody, path) => ({ url: path, method: 'POST', body }),
    invalidatesTags: (result) => (result ? ['Admin'] : []),
  }),
  adminSendInvitationBatch: call.mutation('sendInvitationBatch', {
    query: ({ seasonId, ...body }: InvitationBatchBody & { seasonId: number }, path) => ({ url: callPath(path, { seasonId }), method: 'POST', body }),
    invalidatesTags: (result) => (result ? ['Admin'] : []),
  }),
  adminSeasonForecast: call.query('getSeasonForecast', {
    query: ({ seasonId }: { seasonId: number }, path) => callPath(path, { seasonId }),
    providesTags: ['Admin'],
  }),
}));

export const {
  useAdminSaveRushDayMutation,
  useAdminRemoveRushDayMutation,
  useAdminSeasonWindowsQuery,
  useAdminCreateSeasonWindowMutation,
  useAdminSendInvitationBatchMutation,
  useAdminSeasonForecastQuery,
} = adminRushApi;
