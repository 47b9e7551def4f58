import type { Reservation } from '@tire/contracts';

/** What the reservations list gives each of a reservation's actions (modify, cancel): its trigger button's state. */
export interface ReservationActionProps {
  reservation: Reservation;
  triggerLabel: string;
  /** Outside the booking policy (the reason is the element `describedBy` names). */
  disabled?: boolean;
  describedBy?: string;
}
