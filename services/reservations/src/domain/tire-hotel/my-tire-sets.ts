import {
  earliestDayAfterLead,
  LEAD_TIMES_WORKING_DAYS,
  seasonChangeServiceOf,
  type SeasonChangePrefill,
  type StoredTireType,
  type TireSet,
} from '@tire/contracts';
import { HttpError } from '@tire/service-kit';
import { ownsTireSet, tireSetById, tireSetsOfOwner } from '../../data-access/tire-sets.js';
import { todayOf, type TireHotelDeps } from './record-intake.js';
import { toTireSet } from './tire-set-view.js';

export interface Owner {
  userId: string;
  email?: string;
}

/** "My tires": the customer's sets with their tread lights, age, place and agreement. */
export async function myTireSets(deps: TireHotelDeps, owner: Owner): Promise<TireSet[]> {
  const today = todayOf(deps.now());
  return (await tireSetsOfOwner(deps.prisma, owner, today.asDay)).map((row) => toTireSet(row, today.date));
}

/** One of the owner's sets, or the one neutral 404 (someone else's set is not named). */
async function ownSet(deps: TireHotelDeps, owner: Owner, id: number) {
  const today = todayOf(deps.now());
  const row = await tireSetById(deps.prisma, id, today.asDay);
  if (!row || !ownsTireSet(row, owner)) throw HttpError.of('tireHotel.setNotFound');
  return { row, today };
}

/**
 * The season change's pre-fill: the set's location, plate and size, the service that fits it and
 * the first day the warehouse can have it ready (LEAD_TIMES_WORKING_DAYS.storageFetch).
 */
export async function seasonChangePrefill(deps: TireHotelDeps, owner: Owner, id: number): Promise<SeasonChangePrefill> {
  const { row, today } = await ownSet(deps, owner, id);
  if (row.status !== 'stored') throw HttpError.of('tireHotel.notStored');
  return {
    tireSetId: row.id,
    locationId: row.locationId,
    locationName: row.location.name,
    licensePlate: row.licensePlate,
    tireSize: row.tireSize,
    serviceType: seasonChangeServiceOf(row),
    earliestDate: earliestDayAfterLead(today.date, LEAD_TIMES_WORKING_DAYS.storageFetch),
    tireType: row.tireType as StoredTireType,
    onRims: row.onRims,
    brand: row.brand,
    model: row.model,
  };
}

/**
 * Ends the storage: the agreement does not renew and ends with its season (the set stays until
 * then). Who ended it is kept with it.
 */
export async function endTireStorage(deps: TireHotelDeps, who: { owner?: Owner; staff?: { userId: string } }, id: number): Promise<TireSet> {
  const today = todayOf(deps.now());
  const row = who.owner ? (await ownSet(deps, who.owner, id)).row : await tireSetById(deps.prisma, id, today.asDay);
  if (!row) throw HttpError.of('tireHotel.setNotFound');
  if (!row.agreementId) throw HttpError.of('tireHotel.storageEnded');
  const ended = await deps.prisma.tireStorageAgreement.updateMany({
    where: { id: row.agreementId, renews: true },
    data: { renews: false, endedAt: deps.now(), endedBy: who.owner ? `customer:${who.owner.userId}` : `admin:${who.staff?.userId ?? ''}` },
  });
  if (ended.count === 0) throw HttpError.of('tireHotel.storageEnded');
  return toTireSet((await tireSetById(deps.prisma, id, today.asDay))!, today.date);
}
