import { z } from 'zod';
import { callsOn, listCall } from '../common/call-families.js';
import { API_PATHS } from '../paths.js';
import { listPageQueryFields } from '../common/list-page.js';
import { idParamsSchema, isoDateSchema } from '../common/primitives.js';
import { ACTOR_TYPES, ADMIN_ACTIONS, EVENT_SOURCES, RESERVATION_EVENT_TYPES } from '../reservations/lifecycle.js';
import { moveReservationBodySchema } from '../reservations/my-reservations.js';
import { reservationSchema, reservationStatusSchema } from '../reservations/reservation.js';

/** How many reservations one admin list answer carries at most (the rest by `page`). */
export const ADMIN_LIST_MAX = 200;

/** What the admin types to find a booking: part of a tracking code, a plate or an e-mail address. */
export const adminSearchSchema = z
  .string()
  .trim()
  .min(2, 'Type at least 2 characters')
  .max(100, 'Type at most 100 characters')
  .regex(/^[^\u0000-\u001f\u007f]*$/, 'Remove control characters');

/**
 * One day's reservations (`date`), or all of them newest booking first; either way one page at a
 * time: `limit` (1..200, default 200) per page, then the next page by the answer's X-Next-Cursor
 * sent back as `cursor` (or `page` from 1, ignored with a cursor). `q` keeps those whose tracking
 * code, registration number (spaces and hyphens ignored) or customer e-mail contains it, case
 * ignored (at most the newest 1,000 matches). The answer stays a list; its X-Total-Count header
 * tells how many there are in all, up to 1,000 (X-Total-Count-Bounded: true when there are more):
 * LIST_PAGE_HEADERS.
 */
export const adminReservationsQuerySchema = z.object({
  date: isoDateSchema.optional(),
  q: adminSearchSchema.optional(),
  ...listPageQueryFields(ADMIN_LIST_MAX),
});

export type AdminReservationsQuery = z.infer<typeof adminReservationsQuerySchema>;

export const listAdminReservations = listCall(API_PATHS.listAdminReservations, { query: adminReservationsQuerySchema }, reservationSchema);

/** The original's data loader asks /api/admin/reservations/yyyy-MM-dd; answered the same way. */
export const listAdminReservationsByDatePath = listCall(
  API_PATHS.listAdminReservationsByDatePath,
  { params: z.object({ date: isoDateSchema }), query: adminReservationsQuerySchema.omit({ date: true }) },
  reservationSchema,
);

/** The status an administrator sets, or no_show (stored as completed with its mark). */
export const updateReservationStatusBodySchema = z.object({
  status: z.enum(ADMIN_ACTIONS),
});

/** An administrator's changes of one booking: each names it by its id and answers it as it is afterwards. */
const adminReservationCall = callsOn({ params: idParamsSchema, response: reservationSchema });

export const updateReservationStatus = adminReservationCall('PATCH', API_PATHS.updateReservationStatus, updateReservationStatusBodySchema);

export const ADMIN_MESSAGES = {
  forbidden: 'Ei käyttöoikeutta / Vain ylläpitäjät voivat käyttää tätä sivua.',
  unauthorized: 'Unauthorized',
} as const;

/** One entry of a reservation's history: what happened, who did it and from where. */
export const reservationEventSchema = z.object({
  id: z.number().int(),
  type: z.enum(RESERVATION_EVENT_TYPES),
  fromStatus: reservationStatusSchema.nullable(),
  toStatus: reservationStatusSchema.nullable(),
  actorType: z.enum(ACTOR_TYPES),
  /** The customer's or admin's user id, or the job's name; null for a guest. */
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  source: z.enum(EVENT_SOURCES),
  /** What changed (e.g. the old and new time of a move, a refund's amount). */
  details: z.record(z.string(), z.unknown()),
  at: z.string(),
});
export type ReservationEvent = z.infer<typeof reservationEventSchema>;

export const listReservationEvents = listCall(API_PATHS.listReservationEvents, { params: idParamsSchema }, reservationEventSchema);

/** An administrator moves a booking (inside the customer's policy window too), after confirming. */
export const adminMoveReservation = adminReservationCall('PATCH', API_PATHS.adminMoveReservation, moveReservationBodySchema);
