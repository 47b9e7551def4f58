import { getLanguage, LOCALE_TAGS } from '../i18n/language.js';

const locale = () => LOCALE_TAGS[getLanguage()];

/** Euro amounts per language: "45,00 €" in Finnish, "€45.00" in English. */
export function formatEuro(amount: number | string): string {
  return new Intl.NumberFormat(locale(), { style: 'currency', currency: 'EUR' }).format(Number(amount));
}

/**
 * The spec's long date ('PPP') of a calendar date (yyyy-MM-dd), read as that day wherever the
 * browser is: "21. marraskuuta 2026" / "21 November 2026".
 */
export function formatLongDate(date: string): string {
  const [year, month, day] = date.slice(0, 10).split('-').map(Number);
  return new Intl.DateTimeFormat(locale(), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year!, month! - 1, day!)));
}

/** A calendar date (yyyy-MM-dd) as a short day, the Finnish way in both languages: "ti 24.11." / "Tue 24.11.". */
export function formatShortDay(date: string): string {
  const [year, month, day] = date.slice(0, 10).split('-').map(Number);
  const weekday = new Intl.DateTimeFormat(locale(), { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(year!, month! - 1, day!)));
  return `${weekday} ${day}.${month}.`;
}
