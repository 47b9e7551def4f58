import { RESERVATION_MESSAGES as M, type NotificationEvent, type Reservation } from '@tire/contracts';
import { HttpError, inTransaction } from '@tire/service-kit';
import type pg from 'pg';
import {
  lockReservationForAdmin,
  receiptEmailOf,
  recordStatusChange,
  setReservationStatus,
  writeOutboxEvent,
} from '../data-access/status-changes.js';
import type { Prisma } from '../data-access/database.js';
import { toReservation } from './reservation-view.js';

export const RESERVATION_STATUS_CHANGED = 'reservation.status-changed';

/** The statuses an administrator sets (updateReservationStatusBodySchema). */
export type AdminStatus = 'confirmed' | 'in_progress' | 'completed' | 'cancelled';

export interface StatusChangeRequest {
  /** The path's id as sent; anything but a positive integer is simply not found. */
  id: string;
  status: AdminStatus;
  admin: { userId: string; email?: string };
}

/**
 * An administrator sets a reservation's status (any state to any admin status). The change, its
 * history row (who, when, from, to) and, for confirmed or cancelled, the customer's e-mail event
 * are written in one transaction: the e-mail leaves through the outbox after the commit. Setting
 * the status it already has changes nothing, records nothing and sends nothing.
 */
export async function changeReservationStatus(
  deps: { prisma: Prisma; pool: pg.Pool },
  { id, status, admin }: StatusChangeRequest,
): Promise<Reservation> {
  const reservationId = /^\d{1,9}$/.test(id) ? Number(id) : NaN;
  if (!Number.isSafeInteger(reservationId) || reservationId < 1) throw HttpError.notFound(M.reservationNotFound);

  await inTransaction(deps.pool, async (client) => {
    const current = await lockReservationForAdmin(client, reservationId);
    if (!current) throw HttpError.notFound(M.reservationNotFound);
    if (current.status === status) return;
    if (!(await setReservationStatus(client, current, status))) throw HttpError.conflict(M.slotUnavailable);
    await recordStatusChange(client, {
      reservationId,
      from: current.status,
      to: status,
      changedBy: admin.userId,
      changedByEmail: admin.email ?? null,
    });
    if (status === 'confirmed' || status === 'cancelled') {
      const event: NotificationEvent<'reservation.status-changed'> = {
        trackingCode: current.trackingCode,
        status,
        email: current.guestEmail?.trim() || (await receiptEmailOf(client, reservationId)),
        language: current.language === 'en' ? 'en' : 'fi',
        scheduledDate: current.scheduledDate,
        scheduledTime: current.scheduledTime,
        locationName: current.locationName,
        serviceType: current.serviceType,
      };
      await writeOutboxEvent(client, RESERVATION_STATUS_CHANGED, event);
    }
  });

  return toReservation(await deps.prisma.reservation.findUniqueOrThrow({ where: { id: reservationId } }));
}
