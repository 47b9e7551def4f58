import { http } from 'msw';
import {
  CHANGE_NOTICE_HOURS,
  RESERVATION_MESSAGES,
  UPDATE_RESERVATION_MESSAGES,
  updateReservation,
} from '@tire/contracts';
import type { MockDb } from '../db.js';
import { helsinkiInstant } from '../helsinki-time.js';
import { api, apiError, contractJson, parseBody, simulateLatency, type HandlerOptions } from '../respond.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * PATCH /api/reservations/:id for the signed-in owner: cancel ({status: 'cancelled'}) or move
 * ({scheduledDate, scheduledTime}) an upcoming reservation, with the reservations service's rules
 * (moves only to a free slot and more than 24 hours ahead; another customer's reservation is 404).
 */
export const reservationChangeHandlers = (db: MockDb, options: HandlerOptions = {}) => [
  http.patch(api(updateReservation.path), async ({ request, params }) => {
    await simulateLatency(options);
    const user = db.user;
    if (!user) return apiError(401, 'Unauthorized');
    const reservation = db.reservations.find((item) => item.id === Number(params.id) && item.guestEmail === user.email);
    if (!reservation) return apiError(404, RESERVATION_MESSAGES.reservationNotFound);
    const body = await parseBody(request, updateReservation.body);
    if (!body.ok) return body.response;

    const upcoming = !['cancelled', 'completed'].includes(reservation.status) && Date.parse(reservation.startsAt) > db.now().getTime();
    if (!upcoming) return apiError(422, UPDATE_RESERVATION_MESSAGES.notUpcoming);

    if ('status' in body.data) {
      reservation.status = 'cancelled';
      return contractJson(updateReservation.response, reservation);
    }

    if (Date.parse(reservation.startsAt) - db.now().getTime() <= CHANGE_NOTICE_HOURS * HOUR_MS) {
      return apiError(422, UPDATE_RESERVATION_MESSAGES.tooLate);
    }
    const { scheduledDate, scheduledTime } = body.data;
    const location = db.findLocation(reservation.locationId);
    if (!location || !db.slotsOfDay(location, scheduledDate).includes(scheduledTime)) {
      return apiError(422, RESERVATION_MESSAGES.slotOutsideHours);
    }
    if (db.isPast(scheduledDate, scheduledTime)) return apiError(422, RESERVATION_MESSAGES.slotInPast);
    const sameSlot = reservation.scheduledDate === scheduledDate && reservation.scheduledTime === scheduledTime;
    if (!sameSlot && db.bookedCount(location.id, scheduledDate, scheduledTime) >= location.capacity) {
      return apiError(409, RESERVATION_MESSAGES.slotUnavailable);
    }
    reservation.scheduledDate = scheduledDate;
    reservation.scheduledTime = scheduledTime;
    reservation.startsAt = helsinkiInstant(scheduledDate, scheduledTime).toISOString();
    return contractJson(updateReservation.response, reservation);
  }),
];
