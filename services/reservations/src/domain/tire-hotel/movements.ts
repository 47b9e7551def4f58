import type { TireSet } from '@tire/contracts';
import { HttpError } from '@tire/service-kit';
import { tireSetById } from '../../data-access/tire-sets.js';
import { todayOf, type StaffMember, type TireHotelDeps } from './record-intake.js';
import { toTireSet } from './tire-set-view.js';

export interface Movement {
  id: number;
  /** The booking it happens at; without one, the set's intake booking records it. */
  trackingCode?: string;
  /** A return may put the set on another shelf. */
  shelfLocation?: string;
}

/**
 * Out-take (stored -> out) and return (out -> stored): the set's row changes only from the status
 * expected (a conditional update, so two clicks record one movement), and who did it and when go
 * to the audit trail of the booking it happened at, in the same transaction.
 */
export async function moveTireSet(deps: TireHotelDeps, kind: 'take_out' | 'return', movement: Movement, staff: StaffMember): Promise<TireSet> {
  const from = kind === 'take_out' ? 'stored' : 'out';
  const to = kind === 'take_out' ? 'out' : 'stored';
  const now = deps.now();
  const set = await deps.prisma.tireSet.findUnique({ where: { id: movement.id }, select: { id: true, intakeReservationId: true } });
  if (!set) throw HttpError.of('tireHotel.setNotFound');
  const booking = movement.trackingCode
    ? await deps.prisma.reservation.findUnique({ where: { trackingCode: movement.trackingCode.toUpperCase() }, select: { id: true } })
    : null;
  if (movement.trackingCode && !booking) throw HttpError.invalid('trackingCode', 'tireHotel.bookingNotFound');
  const reservationId = booking?.id ?? set.intakeReservationId;

  await deps.prisma.$transaction(async (tx) => {
    const changed = await tx.tireSet.updateMany({
      where: { id: set.id, status: from },
      data: {
        status: to,
        ...(kind === 'take_out' ? { takenOutAt: now } : { storedAt: now, ...(movement.shelfLocation ? { shelfLocation: movement.shelfLocation } : {}) }),
      },
    });
    if (changed.count === 0) throw HttpError.of(kind === 'take_out' ? 'tireHotel.notStored' : 'tireHotel.notOut');
    if (reservationId !== null) {
      await tx.reservationEvent.create({
        data: {
          reservationId,
          type: kind === 'take_out' ? 'tire_set_taken_out' : 'tire_set_returned',
          actorType: 'admin',
          actorId: staff.userId,
          actorEmail: staff.email ?? null,
          source: 'admin',
          at: now,
          details: { tireSetId: set.id, ...(movement.shelfLocation ? { shelfLocation: movement.shelfLocation } : {}) },
        },
      });
    }
  });
  const today = todayOf(now);
  return toTireSet((await tireSetById(deps.prisma, set.id, today.asDay))!, today.date);
}
