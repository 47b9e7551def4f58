import {
  earliestDayAfterLead,
  helsinkiDateOf,
  LEAD_TIMES_WORKING_DAYS,
  normalizeLicensePlate,
  storageSeasonOf,
  TIRE_STORAGE_PRICE_CENTS,
  type CreateReservationInput,
} from '@tire/contracts';
import { createHash } from 'node:crypto';
import { HttpError } from '@tire/service-kit';
import { DB_SCHEMA } from '../../config.js';
import type { Prisma } from '../../data-access/database.js';
import { ownsTireSet } from '../../data-access/tire-sets.js';

type Transaction = Parameters<Parameters<Prisma['$transaction']>[0]>[0];

/**
 * The stored set a booking is the season change of, if it names one: by its id ("Book the change":
 * only its owner, signed in, may name it; anyone else's set is the neutral 404), or through a
 * season invitation's token (the link e-mailed to the set's owner proves them, guest or not). The
 * set must be on the shelf, and the day must leave the warehouse its fetch lead time in working days.
 */
export async function storedSetOfBooking(
  prisma: Prisma,
  input: Pick<CreateReservationInput, 'tireSetId' | 'invitationToken'>,
  date: string,
  caller: { userId?: string; email?: string },
  now: Date,
): Promise<number | undefined> {
  const setId = input.invitationToken ? await invitedSetId(prisma, input.invitationToken, now) : await ownedSetId(prisma, input.tireSetId, caller);
  if (setId === undefined) return undefined;
  const set = await prisma.tireSet.findUnique({ where: { id: setId }, select: { status: true } });
  if (set?.status !== 'stored') throw HttpError.of('tireHotel.notStored');
  if (date < earliestDayAfterLead(helsinkiDateOf(now), LEAD_TIMES_WORKING_DAYS.storageFetch)) throw HttpError.of('tireHotel.tooEarly');
  return setId;
}

async function ownedSetId(prisma: Prisma, tireSetId: number | undefined, caller: { userId?: string; email?: string }) {
  if (tireSetId === undefined) return undefined;
  if (!caller.userId) throw HttpError.of('tireHotel.signInForStoredSet');
  const set = await prisma.tireSet.findUnique({ where: { id: tireSetId }, select: { userId: true, email: true } });
  if (!set || !ownsTireSet(set, caller)) throw HttpError.invalid('tireSetId', 'tireHotel.setNotFound');
  return tireSetId;
}

/** The set a season invitation names, while its season window has not ended; the neutral 404 for any other token. */
async function invitedSetId(prisma: Prisma, token: string, now: Date) {
  const [invitation] = await prisma.$queryRawUnsafe<{ tireSetId: number | null; endsOn: string }[]>(
    `SELECT i.tire_set_id AS "tireSetId", to_char(s.ends_on, 'YYYY-MM-DD') AS "endsOn"
       FROM "${DB_SCHEMA}"."season_invitations" i JOIN "${DB_SCHEMA}"."season_windows" s ON s.id = i.season_id
      WHERE i.token_hash = $1`,
    createHash('sha256').update(token, 'utf8').digest(),
  );
  if (!invitation || invitation.tireSetId === null || invitation.endsOn < helsinkiDateOf(now)) throw HttpError.of('rush.invitationNotValid');
  return invitation.tireSetId;
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
