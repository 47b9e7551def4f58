import { type Reservation } from '@tire/contracts';
import { HttpError, inTransaction } from '@tire/service-kit';
import type pg from 'pg';
import type { Actor } from '../data-access/reservation-events.js';
import { lockReservation, type LockedReservation } from '../data-access/status-changes.js';
import type { BookingDeps, Caller } from './book-reservation.js';
import { cancelLockedReservation } from './cancel-reservation.js';
import { moveLockedReservation, newStartOf } from './move-reservation.js';
import { assertCustomerMayChange, assertCustomerMayMoveTo } from './reservation-lifecycle.js';
import { findReservationView } from './reservation-view.js';

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

export const reservationIdOf = (id: string) => {
  const reservationId = /^\d{1,9}$/.test(id) ? Number(id) : NaN;
  if (!Number.isSafeInteger(reservationId) || reservationId < 1) throw HttpError.of('reservation.reservationNotFound');
  return reservationId;
};

/**
 * A customer cancels or moves their own reservation, online only within the booking policy's
 * free-change window (409 with the policy text after it; the shop can still act). Someone
 * else's reservation answers exactly like an unknown id (404), so ids reveal nothing. A move
 * needs a slot a booking could take, outside the window too.
 */
export async function changeReservation(deps: ChangeDeps, { id, caller, change }: ChangeRequest): Promise<Reservation> {
  if (!caller.userId) throw HttpError.of('unauthorized');
  const userId = caller.userId;
  const reservationId = reservationIdOf(id);
  const now = deps.now();
  const actor: Actor = { type: 'customer', id: userId, email: caller.email ?? null, source: 'web' };

  await inTransaction(deps.pool, async (client) => {
    const current = await lockReservation(client, reservationId, userId);
    if (!current) throw HttpError.of('reservation.reservationNotFound');
    await changeLockedAsCustomer(client, deps, current, change, actor, now);
  });

  return findReservationView(deps.prisma, reservationId, now, deps.holdMinutes);
}

/**
 * The customer's own change of a locked reservation, whoever proves to be the customer (the
 * signed-in owner, or a guest holding the manage link from the booking's e-mail): the booking
 * policy first (409 notUpcoming, or the policy text inside the window), then the cancellation or
 * the move to a free start that is itself outside the window.
 */
export async function changeLockedAsCustomer(
  client: pg.PoolClient,
  deps: Pick<ChangeDeps, 'locations' | 'openingDays' | 'horizonDays'>,
  current: LockedReservation,
  change: ChangeRequest['change'],
  actor: Actor,
  now: Date,
) {
  assertCustomerMayChange(current, now);
  if ('status' in change) {
    // A fitting included in a tire order is cancelled with the order (which refunds it), never alone.
    if (current.orderId !== null) throw HttpError.of('fitting.belongsToOrder', { orderId: current.orderId });
    await cancelLockedReservation(client, current, 'customer', actor);
    return;
  }
  const start = await newStartOf(deps.locations, current, change, now, deps);
  assertCustomerMayMoveTo(start.startsAt, current.serviceType, now);
  await moveLockedReservation(client, current, start, actor, now);
}
