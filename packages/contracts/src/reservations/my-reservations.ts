import { z } from 'zod';
import { defineCall } from '../common/call.js';
import { API_PATHS } from '../paths.js';
import { idParamsSchema, isoDateSchema, timeSchema } from '../common/primitives.js';
import { bookingPolicyText } from './lifecycle.js';
import { isScheduledDateText } from './create-reservation.js';
import { RESERVATION_MESSAGES } from './messages.js';
import { reservationSchema } from './reservation.js';

export const listMyReservations = defineCall({ method: 'GET', path: API_PATHS.listMyReservations, response: z.array(reservationSchema) });

/** A customer cancels their reservation. */
export const cancelReservationBodySchema = z.object({ status: z.literal('cancelled') }).strict();

/** A customer moves their reservation to another day and time (the modify dialog's form). */
export const moveReservationBodySchema = z
  .object({
    scheduledDate: z
      .string({ error: RESERVATION_MESSAGES.scheduledDate })
      .trim()
      .min(1, RESERVATION_MESSAGES.scheduledDate)
      .refine(isScheduledDateText, RESERVATION_MESSAGES.scheduledDate)
      .transform((v) => v.slice(0, 10))
      .pipe(isoDateSchema),
    scheduledTime: z.string({ error: RESERVATION_MESSAGES.scheduledTime }).min(1, RESERVATION_MESSAGES.scheduledTime).pipe(timeSchema),
  })
  .strict();
export type MoveReservationBody = z.input<typeof moveReservationBodySchema>;

/** A customer moves ({scheduledDate, scheduledTime}) or cancels ({status: 'cancelled'}) their reservation. */
export const updateReservationBodySchema = z.union([cancelReservationBodySchema, moveReservationBodySchema], {
  error: 'Send either {status: "cancelled"} or {scheduledDate, scheduledTime}',
});
export type UpdateReservationBody = z.input<typeof updateReservationBodySchema>;

/** A refusal inside the policy window answers 409 with the policy itself (BOOKING_POLICY_TEXT.en). */
export const UPDATE_RESERVATION_MESSAGES = {
  tooLate: bookingPolicyText('en'),
  newStartTooSoon: 'The new time must be more than 24 hours away; for a sooner time, please contact the location.',
  notUpcoming: 'Only upcoming reservations can be changed',
} as const;

export const updateReservation = defineCall({
  method: 'PATCH',
  path: API_PATHS.updateReservation,
  params: idParamsSchema,
  body: updateReservationBodySchema,
  response: reservationSchema,
});
