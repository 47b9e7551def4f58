import { DASHBOARD_LIST_LIMIT, type Reservation } from '@tire/contracts';

/** The dashboard's upcoming reservations: starting in the future, not cancelled, soonest first, at most 5. */
export function upcomingReservations(reservations: Reservation[], now: Date): Reservation[] {
  return reservations
    .filter((item) => item.status !== 'cancelled' && Date.parse(item.startsAt) > now.getTime())
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .slice(0, DASHBOARD_LIST_LIMIT);
}
