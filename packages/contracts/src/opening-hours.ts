import type { OpeningHours } from './reservations/service-locations.js';

/** A run of consecutive days with the same hours, as a week is shown: "Mon–Fri 16:00–20:00". */
export interface OpeningHoursRow {
  /** dayOfWeek values (0 = Sunday ... 6 = Saturday), Monday first. */
  days: number[];
  /** null when closed. */
  hours: { opens: string; closes: string } | null;
}

/** Monday first, as Finnish calendars show the week. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

const sameHours = (a: OpeningHoursRow['hours'], b: OpeningHoursRow['hours']) =>
  a === b || (a !== null && b !== null && a.opens === b.opens && a.closes === b.closes);

/** A location's week as rows: consecutive days with the same hours are joined; a day with no hours is closed. */
export function groupOpeningHours(openingHours: readonly OpeningHours[]): OpeningHoursRow[] {
  const rows: OpeningHoursRow[] = [];
  for (const day of WEEK_ORDER) {
    const entry = openingHours.find((item) => item.dayOfWeek === day);
    const hours = entry ? { opens: entry.opens, closes: entry.closes } : null;
    const last = rows.at(-1);
    if (last && sameHours(last.hours, hours)) last.days.push(day);
    else rows.push({ days: [day], hours });
  }
  return rows;
}

/** Locations grouped by identical weeks, in the order met, so one table serves all that agree. */
export function groupLocationsByHours<L extends { openingHours: readonly OpeningHours[] }>(
  locations: readonly L[],
): { locations: L[]; rows: OpeningHoursRow[] }[] {
  const groups = new Map<string, { locations: L[]; rows: OpeningHoursRow[] }>();
  for (const location of locations) {
    const rows = groupOpeningHours(location.openingHours);
    const key = JSON.stringify(rows);
    const group = groups.get(key);
    if (group) group.locations.push(location);
    else groups.set(key, { locations: [location], rows });
  }
  return [...groups.values()];
}
