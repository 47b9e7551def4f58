import { freeChangeHoursFor, freeChangeUntil, helsinkiDateOf, type ManagedReservation } from '@tire/contracts';

/** A move's new start must itself be outside the policy window: the earliest day that can still hold one. */
export const earliestMoveDay = (booking: Pick<ManagedReservation, 'serviceType'>, now: Date) =>
  helsinkiDateOf(new Date(now.getTime() + freeChangeHoursFor(booking.serviceType) * 3_600_000));

/** Whether a new start (an instant) is far enough away to move the booking there online. */
export const startOutsideWindow = (booking: Pick<ManagedReservation, 'serviceType'>, start: Date, now: Date) =>
  now.getTime() < freeChangeUntil(start, booking.serviceType).getTime();

/** Until when the booking may be changed or cancelled online (the server's answer, or the contract's rule). */
export const changeDeadline = (booking: Pick<ManagedReservation, 'freeChangeUntil' | 'startsAt' | 'serviceType'>) =>
  booking.freeChangeUntil ?? freeChangeUntil(booking.startsAt, booking.serviceType).toISOString();
