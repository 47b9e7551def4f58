import type { OpeningHours } from '@tire/contracts';

/** A run of consecutive weekdays with the same hours, Monday first: "Mon–Fri 16:00–20:00". */
export interface HoursGroup {
  /** dayOfWeek values (0 = Sunday ... 6 = Saturday) in Monday-first order. */
  days: number[];
  opens: string | null;
  closes: string | null;
}

const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];

/** Groups a location's opening hours into runs of days with equal hours; a missing day is closed. */
export function groupOpeningHours(hours: OpeningHours[]): HoursGroup[] {
  const byDay = new Map(hours.map((item) => [item.dayOfWeek, item]));
  const groups: HoursGroup[] = [];
  for (const day of MONDAY_FIRST) {
    const item = byDay.get(day);
    const opens = item?.opens ?? null;
    const closes = item?.closes ?? null;
    const last = groups.at(-1);
    if (last && last.opens === opens && last.closes === closes) last.days.push(day);
    else groups.push({ days: [day], opens, closes });
  }
  return groups;
}

/** True when every location keeps the same hours, so they can be shown once. */
export function sameHoursEverywhere(locations: { openingHours: OpeningHours[] }[]): boolean {
  const key = (hours: OpeningHours[]) => JSON.stringify(groupOpeningHours(hours));
  return locations.every((location) => key(location.openingHours) === key(locations[0]?.openingHours ?? []));
}

/** Short weekday name in the given locale ("ma", "Mon"); 2021-08-01 was a Sunday. */
export function weekdayName(dayOfWeek: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2021, 7, 1 + dayOfWeek)));
}

/** "16:00" in Finnish reads "16.00". */
export function formatTime(time: string, locale: string): string {
  const [hours, minutes] = time.split(':');
  return locale.startsWith('fi') ? `${Number(hours)}.${minutes}` : `${Number(hours)}:${minutes}`;
}
