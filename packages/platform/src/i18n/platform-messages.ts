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
    'connection.offline.title': 'Ei verkkoyhteyttä',
    'connection.offline.description':
      'Laitteesi ei ole juuri nyt verkossa, joten tätä ei voitu lähettää. Täyttämäsi tiedot ovat tallessa: yritä uudelleen, kun yhteys palaa.',
    'connection.failed.title': 'Yhteys palvelimeen katkesi',
    'connection.failed.description':
      'Palvelimeen ei saatu yhteyttä, joten tätä ei voitu lähettää. Täyttämäsi tiedot ovat tallessa: tarkista verkkoyhteys ja yritä uudelleen.',
    'connection.banner.offline': 'Ei verkkoyhteyttä. Sivu toimii taas, kun yhteys palaa; täyttämäsi tiedot säilyvät.',
    'connection.banner.failed': 'Palvelimeen ei juuri nyt saada yhteyttä. Tarkista verkkoyhteys.',
    'failure.title': 'Tätä osaa ei voitu näyttää',
    'failure.description': 'Sivun osa ei latautunut. Yritä uudelleen; muu sivusto toimii normaalisti.',
    'failure.offline': 'Laitteesi ei ole verkossa. Yritä uudelleen, kun yhteys palaa.',
    'failure.retry': 'Yritä uudelleen',
    'failure.reload': 'Lataa sivu uudelleen',
  },
  en: {
    'brand.name': 'Uusimaa Tire Service',
    'toast.loginRequired.title': 'Login Required',
    'toast.loginRequired.description': 'Please log in to continue.',
    'toast.region': 'Notifications ({hotkey})',
    'toast.announcement': 'Notification',
    'toast.close': 'Close',
    'connection.offline.title': 'No connection',
    'connection.offline.description': 'Your device is offline, so this could not be sent. What you entered is kept: try again once you are back online.',
    'connection.failed.title': 'Connection to the server lost',
    'connection.failed.description':
      'The server could not be reached, so this could not be sent. What you entered is kept: check your connection and try again.',
    'connection.banner.offline': 'No connection. The page works again once you are back online; what you entered is kept.',
    'connection.banner.failed': 'The server cannot be reached right now. Please check your connection.',
    'failure.title': 'This part could not be shown',
    'failure.description': 'Part of the page did not load. Please try again; the rest of the site works as usual.',
    'failure.offline': 'Your device is offline. Please try again once you are back online.',
    'failure.retry': 'Try again',
    'failure.reload': 'Reload the page',
  },
};

export const translate = (id: string) => platformMessages[getLanguage()][id] ?? id;
