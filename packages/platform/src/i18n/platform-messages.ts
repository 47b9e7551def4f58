import type { Language } from '@tire/contracts';
import { getLanguage } from './language.js';

/** Texts the platform itself shows (outside any React tree, e.g. the 401 toast). */
export const platformMessages: Record<Language, Record<string, string>> = {
  fi: {
    'brand.name': 'Rengaspalvelu Uusimaa',
    'toast.loginRequired.title': 'Kirjautuminen vaaditaan',
    'toast.loginRequired.description': 'Kirjaudu sisään jatkaaksesi.',
    'toast.region': 'Ilmoitukset ({hotkey})',
    'toast.announcement': 'Ilmoitus',
    'toast.close': 'Sulje',
  },
  en: {
    'brand.name': 'Uusimaa Tire Service',
    'toast.loginRequired.title': 'Login Required',
    'toast.loginRequired.description': 'Please log in to continue.',
    'toast.region': 'Notifications ({hotkey})',
    'toast.announcement': 'Notification',
    'toast.close': 'Close',
  },
};

export const translate = (id: string) => platformMessages[getLanguage()][id] ?? id;
