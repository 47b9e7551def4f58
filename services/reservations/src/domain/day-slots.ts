import { type AvailableSlotsQuery, dayProblem, freeSlots, lastBookableDateOf, locationOnDay } from '@tire/contracts';
import { HttpError } from '@tire/service-kit';
import type pg from 'pg';
import type { LocationCache } from '../data-access/locations-repository.js';
import type { OpeningDaysCache } from '../data-access/opening-days.js';
import { countActiveReservations } from '../data-access/slot-counts.js';

export interface DaySlotsDeps {
  pool: pg.Pool;
  locations: LocationCache;
  openingDays: OpeningDaysCache;
  now: () => Date;
  horizonDays: number;
}

/**
 * The start times still bookable at a location on a day. The hot path: locations come from
 * memory, bookings from one indexed count query. A holiday, a closure of the location or a day
 * past the horizon has no times (the same list shape); an unknown location is 404.
 */
export async function freeSlotsOfDay(deps: DaySlotsDeps, { locationId, date }: AvailableSlotsQuery): Promise<string[]> {
  const weekly = await deps.locations.byId(locationId);
  if (!weekly) throw HttpError.of('reservation.locationNotFound');
  const now = deps.now();
  const closed = await deps.openingDays.get();
  if (dayProblem(locationId, date, { closedOn: closed.closedOn, lastBookableDate: lastBookableDateOf(now, deps.horizonDays) })) return [];
  const booked = await countActiveReservations(deps.pool, locationId, date);
  const location = locationOnDay(weekly, date, closed.extraOn(locationId, date));
  return freeSlots({ date, openingHours: location.openingHours, capacity: location.capacity, booked, now });
}
