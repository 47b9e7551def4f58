import { helsinkiDateOf, type RecordTireSetIntakeInput, type TireSet } from '@tire/contracts';
import { HttpError } from '@tire/service-kit';
import type { Prisma } from '../../data-access/database.js';
import { tireSetById } from '../../data-access/tire-sets.js';
import { toTireSet } from './tire-set-view.js';

export interface TireHotelDeps {
  prisma: Prisma;
  now: () => Date;
}

export interface StaffMember {
  userId: string;
  email?: string;
}

/** Today's Helsinki date as a Date at UTC midnight (how a DATE column compares). */
export const todayOf = (now: Date) => {
  const date = helsinkiDateOf(now);
  return { date, asDay: new Date(`${date}T00:00:00Z`) };
};

/**
 * Staff record a set at intake: the booking it came in with (its tracking code) names the owner,
 * the location and the storage agreement its tire_storage line bought. The set, its place on the
 * shelf and the audit trail's "stored" entry are written in one transaction; a label number already
 * on a set of the location is refused (the database's unique index decides).
 */
export async function recordTireSetIntake(deps: TireHotelDeps, input: RecordTireSetIntakeInput, staff: StaffMember): Promise<TireSet> {
  const booking = await deps.prisma.reservation.findUnique({
    where: { trackingCode: input.trackingCode },
    select: { id: true, locationId: true, userId: true, contactEmail: true, language: true, storageAgreement: { select: { id: true } } },
  });
  if (!booking) throw HttpError.invalid('trackingCode', 'tireHotel.bookingNotFound');
  const today = todayOf(deps.now());
  let id: number;
  try {
    id = await deps.prisma.$transaction(async (tx) => {
      const set = await tx.tireSet.create({
        data: {
          locationId: booking.locationId,
          email: booking.contactEmail?.toLowerCase() ?? null,
          userId: booking.userId,
          language: booking.language,
          licensePlate: input.licensePlate.toUpperCase(),
          brand: input.brand,
          model: input.model,
          tireSize: input.tireSize,
          tireType: input.tireType,
          dotWeek: input.dotWeek,
          dotYear: input.dotYear,
          onRims: input.onRims,
          treadMm: input.treadMm,
          notes: input.notes ?? null,
          shelfLocation: input.shelfLocation,
          labelNumber: input.labelNumber,
          intakeReservationId: booking.id,
          agreementId: booking.storageAgreement?.id ?? null,
          storedAt: deps.now(),
        },
      });
      await tx.reservationEvent.create({
        data: {
          reservationId: booking.id,
          type: 'tire_set_stored',
          actorType: 'admin',
          actorId: staff.userId,
          actorEmail: staff.email ?? null,
          source: 'admin',
          // The set names the vehicle; the history names the set and its place (no plate: it outlives an erasure).
          details: { tireSetId: set.id, labelNumber: set.labelNumber, shelfLocation: set.shelfLocation },
        },
      });
      return set.id;
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002') throw HttpError.of('tireHotel.labelTaken');
    throw error;
  }
  return toTireSet((await tireSetById(deps.prisma, id, today.asDay))!, today.date);
}
