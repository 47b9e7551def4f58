import { TIME_ZONE } from '@tire/contracts';

const parts = (instant: string | Date, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE, hourCycle: 'h23', ...options }).format(new Date(instant));

/** HH:mm of an instant in Helsinki. */
export const helsinkiTime = (instant: string | Date) => parts(instant, { hour: '2-digit', minute: '2-digit' });

/** yyyy-MM-dd of an instant in Helsinki. */
export const helsinkiDate = (instant: string | Date) => parts(instant, { year: 'numeric', month: '2-digit', day: '2-digit' });

/** The instant at which a Helsinki wall-clock date and time happen (summer time included). */
export function helsinkiInstant(date: string, time: string): Date {
  const guess = Date.parse(`${date}T${time}:00Z`);
  let instant = guess;
  for (let i = 0; i < 2; i += 1) {
    const seen = Date.parse(`${helsinkiDate(new Date(instant))}T${helsinkiTime(new Date(instant))}:00Z`);
    instant += guess - seen;
  }
  return new Date(instant);
}
