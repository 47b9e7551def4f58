import { getLanguage, LOCALE_TAGS } from '../i18n/language.js';

const locale = () => LOCALE_TAGS[getLanguage()];

/** Euro amounts per language: "45,00 €" in Finnish, "€45.00" in English. */
export function formatEuro(amount: number | string): string {
  return new Intl.NumberFormat(locale(), { style: 'currency', currency: 'EUR' }).format(Number(amount));
}

/**
 * The spec's long date ('PPP') of a calendar date (yyyy-MM-dd), read as that day wherever the
 * browser is: "21. marraskuuta 2026" / "November 21, 2026".
 */
export function formatLongDate(date: string): string {
  const [year, month, day] = date.slice(0, 10).split('-').map(Number);
  return new Intl.DateTimeFormat(locale(), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year!, month! - 1, day!)),
  );
}
