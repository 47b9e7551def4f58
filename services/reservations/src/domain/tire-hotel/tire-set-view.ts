import { setTreadLight, storageSeasonOf, treadLight, WHEEL_POSITIONS, type StoredTireType, type TireSet, type TireSetStatus } from '@tire/contracts';
import type { TireSetRow } from '../../data-access/tire-sets.js';

const calendarDate = (date: Date) => date.toISOString().slice(0, 10);

/** The Monday of an ISO week: the day a DOT code's week began. */
function isoWeekMonday(year: number, week: number): Date {
  const january4 = new Date(Date.UTC(year, 0, 4));
  const mondayOfWeek1 = Date.UTC(year, 0, 4 - ((january4.getUTCDay() + 6) % 7));
  return new Date(mondayOfWeek1 + (week - 1) * 7 * 86_400_000);
}

/** Whole years from the DOT week to today (a tire made in week 12/2020 is 6 on 1 April 2026). */
export function tireAgeYears(dotWeek: number, dotYear: number, today: string): number {
  const made = isoWeekMonday(dotYear, dotWeek);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  let age = year - made.getUTCFullYear();
  if (month < made.getUTCMonth() + 1 || (month === made.getUTCMonth() + 1 && day < made.getUTCDate())) age -= 1;
  return Math.max(0, age);
}

/** One set as staff and its owner see it: tread per wheel with its light, age, agreement, next change. */
export function toTireSet(row: TireSetRow, today: string): TireSet {
  const type = row.tireType as StoredTireType;
  const tread = row.treadMm as Record<string, number>;
  const treads = WHEEL_POSITIONS.map((position) => ({ position, mm: Number(tread[position] ?? 0), light: treadLight(type, Number(tread[position] ?? 0)) }));
  const next = row.bookings[0];
  return {
    id: row.id,
    locationId: row.locationId,
    locationName: row.location.name,
    licensePlate: row.licensePlate,
    brand: row.brand,
    model: row.model,
    tireSize: row.tireSize,
    tireType: type,
    dotWeek: row.dotWeek,
    dotYear: row.dotYear,
    ageYears: tireAgeYears(row.dotWeek, row.dotYear, today),
    onRims: row.onRims,
    treads,
    light: setTreadLight(
      type,
      treads.map((t) => t.mm),
    ),
    notes: row.notes,
    shelfLocation: row.shelfLocation,
    labelNumber: row.labelNumber,
    status: row.status as TireSetStatus,
    storedAt: row.storedAt.toISOString(),
    takenOutAt: row.takenOutAt?.toISOString() ?? null,
    agreement: row.agreement
      ? {
          id: row.agreement.id,
          seasonId: row.agreement.seasonId,
          seasonEndsOn: seasonEndOf(row.agreement.seasonId),
          priceCents: row.agreement.priceCents,
          renews: row.agreement.renews,
        }
      : null,
    nextChange: next ? { trackingCode: next.trackingCode, scheduledDate: calendarDate(next.scheduledDate), scheduledTime: next.scheduledTime } : null,
  };
}

/** The last day of a season by its id ("2026-winter" ends on the Monday after Easter 2027). */
export function seasonEndOf(seasonId: string): string {
  const [year, season] = seasonId.split('-') as [string, 'summer' | 'winter'];
  return storageSeasonOf(season === 'winter' ? `${year}-10-01` : `${year}-09-30`).endsOn;
}
