import { TIME_ZONE } from '@tire/contracts';

export interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

const FORMAT = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant as the wall clock in Helsinki shows it (EET/EEST), zero-padded: what the customer
 * booked and what e-mails print ("10:00").
 */
export function helsinkiWallClock(instant: string | Date): WallClock {
  const parts = Object.fromEntries(FORMAT.formatToParts(new Date(instant)).map(({ type, value }) => [type, value]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** "HH:mm" in Helsinki (the same in both languages, like the booked times). */
export function helsinkiTime(instant: string | Date): string {
  const { hour, minute } = helsinkiWallClock(instant);
  return `${hour}:${minute}`;
}
