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
import type pg from 'pg';
import type { Prisma } from '../../data-access/database.js';
import { ownsTireSet } from '../../data-access/tire-sets.js';
import { validInvitation } from '../season-rush.js';

type Transaction = Parameters<Parameters<Prisma['$transaction']>[0]>[0];

/**
 * The stored set a booking is the season change of, if it names one: by its id ("Book the change":
 * only its owner, signed in, may name it; anyone else's set is the neutral 404), or through a
 * season invitation's token (the link e-mailed to the set's owner proves them, guest or not). The
 * set must be on the shelf, and the day must leave the warehouse its fetch lead time in working days.
 */
export async function storedSetOfBooking(
  { prisma, pool }: { prisma: Prisma; pool?: pg.Pool },
  input: Pick<CreateReservationInput, 'tireSetId' | 'invitationToken'>,
  date: string,
  caller: { userId?: string; email?: string },
  now: Date,
): Promise<number | undefined> {
  const setId = input.invitationToken ? await invitedSetId(pool, input.invitationToken, now) : await ownedSetId(prisma, input.tireSetId, caller);
  if (setId === undefined) return undefined;
  const set = await prisma.tireSet.findUnique({ where: { id: setId }, select: { status: true } });
  if (set?.status !== 'stored') throw HttpError.of('tireHotel.notStored');
  if (date < earliestDayAfterLead(helsinkiDateOf(now), LEAD_TIMES_WORKING_DAYS.storageFetch)) throw HttpError.of('tireHotel.tooEarly');
  return setId;
}

/** The set a season invitation names (validInvitation: the same rule as what its link opens). */
async function invitedSetId(pool: pg.Pool | undefined, token: string, now: Date) {
  if (!pool) throw new Error('a booking through an invitation needs the service pool');
  return (await validInvitation(pool, token, helsinkiDateOf(now))).tireSetId;
}

async function ownedSetId(prisma: Prisma, tireSetId: number | undefined, caller: { userId?: string; email?: string }) {
  if (tireSetId === undefined) return undefined;
  if (!caller.userId) throw HttpError.of('tireHotel.signInForStoredSet');
  const set = await prisma.tireSet.findUnique({ where: { id: tireSetId }, select: { userId: true, email: true } });
  if (!set || !ownsTireSet(set, caller)) throw HttpError.invalid('tireSetId', 'tireHotel.setNotFound');
  return tireSetId;
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
