import { LOCALE_TAGS } from '@tire/platform';
import { addDays, formatFinnishDay, formatHelsinki, weekdayName } from '@tire/contracts';

/**
 * Month arithmetic on plain dates (yyyy-MM-dd) and months (yyyy-MM; days: addDays of
 * @tire/contracts): no time zone is
 * involved, the booking days are Helsinki days named by the server. Weeks start on Monday, as
 * in Finland.
 */
const utc = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};
const iso = (value: Date) => value.toISOString().slice(0, 10);

export const monthOf = (date: string) => date.slice(0, 7);
export const firstOfMonth = (month: string) => `${month}-01`;
export const lastOfMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return iso(new Date(Date.UTC(y, m, 0)));
};
export const addMonths = (month: string, months: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return iso(new Date(Date.UTC(y, m - 1 + months, 1))).slice(0, 7);
};

/** The same day of the month in another month, or its last day when that month is shorter. */
export function sameDayInMonth(date: string, months: number): string {
  const month = addMonths(monthOf(date), months);
  const last = lastOfMonth(month);
  const wanted = `${month}-${date.slice(8, 10)}`;
  return wanted > last ? last : wanted;
}

/** 0 = Monday ... 6 = Sunday. */
export const mondayIndex = (date: string) => (utc(date).getUTCDay() + 6) % 7;

/** The weeks of a month, Monday first; days of the neighbouring months are null. */
export function weeksOfMonth(month: string): (string | null)[][] {
  const first = firstOfMonth(month);
  const last = lastOfMonth(month);
  const cells: (string | null)[] = Array.from({ length: mondayIndex(first) }, () => null);
  for (let date = first; date <= last; date = addDays(date, 1)) cells.push(date);
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

const localeOf = (language: string) => (language.startsWith('fi') ? LOCALE_TAGS.fi : LOCALE_TAGS.en);

/** "marraskuu 2026" / "November 2026". */
export const formatMonth = (month: string, language: string) => formatHelsinki(firstOfMonth(month), localeOf(language), { month: 'long', year: 'numeric' });

/** Weekday names Monday first: short ("ma", "Mon") and long ("maanantai", "Monday"). */
export const weekdayNames = (language: string, width: 'short' | 'long') => [1, 2, 3, 4, 5, 6, 0].map((day) => weekdayName(day, localeOf(language), width));

/** Finnish conventions in both languages: "la 28.11.2026" / "Sat 28.11.2026"; long: "lauantai 28.11.2026". */
export const formatDay = (date: string, language: string, width: 'short' | 'long' = 'short', withYear = true) =>
  formatFinnishDay(date, localeOf(language), { weekday: width, withYear });
