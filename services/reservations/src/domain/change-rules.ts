import { CHANGE_NOTICE_HOURS } from '@tire/contracts';

/** What the change rules need to know about a stored reservation. */
export interface ChangeableReservation {
  status: string;
  startsAt: Date;
}

/** Upcoming: neither cancelled nor completed, and not begun yet. Only these can be cancelled or moved. */
export function isUpcoming(reservation: ChangeableReservation, now: Date): boolean {
  return reservation.status !== 'cancelled' && reservation.status !== 'completed' && reservation.startsAt.getTime() > now.getTime();
}

/** A move needs more than CHANGE_NOTICE_HOURS (24 h) of notice before the current appointment. */
export function hasMoveNotice(reservation: ChangeableReservation, now: Date): boolean {
  return reservation.startsAt.getTime() - now.getTime() > CHANGE_NOTICE_HOURS * 60 * 60 * 1000;
}
