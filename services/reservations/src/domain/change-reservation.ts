import { RESERVATION_MESSAGES as M, UPDATE_RESERVATION_MESSAGES as U, type Reservation } from '@tire/contracts';
import { HttpError, inTransaction } from '@tire/service-kit';
import type pg from 'pg';
import { cancelReservation, lockOwnReservation, moveIntoFreeBay } from '../data-access/reservation-changes.js';
import type { BookingDeps, Caller } from './book-reservation.js';
import { hasMoveNotice, isUpcoming } from './change-rules.js';
import { slotProblem } from './free-slots.js';
import { bookingDateOf, helsinkiInstant } from './helsinki-time.js';
import { toReservation } from './reservation-view.js';

export interface ChangeDeps extends BookingDeps {
  pool: pg.Pool;
}

export interface ChangeRequest {
  /** The path's id as sent; anything but a positive integer is simply not found. */
  id: string;
  caller: Caller;
  /**
   * A cancellation or a move (checked against updateReservationBodySchema). The move's
   * scheduledDate is the text as sent: a date picker's ISO instant is read as its Helsinki day,
   * as for a booking.
   */
  change: { status: 'cancelled' } | { scheduledDate: string; scheduledTime: string };
}

/**
 * A customer cancels or moves their own upcoming reservation. Someone else's reservation answers
 * exactly like an unknown id (404), so ids reveal nothing. A move needs more than 24 h of notice
 * and a slot a booking could take (opening hours, not begun, a bay free); it keeps the tracking
 * code and takes a bay at the new start in the same transaction that frees the old one.
 */
export async function changeReservation(deps: ChangeDeps, { id, caller, change }: ChangeRequest): Promise<Reservation> {
  if (!caller.userId) throw HttpError.unauthorized();
  const userId = caller.userId;
  const reservationId = /^\d{1,9}$/.test(id) ? Number(id) : NaN;
  if (!Number.isSafeInteger(reservationId) || reservationId < 1) throw HttpError.notFound(M.reservationNotFound);
  const now = deps.now();

  await inTransaction(deps.pool, async (client) => {
    const current = await lockOwnReservation(client, reservationId, userId);
    if (!current) throw HttpError.notFound(M.reservationNotFound);
    if (!isUpcoming(current, now)) throw HttpError.conflict(U.notUpcoming);

    if ('status' in change) {
      await cancelReservation(client, current.id);
      return;
    }

    if (!hasMoveNotice(current, now)) throw HttpError.unprocessable(U.tooLate);
    const date = bookingDateOf(change.scheduledDate);
    if (!date) throw HttpError.badRequest(M.scheduledDate, { errors: [{ path: 'scheduledDate', message: M.scheduledDate }] });
    const location = await deps.locations.byId(current.locationId);
    if (!location) throw HttpError.notFound(M.locationNotFound);
    const problem = slotProblem(date, change.scheduledTime, location.openingHours, now);
    if (problem === 'outsideHours') throw HttpError.unprocessable(M.slotOutsideHours);
    if (problem === 'inPast') throw HttpError.unprocessable(M.slotInPast);
    const start = {
      scheduledDate: date,
      scheduledTime: change.scheduledTime,
      startsAt: helsinkiInstant(date, change.scheduledTime),
    };
    if (!(await moveIntoFreeBay(client, current.id, start, location.capacity))) throw HttpError.conflict(M.slotUnavailable);
  });

  return toReservation(await deps.prisma.reservation.findUniqueOrThrow({ where: { id: reservationId } }));
}
