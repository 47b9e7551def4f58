import { easterSunday, finnishPublicHolidays } from '../reservations/finnish-holidays.js';
import { addDays, dayOfWeek } from '../time.js';

// The tire hotel's and the season change's rules, the one place they are written (issue 27):
// Finnish law's tread minimums and tire seasons, the shop's own safety margin, storage price and
// lead times. Zod-free: the booking calendar and "My tires" use them on the first load.

/** The types of a stored set (the shop also sells all-season tires, see TIRE_TYPES). */
export const STORED_TIRE_TYPES = ['summer', 'winter', 'studded'] as const;
export type StoredTireType = (typeof STORED_TIRE_TYPES)[number];

export const WHEEL_POSITIONS = ['front_left', 'front_right', 'rear_left', 'rear_right'] as const;
export type WheelPosition = (typeof WHEEL_POSITIONS)[number];

/**
 * Tread depth per tire type, in millimetres. Below the legal minimum the tire is illegal (red);
 * below the shop's recommendation it should be replaced before the season (amber); else green.
 * The minimum itself is legal: exactly 3.0 mm on a winter tire is amber, not red.
 */
export const TREAD_RULES: Record<StoredTireType, { legalMinimumMm: number; recommendedMm: number }> = {
  summer: { legalMinimumMm: 1.6, recommendedMm: 4 },
  winter: { legalMinimumMm: 3, recommendedMm: 5 },
  studded: { legalMinimumMm: 3, recommendedMm: 5 },
};

export type TreadLight = 'red' | 'amber' | 'green';

/** The traffic light of one tire's tread. Compared in tenths of a millimetre (no float drift). */
export function treadLight(type: StoredTireType, treadMm: number): TreadLight {
  const tenths = (mm: number) => Math.round(mm * 10);
  const rule = TREAD_RULES[type];
  if (tenths(treadMm) < tenths(rule.legalMinimumMm)) return 'red';
  if (tenths(treadMm) < tenths(rule.recommendedMm)) return 'amber';
  return 'green';
}

/** The worst light of a set: a set is as safe as its most worn tire. */
export function setTreadLight(type: StoredTireType, treadsMm: readonly number[]): TreadLight {
  const lights = treadsMm.map((mm) => treadLight(type, mm));
  if (lights.includes('red')) return 'red';
  if (lights.includes('amber')) return 'amber';
  return 'green';
}

const monthOf = (date: string) => Number(date.slice(5, 7));

/** Winter tires are required on cars from 1 December to the last day of February (leap years included). */
export const winterTiresRequired = (date: string) => [12, 1, 2].includes(monthOf(date));

/** The Monday after Easter of a year: the last day studded tires are allowed in spring. */
export const mondayAfterEaster = (year: number) => addDays(easterSunday(year), 1);

/** Studded tires are allowed from 1 November to the Monday after Easter, both days included. */
export function studsAllowed(date: string): boolean {
  const year = Number(date.slice(0, 4));
  return date >= `${year}-11-01` || date <= mondayAfterEaster(year);
}

/**
 * A storage season, named by the set on the car while the other one is stored. Winter YYYY runs
 * from 1 October YYYY (the autumn change) to the Monday after Easter of YYYY+1; summer YYYY from
 * the day after to 30 September. A storage agreement renews or ends with its season.
 */
export interface StorageSeason {
  /** e.g. "2026-winter": stable, sortable within a season type, stored with the agreement. */
  id: string;
  season: 'summer' | 'winter';
  startYear: number;
  /** First and last day, yyyy-MM-dd, both included. */
  startsOn: string;
  endsOn: string;
}

export function storageSeasonOf(date: string): StorageSeason {
  const year = Number(date.slice(0, 4));
  if (date >= `${year}-10-01`) return winterSeason(year);
  if (date <= mondayAfterEaster(year)) return winterSeason(year - 1);
  return { id: `${year}-summer`, season: 'summer', startYear: year, startsOn: addDays(mondayAfterEaster(year), 1), endsOn: `${year}-09-30` };
}

const winterSeason = (year: number): StorageSeason => ({
  id: `${year}-winter`,
  season: 'winter',
  startYear: year,
  startsOn: `${year}-10-01`,
  endsOn: mondayAfterEaster(year + 1),
});

/** The season after a season: what an agreement renews into. */
export const nextStorageSeason = (season: StorageSeason) => storageSeasonOf(addDays(season.endsOn, 1));

/** Storage of one set for one season, in cents (the spec's "tire storage +50 per season"). */
export const TIRE_STORAGE_PRICE_CENTS = 5000;

/**
 * Working days the shop needs before a day can be booked: to fetch a stored set from the
 * warehouse, to prepare tires in stock for fitting, and to receive tires ordered from the supplier.
 */
export const LEAD_TIMES_WORKING_DAYS = {
  storageFetch: 3,
  orderPreparation: 1,
  orderDelivery: 5,
} as const;

const holidaysByYear = new Map<number, ReadonlySet<string>>();
function holidaysOf(year: number): ReadonlySet<string> {
  let dates = holidaysByYear.get(year);
  if (!dates) holidaysByYear.set(year, (dates = new Set(finnishPublicHolidays(year).map((holiday) => holiday.date))));
  return dates;
}

/** A working day: Monday to Friday and not a Finnish public holiday or a closing eve. */
export function isWorkingDay(date: string): boolean {
  const weekday = dayOfWeek(date);
  return weekday !== 0 && weekday !== 6 && !holidaysOf(Number(date.slice(0, 4))).has(date);
}

/**
 * The first day a booking may take after a lead time of n working days counted from the day after
 * today: the n-th working day (the work is done during it); with no lead time, today.
 * From a Friday, 3 working days end on Wednesday; over Easter, on the Thursday after it.
 */
export function earliestDayAfterLead(today: string, workingDays: number): string {
  if (workingDays <= 0) return today;
  let date = addDays(today, 1);
  let counted = 0;
  for (;;) {
    if (isWorkingDay(date)) counted += 1;
    if (counted === workingDays) return date;
    date = addDays(date, 1);
  }
}
