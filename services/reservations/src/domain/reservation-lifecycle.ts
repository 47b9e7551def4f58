import {
  ADMIN_TRANSITIONS,
  CUSTOMER_CHANGEABLE_STAGES,
  isAdminActionDue,
  isWithinFreeChangeWindow,
  reservationStage,
  type AdminAction,
  type ReservationStage,
} from '@tire/contracts';
import { HttpError } from '@tire/service-kit';

/**
 * The one place the reservation lifecycle is enforced (the table itself is data in
 * @tire/contracts, where the pages read it to draw their buttons). Routes, the hold sweeper, the
 * payment marks and admin actions all ask here before they change a reservation.
 */
export interface LifecycleFacts {
  status: string;
  paymentStatus: string;
  serviceType: string;
  startsAt: Date;
}

export const stageOf = (row: Pick<LifecycleFacts, 'status' | 'paymentStatus'>): ReservationStage =>
  reservationStage(row.status as never, row.paymentStatus as never);

/**
 * Throws the 409 an administrator gets for an action the booking's stage does not allow, or that
 * its start does not allow yet at `now` (a no-show, or completing an unstarted booking, once the start has passed).
 */
export function assertAdminMay(row: LifecycleFacts, action: AdminAction, now: Date) {
  const stage = stageOf(row);
  if (ADMIN_TRANSITIONS[stage].includes(action)) {
    if (!isAdminActionDue(stage, action, row.startsAt, now)) throw HttpError.of('reservation.notStartedYet');
    return;
  }
  if (stage === 'cancelled') throw HttpError.of('reservation.alreadyCancelled');
  if (stage === 'completed') throw HttpError.of('reservation.alreadyCompleted');
  if (stage === 'held' && action === 'confirmed') throw HttpError.of('reservation.confirmNeedsPayment');
  throw HttpError.of('reservation.transitionNotAllowed');
}

/** An admin may move any booking that is not final (inside the customer's window too). */
export function assertAdminMayMove(row: LifecycleFacts) {
  const stage = stageOf(row);
  if (stage === 'cancelled') throw HttpError.of('reservation.alreadyCancelled');
  if (stage === 'completed' || stage === 'in_progress') throw HttpError.of('reservation.transitionNotAllowed');
}

/** Whether the customer may still cancel or move it online (stage and the booking policy). */
export function customerMayChange(row: LifecycleFacts, now: Date): boolean {
  return (
    CUSTOMER_CHANGEABLE_STAGES.includes(stageOf(row)) && row.startsAt.getTime() > now.getTime() && isWithinFreeChangeWindow(row.startsAt, row.serviceType, now)
  );
}

/** Throws the customer's refusal: 409 notUpcoming for a past or final booking, 409 with the policy text inside the window. */
export function assertCustomerMayChange(row: LifecycleFacts, now: Date) {
  if (!CUSTOMER_CHANGEABLE_STAGES.includes(stageOf(row)) || row.startsAt.getTime() <= now.getTime()) {
    throw HttpError.of('update.notUpcoming');
  }
  if (!isWithinFreeChangeWindow(row.startsAt, row.serviceType, now)) throw HttpError.of('update.tooLate');
}

/** A customer's move may not land inside the window either (it could then no longer be changed). */
export function assertCustomerMayMoveTo(newStart: Date, serviceType: string, now: Date) {
  if (!isWithinFreeChangeWindow(newStart, serviceType, now)) throw HttpError.of('update.newStartTooSoon');
}
