import { normalizeTrackingCode, trackingCodePattern, type Reservation, type TrackedReservation } from '@tire/contracts';
import { HttpError } from '@tire/service-kit';
import type { Prisma } from '../data-access/database.js';
import { toReservation, toTrackedReservation, withLocation, type ReservationWithLocation } from './reservation-view.js';

export interface CustomerReservationsDeps {
  prisma: Prisma;
  now: () => Date;
  /** How long an unpaid booking holds its slot (RESERVATION_HOLD_MINUTES). */
  holdMinutes: number;
}

/** A signed-in customer's reservations, the latest appointment first. */
export async function reservationsOf(deps: CustomerReservationsDeps, userId: string): Promise<Reservation[]> {
  const rows = await deps.prisma.reservation.findMany({
    where: { userId },
    include: withLocation,
    orderBy: [{ startsAt: 'desc' }, { id: 'desc' }],
  });
  const now = deps.now();
  return rows.map((row) => toReservation(row, now, deps.holdMinutes));
}

/** The booking a tracking code names, typed in any case and spacing; 404 for anything else. */
export async function reservationByTrackingCode(prisma: Prisma, typed: string): Promise<ReservationWithLocation> {
  const code = normalizeTrackingCode(typed);
  const row = trackingCodePattern.test(code) ? await prisma.reservation.findUnique({ where: { trackingCode: code }, include: withLocation }) : null;
  if (!row) throw HttpError.of('reservation.reservationNotFound');
  return row;
}

/** What the track page shows of a booking: no personal data. */
export async function trackReservation(deps: CustomerReservationsDeps, typed: string): Promise<TrackedReservation> {
  return toTrackedReservation(await reservationByTrackingCode(deps.prisma, typed), deps.now(), deps.holdMinutes);
}
