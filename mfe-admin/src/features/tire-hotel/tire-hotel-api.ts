import { injectCalls } from '@tire/platform';
import type { RecordTireSetIntakeBody } from '@tire/contracts';
import { callPath } from '@tire/contracts/paths';

/** The tire hotel's staff calls (issue 27): intake, the sets found by plate or label, out-take and return, a day's pick list. */
export const tireHotelApi = injectCalls((call) => ({
  adminRecordTireSetIntake: call.mutation('recordTireSetIntake', {
    query: (body: RecordTireSetIntakeBody, path) => ({ url: path, method: 'POST', body }),
    invalidatesTags: (result) => (result ? ['Admin'] : []),
  }),
  adminTireSets: call.query('listAdminTireSets', {
    query: ({ q }: { q: string }, path) => `${path}?${new URLSearchParams({ q })}`,
    providesTags: ['Admin'],
  }),
  adminTakeOutTireSet: call.mutation('takeOutTireSet', {
    query: (id: number, path) => ({ url: callPath(path, { id }), method: 'POST', body: {} }),
    invalidatesTags: (result, error) => (result || error?.status === 409 ? ['Admin'] : []),
  }),
  adminReturnTireSet: call.mutation('returnTireSet', {
    query: (id: number, path) => ({ url: callPath(path, { id }), method: 'POST', body: {} }),
    invalidatesTags: (result, error) => (result || error?.status === 409 ? ['Admin'] : []),
  }),
  adminEndTireStorage: call.mutation('adminEndTireStorage', {
    query: (id: number, path) => ({ url: callPath(path, { id }), method: 'POST' }),
    invalidatesTags: (result, error) => (result || error?.status === 409 ? ['Admin'] : []),
  }),
  adminTireSetPickList: call.query('getTireSetPickList', {
    query: ({ locationId, date }: { locationId: number; date: string }, path) => `${path}?${new URLSearchParams({ locationId: String(locationId), date })}`,
    providesTags: ['Admin'],
  }),
}));

export const {
  useAdminRecordTireSetIntakeMutation,
  useAdminTireSetsQuery,
  useAdminTakeOutTireSetMutation,
  useAdminReturnTireSetMutation,
  useAdminEndTireStorageMutation,
  useAdminTireSetPickListQuery,
} = tireHotelApi;
