import { z } from 'zod';
import { defineCall } from '../common/call.js';
import { API_PATHS } from '../paths.js';
import { pathTextSchema, TEXT_LIMITS } from '../common/primitives.js';
import { lifecycleFields, paymentStatusSchema, reservationStatusSchema, serviceTypeSchema } from './reservation.js';

/** Tracking codes look like TIRE-7K3QZP: an upper-case word, a hyphen, six unambiguous characters. */
export const TRACKING_CODE_PREFIX = 'TIRE';
export const TRACKING_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const TRACKING_CODE_LENGTH = 6;
export const trackingCodePattern = /^[A-Z]+-[A-Z0-9]{6}$/;
export const normalizeTrackingCode = (code: string) => code.trim().toUpperCase();
/**
 * The code in a track path: bounded and printable (an unknown or malformed code is still the
 * service's 404, so the answer does not tell a bad code from a missing one).
 */
export const trackingCodeParamsSchema = z.object({ code: pathTextSchema('Tracking code', TEXT_LIMITS.trackingCode) });

/** What anyone holding the code may see: no personal data. */
export const trackedReservationSchema = z.object({
  trackingCode: z.string(),
  status: reservationStatusSchema,
  scheduledDate: z.string(),
  scheduledTime: z.string(),
  locationId: z.number().int(),
  serviceType: serviceTypeSchema,
  totalPrice: z.string(),
  notes: z.string().nullable(),
  paymentStatus: paymentStatusSchema,
  /** While unpaid and pending: when the slot is released (ISO 8601); otherwise null. */
  holdExpiresAt: z.string().nullable().optional(),
  ...lifecycleFields,
});
export type TrackedReservation = z.infer<typeof trackedReservationSchema>;

export const trackReservation = defineCall({
  method: 'GET',
  path: API_PATHS.trackReservation,
  params: trackingCodeParamsSchema,
  response: trackedReservationSchema,
});

/** The paid booking as a calendar file (.ics, text/calendar), for the payment page's add-to-calendar link. */
export const downloadReservationCalendar = defineCall({ method: 'GET', path: API_PATHS.downloadReservationCalendar, params: trackingCodeParamsSchema });
