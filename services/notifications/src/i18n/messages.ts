import { TIME_ZONE, type Language } from '@tire/contracts';
import { en, type MessageKey } from './en.js';
import { fi } from './fi.js';

const CATALOGUES: Record<Language, Record<MessageKey, string>> = { fi, en };
/** The same locales as the web pages (packages/platform LOCALE_TAGS). */
const LOCALES: Record<Language, string> = { fi: 'fi-FI', en: 'en-US' };

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export interface Texts {
  language: Language;
  t: Translate;
  /** "35,00 €" / "€35.00" */
  euro(cents: number): string;
  /** The day of an instant in Helsinki, long: "lauantai 7. maaliskuuta 2026" / "Saturday, March 7, 2026". */
  longDate(instant: string): string;
  /** The human name of a service id in this language. */
  serviceName(serviceType: string): string;
}

export function textsFor(language: Language): Texts {
  const catalogue = CATALOGUES[language];
  const locale = LOCALES[language];
  const t: Translate = (key, values = {}) =>
    catalogue[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  return {
    language,
    t,
    euro: (cents) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100),
    longDate: (instant) => new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: TIME_ZONE }).format(new Date(instant)),
    serviceName: (serviceType) => {
      const key = `service.${serviceType}`;
      // An id newer than this catalogue is shown as it is rather than failing the e-mail.
      return key in catalogue ? t(key as MessageKey) : serviceType;
    },
  };
}
