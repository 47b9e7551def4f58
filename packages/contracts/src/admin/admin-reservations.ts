import { z } from 'zod';
import { defineCall } from '../common/call.js';
import { isoDateSchema } from '../common/primitives.js';
import { reservationSchema, reservationStatusSchema } from '../reservations/reservation.js';

export const adminReservationsQuerySchema = z.object({ date: isoDateSchema.optional() });

export const listAdminReservations = defineCall({
  method: 'GET',
  path: '/api/admin/reservations',
  query: adminReservationsQuerySchema,
  response: z.array(reservationSchema),
});

/** The original's data loader asks /api/admin/reservations/yyyy-MM-dd; answered the same way. */
export const listAdminReservationsByDatePath = defineCall({
  method: 'GET',
  path: '/api/admin/reservations/:date',
  response: z.array(reservationSchema),
});

export const updateReservationStatusBodySchema = z.object({
  status: reservationStatusSchema.exclude(['pending']),
});

export const updateReservationStatus = defineCall({
  method: 'PATCH',
  path: '/api/reservations/:id/status',
  body: updateReservationStatusBodySchema,
  response: reservationSchema,
});

export const ADMIN_MESSAGES = {
  forbidden: 'Ei käyttöoikeutta / Vain ylläpitäjät voivat käyttää tätä sivua.',
  unauthorized: 'Unauthorized',
} as const;
