import { http } from 'msw';
import {
  CUSTOMER_CHANGEABLE_STAGES,
  freeChangeUntil,
  helsinkiInstant,
  reservationStage,
  slotHasBegun,
  updateReservation,
  type Reservation,
  type ErrorCode,
} from '@tire/contracts';
import type { MockDb } from '../db.js';
import { api, apiError, contractJson, parseBody, simulateLatency, type HandlerOptions } from '../respond.js';
import { actorOf, cancelReservation, recordReservationEvent, reservationView } from './reservations.js';

/** Whether a start is still outside the booking policy's window (a move may only go there). */
export const startOutsideWindow = (db: MockDb, startsAt: Date | string, serviceType: string) =>
  db.now().getTime() < freeChangeUntil(startsAt, serviceType).getTime();

type MoveResult = { ok: true } | { ok: false; code: ErrorCode };

/**
 * Moves a reservation to a free slot of its location, or says why not (the slot rules the
 * customer's and the admin's move share). Records the move in the history.
 */
export function moveReservation(
  db: MockDb,
  reservation: Reservation,
  scheduledDate: string,
  scheduledTime: string,
  actor: ReturnType<typeof actorOf>,
): MoveResult {
  const location = db.findLocation(reservation.locationId);
  const problem = location ? db.slotProblem(location, scheduledDate, scheduledTime) : 'outsideHours';
  if (!location || problem === 'outsideHours') return { ok: false, code: 'reservation.slotOutsideHours' };
  if (problem === 'inPast') return { ok: false, code: 'reservation.slotInPast' };
  const sameSlot = reservation.scheduledDate === scheduledDate && reservation.scheduledTime === scheduledTime;
  if (!sameSlot && (db.bookedTimes(location.id, scheduledDate).get(scheduledTime) ?? 0) >= db.dayOf(location, scheduledDate).capacity) {
    return { ok: false, code: 'reservation.slotUnavailable' };
  }
  const from = { scheduledDate: reservation.scheduledDate, scheduledTime: reservation.scheduledTime };
  reservation.scheduledDate = scheduledDate;
  reservation.scheduledTime = scheduledTime;
  reservation.startsAt = helsinkiInstant(scheduledDate, scheduledTime).toISOString();
  // The customer's "I'm coming" was for the old time (the service clears it with the move).
  if (!sameSlot) delete reservation.customerConfirmedAt;
  recordReservationEvent(db, reservation, 'moved', actor, { details: { from, to: { scheduledDate, scheduledTime } } });
  return { ok: true };
}

/** Why the booking policy refuses a customer's change (the reservations service's): only an upcoming booking, before the window closes. */
export function customerChangeRefusal(db: MockDb, reservation: Reservation): ErrorCode | undefined {
  const stage = reservationStage(reservation.status, reservation.paymentStatus);
  if (!CUSTOMER_CHANGEABLE_STAGES.includes(stage) || Date.parse(reservation.startsAt) <= db.now().getTime()) return 'update.notUpcoming';
  if (!startOutsideWindow(db, reservation.startsAt, reservation.serviceType)) return 'update.tooLate';
  return undefined;
}

/**
 * A customer's (or a guest's) move: as moveReservation, and the new start must itself be outside
 * the policy window (a start that has begun is left to the slot rules' own refusal).
 */
export function customerMove(...move: Parameters<typeof moveReservation>): MoveResult {
  const [db, reservation, scheduledDate, scheduledTime] = move;
  const startsAt = helsinkiInstant(scheduledDate, scheduledTime);
  if (!startOutsideWindow(db, startsAt, reservation.serviceType) && !slotHasBegun(scheduledDate, scheduledTime, db.now())) {
    return { ok: false, code: 'update.newStartTooSoon' };
  }
  return moveReservation(...move);
}

/**
 * PATCH /api/reservations/:id for the signed-in owner: cancel ({status: 'cancelled'}) or move
 * ({scheduledDate, scheduledTime}), with the reservations service's rules: only a held, paid or
 * confirmed booking (422 otherwise), only before the booking policy's window closes (409 with
 * the policy text), a move only to a free slot whose start is itself outside the window; another
 * customer's reservation is 404. A paid booking cancelled within policy is refunded in full.
 */
export const reservationChangeHandlers = (db: MockDb, options: HandlerOptions = {}) => [
  http.patch(api(updateReservation.path), async ({ request, params }) => {
    await simulateLatency(options);
    const user = db.user;
    if (!user) return apiError('unauthorized');
    const reservation = db.reservations.find((item) => item.id === Number(params.id) && item.guestEmail === user.email);
    if (!reservation) return apiError('reservation.reservationNotFound');
    const body = await parseBody(request, updateReservation.body);
    if (!body.ok) return body.response;

    const refused = customerChangeRefusal(db, reservation);
    if (refused) return apiError(refused);
    const actor = actorOf(db, 'web');

    if ('status' in body.data) {
      cancelReservation(db, reservation, 'customer', actor);
      return contractJson(updateReservation.response, reservationView(db, reservation));
    }

    const moved = customerMove(db, reservation, body.data.scheduledDate, body.data.scheduledTime, actor);
    if (!moved.ok) return apiError(moved.code);
    return contractJson(updateReservation.response, reservationView(db, reservation));
  }),
];
