import type { Reservation } from '@tire/contracts';

const CLOSED = ['cancelled', 'completed'];

/** The spec's upcoming group: the day is not past (Helsinki) and the reservation is neither cancelled nor completed. */
const isUpcoming = (reservation: Reservation, today: string) => reservation.scheduledDate >= today && !CLOSED.includes(reservation.status);

const byStart = (a: Reservation, b: Reservation) => a.startsAt.localeCompare(b.startsAt);

/** Upcoming soonest first; history (past, cancelled or completed) latest first. */
export function groupReservations(reservations: Reservation[], today: string) {
  const upcoming = reservations.filter((item) => isUpcoming(item, today)).sort(byStart);
  const history = reservations.filter((item) => !isUpcoming(item, today)).sort((a, b) => byStart(b, a));
  return { upcoming, history };
}
