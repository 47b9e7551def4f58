import { type AdminAction, type Reservation, type ReservationEventType } from '@tire/contracts';
import { HttpError, inTransaction } from '@tire/service-kit';
import type pg from 'pg';
import type { Prisma } from '../data-access/database.js';
import type { LocationCache } from '../data-access/locations-repository.js';
import { mintManageLink } from '../data-access/manage-links.js';
import { appendEvent, type Actor } from '../data-access/reservation-events.js';
import { writeEvent } from '../data-access/outbox.js';
import { contactEmailOf, lockReservation, setNoShow, setReservationStatus, type LockedReservation } from '../data-access/status-changes.js';
import { appointmentFacts } from './appointment-facts.js';
import { cancelLockedReservation } from './cancel-reservation.js';
import { reservationIdOf } from './change-reservation.js';
import { moveLockedReservation, newStartOf } from './move-reservation.js';
import type { OpeningDaysCache } from '../data-access/opening-days.js';
import { assertAdminMay, assertAdminMayMove } from './reservation-lifecycle.js';
import { findReservationView } from './reservation-view.js';

export interface AdminDeps {
  prisma: Prisma;
  pool: pg.Pool;
  locations: LocationCache;
  now: () => Date;
  /** Holidays, closures and the horizon: a move obeys them as a booking does. */
  openingDays?: OpeningDaysCache;
  horizonDays?: number;
  /** How long an unpaid booking holds its slot (RESERVATION_HOLD_MINUTES). */
  holdMinutes: number;
}

export interface StatusChangeRequest {
  /** The path's id as sent; anything but a positive integer is simply not found. */
  id: string;
  status: AdminAction;
  admin: { userId: string; email?: string };
}

const EVENT_OF: Record<Exclude<AdminAction, 'cancelled' | 'no_show'>, ReservationEventType> = {
  confirmed: 'confirmed',
  in_progress: 'started',
  completed: 'completed',
};

const adminActor = (admin: StatusChangeRequest['admin']): Actor => ({ type: 'admin', id: admin.userId, email: admin.email ?? null, source: 'admin' });

/**
 * An administrator moves a reservation along its lifecycle (reservation-lifecycle.ts says what
 * each stage allows; anything else is a 409 with a clear message). Setting the status it already
 * has changes nothing (a double click). The change, its history entry and the customer's e-mail
 * (confirmed; a cancellation sends its own, with the refund; a no-show its own) are written in one
 * transaction.
 */
export async function changeReservationStatus(deps: AdminDeps, { id, status, admin }: StatusChangeRequest): Promise<Reservation> {
  const reservationId = reservationIdOf(id);
  const actor = adminActor(admin);
  await inTransaction(deps.pool, async (client) => {
    const current = await lockReservation(client, reservationId);
    if (!current) throw HttpError.of('reservation.reservationNotFound');
    if (status === 'no_show' ? current.noShow : current.status === status) return;
    assertAdminMay(current, status, deps.now());
    if (status === 'cancelled') {
      // A fitting included in a tire order is cancelled by cancelling the order (its refund, its tires).
      if (current.orderId !== null) throw HttpError.of('fitting.belongsToOrder', { orderId: current.orderId });
      await cancelLockedReservation(client, current, 'admin', actor);
      return;
    }
    if (status === 'no_show') {
      await markNoShow(client, current, actor);
      return;
    }
    if (!(await setReservationStatus(client, current, status))) throw HttpError.of('reservation.slotUnavailable');
    await appendEvent(client, { reservationId, type: EVENT_OF[status], from: current.status, to: status, actor });
    if (status === 'confirmed') {
      const email = await contactEmailOf(client, current);
      const { reservationId: _id, ...facts } = appointmentFacts(current, email);
      await writeEvent(client, 'reservation.status-changed', {
        ...facts,
        status,
        wasPaid: current.paymentStatus === 'paid',
        ...(email ? { manageToken: await mintManageLink(client, reservationId, 'confirmed') } : {}),
      });
    }
  });
  return findReservationView(deps.prisma, reservationId, deps.now(), deps.holdMinutes);
}

/**
 * The customer did not come: the booking ends as completed with its no-show mark (the history's
 * entry says so), the payment is kept (no refund, nothing for the money notifier), and the
 * customer is told, with how to book again.
 */
async function markNoShow(client: pg.PoolClient, current: LockedReservation, actor: Actor) {
  await setNoShow(client, current.id);
  await appendEvent(client, { reservationId: current.id, type: 'completed', from: current.status, to: 'completed', actor, details: { noShow: true } });
  const email = await contactEmailOf(client, current);
  await writeEvent(client, 'reservation.no-show', {
    ...appointmentFacts(current, email),
    keptCents: current.paymentStatus === 'paid' ? current.totalCents : 0,
  });
}

/** An administrator moves a booking (inside the customer's free-change window too: the page asks first). */
export async function adminMoveReservation(
  deps: AdminDeps,
  { id, change, admin }: { id: string; change: { scheduledDate: string; scheduledTime: string }; admin: StatusChangeRequest['admin'] },
): Promise<Reservation> {
  const reservationId = reservationIdOf(id);
  const now = deps.now();
  await inTransaction(deps.pool, async (client) => {
    const current = await lockReservation(client, reservationId);
    if (!current) throw HttpError.of('reservation.reservationNotFound');
    assertAdminMayMove(current);
    const start = await newStartOf(deps.locations, current, change, now, deps);
    await moveLockedReservation(client, current, start, adminActor(admin), now);
  });
  return findReservationView(deps.prisma, reservationId, now, deps.holdMinutes);
}
