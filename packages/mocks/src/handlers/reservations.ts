import { http } from 'msw';
import {
  createReservation,
  createReservationBodySchema,
  IDEMPOTENCY_KEY_HEADER,
  listMyReservations,
  missingGuestContact,
  RESERVATION_MESSAGES,
  trackReservation,
} from '@tire/contracts';
import type { MockDb } from '../db.js';
import { api, apiError, contractJson, parseBody, simulateLatency, type HandlerOptions } from '../respond.js';

/** HTTP status of each refusal of a booking: the same as the reservations service answers. */
const REFUSALS = {
  locationNotFound: 404,
  slotOutsideHours: 422,
  slotInPast: 422,
  slotUnavailable: 409,
  idempotencyConflict: 409,
} as const;

export const reservationHandlers = (db: MockDb, options: HandlerOptions = {}) => [
  http.post(api(createReservation.path), async ({ request }) => {
    await simulateLatency(options);
    const body = await parseBody(request, createReservationBodySchema);
    if (!body.ok) return body.response;
    if (!db.user && missingGuestContact(body.data)) return apiError(400, RESERVATION_MESSAGES.guestContactRequired);
    const result = db.book(body.data, request.headers.get(IDEMPOTENCY_KEY_HEADER) ?? undefined);
    if (!result.ok) return apiError(REFUSALS[result.reason], RESERVATION_MESSAGES[result.reason]);
    return contractJson(createReservation.response, result.reservation, { status: 201 });
  }),

  http.get(api('/api/reservations/track/:code'), async ({ params }) => {
    await simulateLatency(options);
    const reservation = db.findByTrackingCode(String(params.code));
    if (!reservation) return apiError(404, RESERVATION_MESSAGES.reservationNotFound);
    return contractJson(trackReservation.response, {
      trackingCode: reservation.trackingCode,
      status: reservation.status,
      scheduledDate: reservation.scheduledDate,
      scheduledTime: reservation.scheduledTime,
      locationId: reservation.locationId,
      serviceType: reservation.serviceType,
      totalPrice: reservation.totalPrice,
      notes: reservation.notes,
      paymentStatus: reservation.paymentStatus,
      locationName: db.findLocation(reservation.locationId)?.name,
    });
  }),

  http.get(api(listMyReservations.path), async () => {
    await simulateLatency(options);
    const user = db.user;
    if (!user) return apiError(401, 'Unauthorized');
    return contractJson(
      listMyReservations.response,
      db.reservations.filter((item) => item.guestEmail === user.email),
    );
  }),
];
