import { CUSTOMER_CHANGEABLE_STAGES, freeChangeHoursFor, freeChangeUntil, helsinkiDateOf, type Reservation, reservationStage } from '@tire/contracts';

/** The stage the customer is told about: the server's, or derived from the two stored fields. */
export const stageOf = (reservation: Reservation) => reservation.stage ?? reservationStage(reservation.status, reservation.paymentStatus);

/** Until when the customer may change or cancel online (the server's answer, or the contract's rule). */
export const changeDeadline = (reservation: Reservation) =>
  reservation.freeChangeUntil ?? freeChangeUntil(reservation.startsAt, reservation.serviceType).toISOString();

/** Whether modify and cancel are offered: the server's word, or the stage and the window. */
export function canChange(reservation: Reservation, now: Date) {
  if (reservation.customerCanChange !== undefined) return reservation.customerCanChange;
  return CUSTOMER_CHANGEABLE_STAGES.includes(stageOf(reservation)) && now.getTime() < Date.parse(changeDeadline(reservation));
}

/** A move's new start must itself be outside the window: the earliest day that can still hold one. */
export const earliestMoveDay = (reservation: Reservation, now: Date) =>
  helsinkiDateOf(new Date(now.getTime() + freeChangeHoursFor(reservation.serviceType) * 3_600_000));

/** Whether a new start (an instant) is far enough away. */
export const startOutsideWindow = (reservation: Reservation, start: Date, now: Date) =>
  now.getTime() < freeChangeUntil(start, reservation.serviceType).getTime();
