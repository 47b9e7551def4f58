import { TIME_ZONE } from './constants.js';

/**
 * Wall-clock rules of Europe/Helsinki, where every booking lives (summer time included): the one
 * definition for the services, the mocks, the remotes, the shell and the browser tests. Free of
 * zod and of date libraries (Intl only), so any page may load it.
 */

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a yyyy-MM-dd text names a day that exists (2025-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  const match = PLAIN_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || year < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
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

export interface WallClock {
  /** yyyy-MM-dd */
  date: string;
  /** HH:mm */
  time: string;
  /** Minutes since the day's midnight. */
  minutes: number;
}

let lastWallClock: { minute: number; value: WallClock } | undefined;

/**
 * An instant as the Helsinki wall clock. One cached Intl formatter, and the last answer kept for
 * its minute: the slot query calls this on every request.
 */
export function helsinkiWallClock(instant: Date | string | number): WallClock {
  const ms = new Date(instant).getTime();
  // Helsinki's offsets are whole hours, so the wall clock changes exactly on UTC minutes.
  const minute = Math.floor(ms / 60_000);
  if (lastWallClock?.minute === minute) return lastWallClock.value;
  const parts: Record<string, string> = {};
  for (const part of wallClockFormat.formatToParts(ms)) parts[part.type] = part.value;
  const time = `${parts.hour}:${parts.minute}`;
  const value = { date: `${parts.year}-${parts.month}-${parts.day}`, time, minutes: minutesOf(time) };
  lastWallClock = { minute, value };
  return value;
}

/** The Helsinki calendar day (yyyy-MM-dd) of an instant. */
export const helsinkiDateOf = (instant: Date | string | number) => helsinkiWallClock(instant).date;

/** HH:mm of an instant in Helsinki. */
export const helsinkiTimeOf = (instant: Date | string | number) => helsinkiWallClock(instant).time;

/** The instant at which a Helsinki wall-clock date (yyyy-MM-dd) and time (HH:mm) happen. */
export function helsinkiInstant(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  // Helsinki is UTC+2 or UTC+3: correct the guess by the offset seen at it, twice (across a change).
  let instant = wanted;
  for (let i = 0; i < 2; i += 1) {
    const seen = helsinkiWallClock(instant);
    instant += wanted - Date.parse(`${seen.date}T${seen.time}:00Z`);
  }
  return new Date(instant);
}

/**
 * The booking day of a scheduledDate as clients send it: a plain yyyy-MM-dd is taken as is (when
 * it exists), an ISO instant (a date picker's local midnight, e.g. 2025-03-09T22:00:00.000Z)
 * becomes its Helsinki calendar day. Undefined when it is neither.
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

/** A calendar date n days after another (calendar arithmetic: no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Minutes since midnight of an HH:mm time. */
export const minutesOf = (time: string) => {
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return hh * 60 + mm;
};

/** HH:mm of minutes since midnight. */
export const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const PLAIN_TIME = /^\d{2}:\d{2}$/;
const displayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar day (yyyy-MM-dd), a wall-clock time (HH:mm) or an instant as a person reads it in a
 * locale, on Helsinki's calendar and clock: "27. toukokuuta 2030", "ma", "9.00", "13:30". The one
 * way a date or a time is put into words, in the browser and in the e-mails alike. A day is read at
 * its noon and a time on a winter day, so neither moves with the reader's zone or a summer-time
 * change. Intl's formatters are kept per locale and options.
 */
export function formatHelsinki(value: string | Date | number, locale: string, options: Intl.DateTimeFormatOptions): string {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = displayFormats.get(key);
  if (!format) displayFormats.set(key, (format = new Intl.DateTimeFormat(locale, { ...options, timeZone: TIME_ZONE })));
  return format.format(displayedInstant(value));
}

function displayedInstant(value: string | Date | number): number {
  if (typeof value === 'string' && PLAIN_DATE.test(value)) return Date.parse(`${value}T12:00:00Z`);
  // Helsinki keeps UTC+2 all winter.
  if (typeof value === 'string' && PLAIN_TIME.test(value)) return Date.parse(`2000-01-03T${value}:00+02:00`);
  return new Date(value).getTime();
}

/** The name of a day of the week (0 = Sunday ... 6 = Saturday): "ma", "Mon", "maanantai". */
export const weekdayName = (day: number, locale: string, width: 'short' | 'long' = 'short') =>
  // 2021-08-01 was a Sunday.
  formatHelsinki(addDays('2021-08-01', day), locale, { weekday: width });

/**
 * A calendar day (yyyy-MM-dd) the Finnish way in every language: its weekday, then day.month.year
 * ("la 28.11.2026", "Sat 28.11.2026", "lauantai 28.11.2026"), or without the year ("ti 24.11.").
 */
export function formatFinnishDay(
  date: string,
  locale: string,
  { weekday = 'short', withYear = true }: { weekday?: 'short' | 'long'; withYear?: boolean } = {},
) {
  const day = date.slice(0, 10);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${weekdayName(dayOfWeek(day), locale, weekday)} ${d}.${m}.${withYear ? y : ''}`;
}
