import type { Reservation, TireOrder } from '@tire/contracts';

/** The customer's next appointment: the earliest one still ahead that is not cancelled or done. */
export function nextAppointment(reservations: Reservation[], now: Date): Reservation | undefined {
  return reservations
    .filter((item) => item.status !== 'cancelled' && item.status !== 'completed' && new Date(item.startsAt).getTime() >= now.getTime())
    .sort((a, b) => new Date(a.startsAt).getTime() - new Date(b.startsAt).getTime())[0];
}

/** The most recently placed order. */
export function latestOrder(orders: TireOrder[]): TireOrder | undefined {
  return [...orders].sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime())[0];
}
