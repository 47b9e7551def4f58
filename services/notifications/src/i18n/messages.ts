import { formatHelsinki, helsinkiTimeOf, type Language } from '@tire/contracts';
import { en, type MessageKey } from './en.js';
import { fi } from './fi.js';

const CATALOGUES: Record<Language, Record<MessageKey, string>> = { fi, en };
/** The same locales as the web pages (packages/platform LOCALE_TAGS). */
const LOCALES: Record<Language, string> = { fi: 'fi-FI', en: 'en-GB' };

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export interface Texts {
  language: Language;
  t: Translate;
  /** "35,00 €" / "€35.00" */
  euro(cents: number): string;
  /** The day of an instant in Helsinki, long: "lauantai 7. maaliskuuta 2026" / "Saturday, 7 March 2026". */
  longDate(instant: string): string;
  /** A calendar day ("2026-03-07", as booked in Helsinki), long like `longDate`. */
  longDay(date: string): string;
  /** The time of an instant in Helsinki: "10:00" (both languages, like the booked times). */
  time(instant: string): string;
  /** "lauantai 7. maaliskuuta 2026 klo 10:00" / "Saturday, 7 March 2026 at 10:00", for a day and an "HH:mm". */
  dayAtTime(date: string, time: string): string;
  /** A rate as a percentage in this language: 0.255 -> "25,5" / "25.5". */
  percent(rate: number): string;
  /** The human name of a service id in this language. */
  serviceName(serviceType: string): string;
  /** The human name of an extra service id (tire bags, retightening) in this language. */
  extraName(extra: string): string;
}

export function textsFor(language: Language): Texts {
  const catalogue = CATALOGUES[language];
  const locale = LOCALES[language];
  const t: Translate = (key, values = {}) => catalogue[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  // An id newer than this catalogue is shown as it is rather than failing the e-mail.
  const named = (prefix: 'service' | 'extra', id: string) => {
    const key = `${prefix}.${id}`;
    return key in catalogue ? t(key as MessageKey) : id;
  };
  // An instant and a calendar day read alike: formatHelsinki takes either.
  const longDay = (instantOrDay: string) => formatHelsinki(instantOrDay, locale, { dateStyle: 'full' });
  return {
    language,
    t,
    euro: (cents) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100),
    longDate: longDay,
    longDay,
    time: (instant) => helsinkiTimeOf(instant),
    dayAtTime: (date, time) => t('dayAtTime', { date: longDay(date), time }),
    percent: (rate) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(rate * 100),
    serviceName: (serviceType) => named('service', serviceType),
    extraName: (extra) => named('extra', extra),
  };
}
