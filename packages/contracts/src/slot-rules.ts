import { SLOT_MINUTES } from './constants.js';
import type { ClosedDay, DayAvailability, FreeTime } from './reservations/availability.js';
import type { OpeningHours, ServiceLocation } from './reservations/service-locations.js';
import { addDays, dayOfWeek, helsinkiWallClock, minutesOf, timeOf } from './time.js';

// The slot rules, one definition for the reservations service and the mocks (zod-free: types only).

/**
 * Slots are 30-minute start times inside a day's opening hours; the last one starts 30 minutes
 * before closing. All times are Europe/Helsinki wall-clock times.
 */
export function slotTimesOfDay(date: string, openingHours: readonly OpeningHours[]): readonly string[] {
  const weekday = dayOfWeek(date);
  // The hot slot query asks this for the same cached hours again and again.
  let byWeekday = slotTimesCache.get(openingHours);
  if (!byWeekday) slotTimesCache.set(openingHours, (byWeekday = new Map()));
  const known = byWeekday.get(weekday);
  if (known) return known;
  const times = slotTimesOfWeekday(weekday, openingHours);
  byWeekday.set(weekday, times);
  return times;
}
const slotTimesCache = new WeakMap<readonly OpeningHours[], Map<number, readonly string[]>>();

function slotTimesOfWeekday(weekday: number, openingHours: readonly OpeningHours[]): readonly string[] {
  const times: string[] = [];
  for (const hours of openingHours.filter((h) => h.dayOfWeek === weekday)) {
    for (let start = minutesOf(hours.opens); start + SLOT_MINUTES <= minutesOf(hours.closes); start += SLOT_MINUTES) {
      times.push(timeOf(start));
    }
  }
  return [...new Set(times)].sort();
}

export interface FreeSlotsInput {
  /** Calendar date, yyyy-MM-dd (Helsinki). */
  date: string;
  openingHours: readonly OpeningHours[];
  /** Bays: how many reservations one slot can take. */
  capacity: number;
  /** Active reservations per start time (HH:mm) on that date. */
  booked: ReadonlyMap<string, number>;
  now: Date;
}

/**
 * Whether a slot has begun. Compared as Helsinki wall-clock times, which is exact whatever the
 * UTC offset of the day (DST): a slot of an earlier day has begun, one of a later day has not.
 */
export function slotHasBegun(date: string, time: string, now: Date): boolean {
  const current = helsinkiWallClock(now);
  if (date !== current.date) return date < current.date;
  return minutesOf(time) <= current.minutes;
}

/** Start times still bookable: inside opening hours, not begun yet, with a bay free. */
export function freeSlots({ date, openingHours, capacity, booked, now }: FreeSlotsInput): string[] {
  const current = helsinkiWallClock(now);
  if (date < current.date) return [];
  return slotTimesOfDay(date, openingHours).filter((time) => (date > current.date || minutesOf(time) > current.minutes) && (booked.get(time) ?? 0) < capacity);
}

export type SlotProblem = 'outsideHours' | 'inPast';

/** Why a requested start time cannot be booked regardless of other bookings, if it cannot. */
export function slotProblem(date: string, time: string, openingHours: readonly OpeningHours[], now: Date): SlotProblem | undefined {
  if (!slotTimesOfDay(date, openingHours).includes(time)) return 'outsideHours';
  if (slotHasBegun(date, time, now)) return 'inPast';
  return undefined;
}

/** Start times not begun yet with the bays still free at each (0 when full). */
export function timesWithBaysLeft({ date, openingHours, capacity, booked, now }: FreeSlotsInput): FreeTime[] {
  const current = helsinkiWallClock(now);
  if (date < current.date) return [];
  return slotTimesOfDay(date, openingHours)
    .filter((time) => date > current.date || minutesOf(time) > current.minutes)
    .map((time) => ({ time, left: Math.max(0, capacity - (booked.get(time) ?? 0)) }));
}

/** The last Helsinki day bookings are taken for: today plus the horizon. */
export const lastBookableDateOf = (now: Date, horizonDays: number) => addDays(helsinkiWallClock(now).date, horizonDays);

/**
 * A rush day's extra capacity at one location (issue 27, part 5): bays beyond the location's own,
 * and/or an earlier opening and a later closing than the weekly hours (null: the weekly time).
 */
export interface ExtraCapacity {
  extraBays: number;
  opensEarly: string | null;
  closesLate: string | null;
}

