import { z } from 'zod';
import { defineCall } from '../common/call.js';
import { isoDateSchema, timeSchema } from '../common/primitives.js';
import { reservationSchema } from './reservation.js';

export const listMyReservations = defineCall({
  method: 'GET',
  path: '/api/reservations',
  response: z.array(reservationSchema),
});

/** A customer moves ({scheduledDate, scheduledTime}) or cancels ({status: 'cancelled'}) their reservation. */
export const updateReservationBodySchema = z.union([
  z.object({ status: z.literal('cancelled') }).strict(),
  z
    .object({
      scheduledDate: z.string().trim().min(1, 'Please select a date').transform((v) => v.slice(0, 10)).pipe(isoDateSchema),
      scheduledTime: timeSchema,
    })
    .strict(),
], { error: 'Send either {status: "cancelled"} or {scheduledDate, scheduledTime}' });
export type UpdateReservationBody = z.input<typeof updateReservationBodySchema>;

export const UPDATE_RESERVATION_MESSAGES = {
  tooLate: 'Changes must be made at least 24 hours before the appointment',
  notUpcoming: 'Only upcoming reservations can be changed',
} as const;

export const updateReservation = defineCall({
  method: 'PATCH',
  path: '/api/reservations/:id',
  body: updateReservationBodySchema,
  response: reservationSchema,
});
