import {
  addDays,
  dayAvailability,
  helsinkiWallClock,
  lastBookableDateOf,
  type Availability,
  type AvailabilityQuery,
  type DayAvailability,
  type NextFreeTime,
  type OpeningDayRules,
  type ServiceLocation,
} from '@tire/contracts';
import type pg from 'pg';
import type { LocationCache } from '../data-access/locations-repository.js';
import type { OpeningDaysCache } from '../data-access/opening-days.js';
import { countActiveReservationsInRange, type RangeCounts } from '../data-access/slot-counts.js';

export interface AvailabilityDeps {
  pool: pg.Pool;
  locations: LocationCache;
  openingDays: OpeningDaysCache;
  now: () => Date;
  horizonDays: number;
}

const NO_BOOKINGS: ReadonlyMap<string, number> = new Map();

const bookedOn = (counts: RangeCounts, locationId: number, date: string) => counts.get(locationId)?.get(date) ?? NO_BOOKINGS;

/** Days searched per count query while looking for each location's next free time; nearly always one window is enough. */
const NEXT_FREE_WINDOW_DAYS = 14;

/** Each location's soonest free start from now up to the horizon. */
async function nextFreeTimes(deps: AvailabilityDeps, locations: ServiceLocation[], rules: OpeningDayRules, now: Date): Promise<NextFreeTime[]> {
  const found = new Map<number, NextFreeTime['next']>();
  let from = helsinkiWallClock(now).date;
  while (found.size < locations.length && from <= rules.lastBookableDate) {
    const to = [addDays(from, NEXT_FREE_WINDOW_DAYS - 1), rules.lastBookableDate].sort()[0]!;
    const waiting = locations.filter((location) => !found.has(location.id));
    const counts = await countActiveReservationsInRange(deps.pool, waiting.length === 1 ? waiting[0]!.id : null, from, to);
    for (const location of waiting) {
      for (let date = from; date <= to; date = addDays(date, 1)) {
        const first = dayAvailability(location, date, bookedOn(counts, location.id, date), rules, now).times[0];
        if (first) {
          found.set(location.id, { date, time: first.time, left: first.left });
          break;
        }
      }
    }
    from = addDays(to, 1);
  }
  return locations.map((location) => ({ locationId: location.id, next: found.get(location.id) ?? null }));
}

/**
 * A range's availability per day for the calendar (one grouped count query for the range), and
 * every location's next free time. Undefined when the location does not exist.
 */
export async function availabilityOf(deps: AvailabilityDeps, query: AvailabilityQuery): Promise<Availability | undefined> {
  const now = deps.now();
  const [all, closedDays] = await Promise.all([deps.locations.all(), deps.openingDays.get()]);
  const rules: OpeningDayRules = { closedOn: closedDays.closedOn, extraOn: closedDays.extraOn, lastBookableDate: lastBookableDateOf(now, deps.horizonDays) };
  const location = query.locationId === undefined ? undefined : all.find((candidate) => candidate.id === query.locationId);
  if (query.locationId !== undefined && !location) return undefined;

  const days: DayAvailability[] = [];
  if (location) {
    const counts = await countActiveReservationsInRange(deps.pool, location.id, query.from, query.to);
    for (let date = query.from; date <= query.to; date = addDays(date, 1)) {
      days.push(dayAvailability(location, date, bookedOn(counts, location.id, date), rules, now));
    }
  }
  return {
    locationId: location?.id ?? null,
    from: query.from,
    to: query.to,
    today: helsinkiWallClock(now).date,
    lastBookableDate: rules.lastBookableDate,
    days,
    nextFree: await nextFreeTimes(deps, all, rules, now),
  };
}
