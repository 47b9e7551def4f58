import {
  earliestDayAfterLead,
  helsinkiDateOf,
  LEAD_TIMES_WORKING_DAYS,
  normalizeLicensePlate,
  storageSeasonOf,
  TIRE_STORAGE_PRICE_CENTS,
  type CreateReservationInput,
} from '@tire/contracts';
import { HttpError } from '@tire/service-kit';
import type { Prisma } from '../../data-access/database.js';
import { ownsTireSet } from '../../data-access/tire-sets.js';

type Transaction = Parameters<Parameters<Prisma['$transaction']>[0]>[0];

/**
 * A booking that names a stored set (the season change): only its owner, signed in, may name it
 * (anyone else's set is the neutral 404), the set must be on the shelf, and the day must leave the
 * warehouse its fetch lead time in working days.
 */
export async function assertStoredSetBookable(
  prisma: Prisma,
  input: Pick<CreateReservationInput, 'tireSetId'>,
  date: string,
  caller: { userId?: string; email?: string },
  now: Date,
) {
  if (input.tireSetId === undefined) return;
  if (!caller.userId) throw HttpError.of('tireHotel.signInForStoredSet');
  const set = await prisma.tireSet.findUnique({ where: { id: input.tireSetId }, select: { userId: true, email: true, status: true } });
  if (!set || !ownsTireSet(set, caller)) throw HttpError.invalid('tireSetId', 'tireHotel.setNotFound');
  if (set.status !== 'stored') throw HttpError.of('tireHotel.notStored');
  if (date < earliestDayAfterLead(helsinkiDateOf(now), LEAD_TIMES_WORKING_DAYS.storageFetch)) throw HttpError.of('tireHotel.tooEarly');
}

/**
 * The storage line of a booking (the tire_storage extra) is a standing agreement for the vehicle
 * and the booking day's storage season, at the price the booking was charged. One per vehicle and
 * season: a second is refused while the first one's booking stands. Inside the booking's transaction.
 */
export async function agreeStorage(
  tx: Transaction,
  booking: { id: number; locationId: number; date: string; plate: string; email: string | null; userId: string | null; language: string | null },
) {
  const plate = normalizeLicensePlate(booking.plate);
  const season = storageSeasonOf(booking.date);
  const standing = await tx.tireStorageAgreement.findFirst({
    where: { licensePlate: plate, seasonId: season.id, reservation: { status: { not: 'cancelled' } } },
    select: { id: true },
  });
  if (standing) throw HttpError.of('tireHotel.storageAlreadyAgreed');
  await tx.tireStorageAgreement.create({
    data: {
      locationId: booking.locationId,
      email: booking.email?.toLowerCase() ?? null,
      userId: booking.userId,
      language: booking.language,
      licensePlate: plate,
      seasonId: season.id,
      priceCents: TIRE_STORAGE_PRICE_CENTS,
      reservationId: booking.id,
    },
  });
}
