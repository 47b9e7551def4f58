import { injectCalls } from '@tire/platform';

// The rush days (extra bays, longer hours) from today on: the rush section edits them and the
// day's timeline draws a day with its extra bays and hours (locationOnDay).
export const adminRushDaysApi = injectCalls((call) => ({
  adminRushDays: call.query('listRushDays', { query: (_: void, path) => path, providesTags: ['Admin'] }),
}));

export const { useAdminRushDaysQuery } = adminRushDaysApi;
