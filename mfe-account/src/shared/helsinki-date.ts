import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { TIME_ZONE } from '@tire/contracts';

/** The Helsinki calendar day (yyyy-MM-dd) of an instant. */
export const helsinkiDay = (instant: Date) => format(new TZDate(instant, TIME_ZONE), 'yyyy-MM-dd');

/** Today in Helsinki: the earliest day a reservation can be moved to, and where "upcoming" starts. */
export const helsinkiToday = (now: Date = new Date()) => helsinkiDay(now);

/** HH:mm of an instant in Helsinki. */
export const helsinkiTime = (instant: Date | string) => format(new TZDate(new Date(instant), TIME_ZONE), 'HH:mm');

/** The instant of a Helsinki wall-clock date (yyyy-MM-dd) and time (HH:mm). */
export function helsinkiInstant(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return new Date(new TZDate(year!, month! - 1, day!, hour!, minute!, TIME_ZONE).getTime());
}
