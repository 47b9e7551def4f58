import type { TireSetPickListItem } from '@tire/contracts';
import { tireSetIncludes } from '../../data-access/tire-sets.js';
import { todayOf, type TireHotelDeps } from './record-intake.js';
import { toTireSet } from './tire-set-view.js';

/** A location's day of season changes of stored sets, by start time: what staff fetch from the warehouse. */
export async function tireSetPickList(deps: TireHotelDeps, query: { locationId: number; date: string }): Promise<TireSetPickListItem[]> {
  const today = todayOf(deps.now());
  const bookings = await deps.prisma.reservation.findMany({
    where: { locationId: query.locationId, scheduledDate: new Date(`${query.date}T00:00:00Z`), status: { not: 'cancelled' }, tireSetId: { not: null } },
    orderBy: [{ scheduledTime: 'asc' }, { id: 'asc' }],
    select: { scheduledTime: true, trackingCode: true, status: true, tireSet: { include: tireSetIncludes(today.asDay) } },
  });
  return bookings.map((booking) => ({
    scheduledTime: booking.scheduledTime,
    trackingCode: booking.trackingCode,
    reservationStatus: booking.status,
    set: toTireSet(booking.tireSet!, today.date),
  }));
}
