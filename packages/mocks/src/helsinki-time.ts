import { TIME_ZONE } from '@tire/contracts';

/** The Europe/Helsinki wall clock of an instant: date yyyy-MM-dd and time HH:mm. */
export function helsinkiWallClock(instant: Date): { date: string; time: string } {
  // sv-SE formats as "2026-11-21 15:03", the ISO shape.
  const text = new Intl.DateTimeFormat('sv-SE', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  const [date = '', time = ''] = text.split(' ');
  return { date, time };
}

/** The instant at which a Helsinki wall-clock date and time happen (DST included). */
export function helsinkiInstant(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const guess = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  // Helsinki is UTC+2 or UTC+3: correct the guess by the offset seen at that instant.
  let instant = guess;
  for (let i = 0; i < 2; i += 1) {
    const seen = helsinkiWallClock(new Date(instant));
    const seenUtc = Date.parse(`${seen.date}T${seen.time}:00Z`);
    instant += guess - seenUtc;
  }
  return new Date(instant);
}

/** Day of week (0 = Sunday) of a calendar date. */
export const dayOfWeek = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

export const toMinutes = (time: string) => {
  const [hour, minute] = time.split(':').map(Number);
  return hour! * 60 + minute!;
};
export const fromMinutes = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
