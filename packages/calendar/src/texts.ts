import type { Language, ServiceType } from '@tire/contracts';

/**
 * The calendar entry's own words in both languages: its title, its description and the reminder
 * the day before. Here rather than in one service's catalogue, so the e-mailed file and the one
 * downloaded from the payment result page read the same.
 */
interface CalendarTexts {
  /** SUMMARY. */
  title: (values: { service: string }) => string;
  /** DESCRIPTION. */
  description: (values: { trackingCode: string; url: string }) => string;
  /** The VALARM's DESCRIPTION, shown the day before. */
  reminder: (values: { service: string }) => string;
  /** The service's name, as the e-mails and the pages name it. */
  services: Record<ServiceType, string>;
}

export const CALENDAR_TEXTS: Record<Language, CalendarTexts> = {
  fi: {
    title: ({ service }) => `Rengaspalvelu: ${service}`,
    description: ({ trackingCode, url }) => `Seurantakoodi ${trackingCode}. Seuraa varaustasi: ${url}`,
    reminder: ({ service }) => `Huomenna: ${service}, Rengaspalvelu`,
    services: {
      tire_change: 'Renkaanvaihto',
      tire_repair_1: 'Renkaan korjaus',
      tire_install_1: 'Renkaiden asennus, 1 rengas',
      tire_install_2: 'Renkaiden asennus, 2 rengasta',
      tire_install_3: 'Renkaiden asennus, 3 rengasta',
      tire_install_4: 'Renkaiden asennus, 4 rengasta',
      call_mechanic: 'Mekaanikko paikan päälle',
    },
  },
  en: {
    title: ({ service }) => `Rengaspalvelu: ${service}`,
    description: ({ trackingCode, url }) => `Tracking code ${trackingCode}. Follow your booking: ${url}`,
    reminder: ({ service }) => `Tomorrow: ${service} at Rengaspalvelu`,
    services: {
      tire_change: 'Tire change',
      tire_repair_1: 'Tire repair',
      tire_install_1: 'Tire installation, 1 tire',
      tire_install_2: 'Tire installation, 2 tires',
      tire_install_3: 'Tire installation, 3 tires',
      tire_install_4: 'Tire installation, 4 tires',
      call_mechanic: 'Call a mechanic',
    },
  },
};

/** A service id's name in a language; an id newer than this list is shown as it is rather than failing. */
export function calendarServiceName(language: Language, serviceType: string): string {
  const names: Record<string, string> = CALENDAR_TEXTS[language].services;
  return Object.hasOwn(names, serviceType) ? names[serviceType]! : serviceType;
}
