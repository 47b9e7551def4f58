import { TZDate, tz } from '@date-fns/tz';
import { TIME_ZONE } from '@tire/contracts';
import { format } from 'date-fns';

/** Wall-clock arithmetic in Europe/Helsinki, where every booking lives (DST included). */

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a yyyy-MM-dd text names a real calendar day (2025-02-30 does not). */
export function isCalendarDate(date: string): boolean {
  const match = PLAIN_DATE.exec(date);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const utc = new Date(Date.UTC(y, m - 1, d));
  return utc.getUTCFullYear() === y && utc.getUTCMonth() === m - 1 && utc.getUTCDate() === d;
}

/** The Helsinki calendar date (yyyy-MM-dd) of an instant. */
export const helsinkiDateOf = (instant: Date) => format(instant, 'yyyy-MM-dd', { in: tz(TIME_ZONE) });

/**
 * The booking day of a scheduledDate as clients send it: a plain yyyy-MM-dd is taken as is, an
 * ISO instant (a date picker's local midnight, e.g. 2025-03-09T22:00:00.000Z) becomes its
 * Helsinki calendar date. Undefined when it is neither.
 */
export function bookingDateOf(scheduledDate: string): string | undefined {
  const text = scheduledDate.trim();
  if (PLAIN_DATE.test(text)) return isCalendarDate(text) ? text : undefined;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? undefined : helsinkiDateOf(instant);
}

/** Day of the week of a calendar date, 0 = Sunday ... 6 = Saturday. */
export function dayOfWeek(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** The instant at which a Helsinki wall-clock time (HH:mm) on a calendar date happens. */
export function helsinkiInstant(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, TIME_ZONE).getTime());
}

const wallClockFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant as Helsinki wall-clock date and minutes of the day. One cached Intl formatter: the
 * slot query calls this on every request, and building zoned dates per slot costs far more.
 */
export function helsinkiWallClock(instant: Date): { date: string; minutes: number } {
  // Helsinki's offsets are whole hours, so the wall clock changes exactly on UTC minutes.
  const minute = Math.floor(instant.getTime() / 60_000);
  if (lastWallClock?.minute === minute) return lastWallClock.value;
  const parts: Record<string, string> = {};
  for (const part of wallClockFormat.formatToParts(instant)) parts[part.type] = part.value;
  const value = { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
  lastWallClock = { minute, value };
  return value;
}
let lastWallClock: { minute: number; value: { date: string; minutes: number } } | undefined;

export const minutesOf = (time: string) => {
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return hh * 60 + mm;
};

export const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
