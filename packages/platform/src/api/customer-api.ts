import { callPath } from '@tire/contracts/paths';
import { injectCalls } from './base-api.js';

export interface DaySlotsArgs {
  locationId: number;
  /** yyyy-MM-dd, a Helsinki calendar day. */
  date: string;
}

/**
 * The customer's resources that more than one page shows (the home page, the account, the booking
 * and the shop): one endpoint each, so one cache entry per URL, refreshed by the tags the
 * mutations invalidate. Paths from @tire/contracts/paths: no zod in the first page load.
 */
export const customerApi = injectCalls((call) => ({
  /** The signed-in customer's reservations, the latest appointment first. */
  getMyReservations: call.query('listMyReservations', {
    providesTags: ['Reservation'],
  }),
  /** The signed-in customer's tire orders, the newest first. */
  getMyOrders: call.query('listTireOrders', {
    providesTags: ['Order'],
  }),
  /** A booking by its tracking code (no personal data). Its status moves as the shop works: never kept. */
  getTrackedReservation: call.query('trackReservation', {
    query: (code: string, path) => callPath(path, { code }),
    keepUnusedDataFor: 0,
    providesTags: ['Reservation'],
  }),
  /** The start times still free at a location on a day. Availability changes as others book: kept 30 s. */
  getAvailableSlots: call.query('listAvailableSlots', {
    query: ({ locationId, date }: DaySlotsArgs, path) => `${path}?${new URLSearchParams({ locationId: String(locationId), date })}`,
    providesTags: ['Slots'],
    keepUnusedDataFor: 30,
  }),
}));

export const { useGetMyReservationsQuery, useGetMyOrdersQuery, useGetTrackedReservationQuery, useLazyGetTrackedReservationQuery, useGetAvailableSlotsQuery } =
  customerApi;
