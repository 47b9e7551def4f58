import { groupLocationsByHours, type OpeningHours } from '@tire/contracts';

/** True when every location keeps the same hours, so they can be shown once. */
export const sameHoursEverywhere = (locations: { openingHours: OpeningHours[] }[]) => groupLocationsByHours(locations).length <= 1;

/** Short weekday name in the given locale ("ma", "Mon"); 2021-08-01 was a Sunday. */
export function weekdayName(dayOfWeek: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2021, 7, 1 + dayOfWeek)));
}

/** "16:00" in Finnish reads "16.00". */
export function formatTime(time: string, locale: string): string {
  const [hours, minutes] = time.split(':');
  return locale.startsWith('fi') ? `${Number(hours)}.${minutes}` : `${Number(hours)}:${minutes}`;
}
