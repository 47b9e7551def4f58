import { helsinkiWallClock, type RushDay, type RushDayInput } from '@tire/contracts';
import { HttpError, inTransaction } from '@tire/service-kit';
import type pg from 'pg';
import type { LocationCache } from '../data-access/locations-repository.js';
import type { OpeningDaysCache } from '../data-access/opening-days.js';
import { deleteRushDay, listRushDaysFrom, upsertRushDay } from '../data-access/rush-days.js';

export interface RushDayDeps {
  pool: pg.Pool;
  locations: LocationCache;
  openingDays: OpeningDaysCache;
  now: () => Date;
}

/** The rush days from today on (Helsinki), for the admin's list. */
export const rushDaysAhead = (deps: RushDayDeps) => listRushDaysFrom(deps.pool, helsinkiWallClock(deps.now()).date);

/**
 * An admin adds (or changes) a rush day: its extra bays and longer hours are offered by the very
 * next slot query of this instance (the opening days' copy is dropped; the write announces an
 * availability change, which empties every BFF's cache).
 */
export async function saveRushDay(deps: RushDayDeps, body: RushDayInput, admin: { userId: string; email?: string }): Promise<RushDay> {
  const location = await deps.locations.byId(body.locationId);
  if (!location) throw HttpError.of('reservation.locationNotFound');
  const day: RushDay = { locationId: location.id, date: body.date, extraBays: body.extraBays, opensEarly: body.opensEarly, closesLate: body.closesLate };
  const saved = await inTransaction(deps.pool, (client) => upsertRushDay(client, day, location.capacity, admin.email ?? admin.userId));
  deps.openingDays.clear();
  return saved;
}

/** Removes a rush day: its extra places are refused from now on; bookings already in them stay. */
export async function removeRushDay(deps: RushDayDeps, locationId: number, date: string): Promise<{ removed: boolean }> {
  const removed = await deleteRushDay(deps.pool, locationId, date);
  deps.openingDays.clear();
  return { removed };
}
