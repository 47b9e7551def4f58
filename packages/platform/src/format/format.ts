import { formatFinnishDay, formatHelsinki, helsinkiDateOf, helsinkiTimeOf } from '@tire/contracts/time';
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
  return formatHelsinki(date.slice(0, 10), locale(), { dateStyle: 'long' });
}

/** An instant as its Helsinki long date and time: "7. kesäkuuta 2030 10:30" / "7 June 2030 10:30". */
export function formatLongDateTime(instant: Date | string | number): string {
  return `${formatLongDate(helsinkiDateOf(instant))} ${helsinkiTimeOf(instant)}`;
}

/** A calendar date (yyyy-MM-dd) as a short day, the Finnish way in both languages: "ti 24.11." / "Tue 24.11.". */
export function formatShortDay(date: string): string {
  return formatFinnishDay(date, locale(), { withYear: false });
}
