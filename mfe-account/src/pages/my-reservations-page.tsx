import { ComingSoon } from './coming-soon.js';

/** /my-reservations — to be built by the accounts issue. */
export function MyReservationsPage() {
  return <ComingSoon page="myReservations" />;
}
