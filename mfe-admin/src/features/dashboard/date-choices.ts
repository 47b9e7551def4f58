import { ADMIN_DATE_CHOICES, TIME_ZONE } from '@tire/contracts';

/** The Helsinki calendar day (yyyy-MM-dd) of an instant; sv-SE formats dates in ISO order. */
export const helsinkiDay = (instant: Date) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The admin's date choices: today and the following days in Helsinki, ADMIN_DATE_CHOICES in all. */
export const adminDateChoices = (now: Date = new Date()) => {
  const today = helsinkiDay(now);
  return Array.from({ length: ADMIN_DATE_CHOICES }, (_, index) => addDays(today, index));
};