/** What a location offers on a day: the hours and the bays every slot rule of that day uses. */
export type LocationDay = Pick<ServiceLocation, 'openingHours' | 'capacity'>;

const dayCache = new WeakMap<object, Map<string, LocationDay>>();

/**
 * A location as it is on one date: its weekly hours, stretched by the day's extra capacity (an
 * earlier opening, a later closing; on a weekday it never opens, both are needed and become the
 * day's hours), and its bays plus the extra ones. The one definition of a day's capacity: the
 * free slots, the calendar, the booking checks and the mocks all read a day through it, so an
 * extra slot is offered exactly when it can be booked, and refused again once the extra is
 * removed (bookings already in an extra bay stay and keep their count).
 */
export function locationOnDay<L extends LocationDay>(location: L, date: string, extra: ExtraCapacity | null | undefined): L {
  if (!extra || (extra.extraBays <= 0 && !extra.opensEarly && !extra.closesLate)) return location;
  // The same answer object for the same day (the slot times' cache is keyed by the hours' array).
  const key = `${date}/${extra.extraBays}/${extra.opensEarly ?? ''}/${extra.closesLate ?? ''}`;
  let byDay = dayCache.get(location);
  if (!byDay) dayCache.set(location, (byDay = new Map()));
  const known = byDay.get(key);
  if (known) return known as L;
  const weekday = dayOfWeek(date);
  const weekly = location.openingHours.filter((hours) => hours.dayOfWeek === weekday);
  const others = location.openingHours.filter((hours) => hours.dayOfWeek !== weekday);
  const stretched: OpeningHours[] = weekly.length
    ? weekly.map((hours) => ({
        dayOfWeek: weekday,
        opens: extra.opensEarly && extra.opensEarly < hours.opens ? extra.opensEarly : hours.opens,
        closes: extra.closesLate && extra.closesLate > hours.closes ? extra.closesLate : hours.closes,
      }))
    : extra.opensEarly && extra.closesLate
      ? [{ dayOfWeek: weekday, opens: extra.opensEarly, closes: extra.closesLate }]
      : [];
  const day: L = { ...location, openingHours: [...others, ...stretched], capacity: location.capacity + Math.max(0, extra.extraBays) };
  byDay.set(key, day);
  return day;
}

/** What a booking's day must obey besides the weekly hours: holidays, closures, the horizon, rush days' extra capacity. */
export interface OpeningDayRules {
  closedOn(locationId: number, date: string): ClosedDay | null;
  /** The day's extra capacity at the location (rush days), if any. */
  extraOn(locationId: number, date: string): ExtraCapacity | null;
  lastBookableDate: string;
}

export type DayProblem = 'dayClosed' | 'beyondHorizon';

/** Why a day cannot be booked at a location whatever the time, if it cannot. */
export function dayProblem(locationId: number, date: string, rules: Pick<OpeningDayRules, 'closedOn' | 'lastBookableDate'>): DayProblem | undefined {
  if (date > rules.lastBookableDate) return 'beyondHorizon';
  if (rules.closedOn(locationId, date)) return 'dayClosed';
  return undefined;
}

/** One day of one location, from its hours, its bookings per time, holidays/closures and the horizon. */
export function dayAvailability(
  weekly: ServiceLocation,
  date: string,
  booked: ReadonlyMap<string, number>,
  rules: OpeningDayRules,
  now: Date,
): DayAvailability {
  const location = locationOnDay(weekly, date, rules.extraOn(weekly.id, date));
  const today = helsinkiWallClock(now).date;
  const day = (status: DayAvailability['status'], extra: Partial<DayAvailability> = {}): DayAvailability => ({
    date,
    status,
    freeSlots: 0,
    times: [],
    closed: null,
    ...extra,
  });
  if (date < today) return day('past');
  if (date > rules.lastBookableDate) return day('beyond-horizon');
  const closed = rules.closedOn(location.id, date);
  if (closed) return day('closed', { closed });
  if (slotTimesOfDay(date, location.openingHours).length === 0) return day('closed');
  const ahead = timesWithBaysLeft({ date, openingHours: location.openingHours, capacity: location.capacity, booked, now });
  if (ahead.length === 0) return day('past');
  const times = ahead.filter((time) => time.left > 0);
  return day(times.length ? 'open' : 'full', { freeSlots: times.length, times });
}
