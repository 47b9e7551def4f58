import type { OpeningHours, ServiceLocation } from '@tire/contracts';

export interface OpeningHoursRow {
  /** Consecutive days (0 = Sunday) in the order shown, Monday first. */
  days: number[];
  /** null when closed. */
  hours: { opens: string; closes: string } | null;
}

/** Monday first, as Finnish calendars show the week. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** Rows of the hours card: consecutive days with the same hours are joined (Mon–Fri 16:00–20:00). */
export function summarizeOpeningHours(openingHours: OpeningHours[]): OpeningHoursRow[] {
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

const sameHours = (a: OpeningHoursRow['hours'], b: OpeningHoursRow['hours']) =>
  a === b || (a !== null && b !== null && a.opens === b.opens && a.closes === b.closes);

/** Locations grouped by identical hours, so one table serves them all when they agree. */
export function groupLocationsByHours(locations: ServiceLocation[]): { locations: ServiceLocation[]; rows: OpeningHoursRow[] }[] {
  const groups = new Map<string, { locations: ServiceLocation[]; rows: OpeningHoursRow[] }>();
  for (const location of locations) {
    const rows = summarizeOpeningHours(location.openingHours);
    const key = JSON.stringify(rows);
    const group = groups.get(key);
    if (group) group.locations.push(location);
    else groups.set(key, { locations: [location], rows });
  }
  return [...groups.values()];
}
