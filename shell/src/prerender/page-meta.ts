import { PAGE_PATHS, type Language } from '@tire/contracts';
import type { ShellMessageId } from '../i18n/messages.fi.js';

type Texts = Record<Language, string>;

/**
 * What the server's HTML of a page says about it before any script runs: its title (the tab,
 * search results) and its meta description, in both languages. Build-time only: the browser
 * bundle does not carry these texts (a page sets its own title once it runs).
 *
 * A shell page names its title by the message its page uses (useDocumentTitle), so the two never
 * differ; a remote's page by the title the remote gives itself.
 */
export interface PageMeta {
  title: { message: ShellMessageId } | Texts;
  description: Texts;
}

export const NOT_FOUND_META: PageMeta = {
  title: { message: 'notFound.title' },
  description: {
    fi: 'Sivua ei löytynyt. Jatka etusivulta tai varaa aika renkaanvaihtoon.',
    en: 'Page not found. Carry on from the home page or book a tire change.',
  },
};

export const PAGE_META: Record<string, PageMeta> = {
  [PAGE_PATHS.home]: {
    title: { message: 'nav.home' },
    description: {
      fi: 'Varaa renkaanvaihto verkossa Helsingissä, Vantaalla ja Espoossa. Renkaanvaihto, korjaus ja asennus noin 30 minuutissa – myös uudet renkaat asennettuina.',
      en: 'Book a tire change online in Helsinki, Vantaa and Espoo. Tire change, repair and installation in about 30 minutes – new tires fitted too.',
    },
  },
  [PAGE_PATHS.about]: {
    title: { message: 'about.title' },
    description: {
      fi: 'Rengaspalvelu Helsingissä, Vantaalla ja Espoossa: tarinamme, arvomme, palvelumme sekä toimipisteet ja niiden aukioloajat.',
      en: 'A tire service in Helsinki, Vantaa and Espoo: our story, our values, our services, and our locations with their opening hours.',
    },
  },
  [PAGE_PATHS.contact]: {
    title: { message: 'contact.title' },
    description: {
      fi: 'Ota yhteyttä: puhelin, sähköposti, toimipisteiden aukioloajat ja viestilomake. Vastaamme yleensä yhden arkipäivän kuluessa.',
      en: 'Contact us: phone, e-mail, the opening hours of each location and a message form. We usually answer within one working day.',
    },
  },
  [PAGE_PATHS.privacyPolicy]: {
    title: { message: 'privacy.title' },
    description: {
      fi: 'Toimitus-, maksu- ja peruutusehdot sekä se, miten käsittelemme henkilötietojasi huoltovarauksissa ja verkkokaupan tilauksissa.',
      en: 'Delivery, payment and cancellation terms, and how we handle your personal data in service bookings and tire shop orders.',
    },
  },
  [PAGE_PATHS.tireChange]: {
    title: { fi: 'Varaa rengaspalvelu', en: 'Book a tire service' },
    description: {
      fi: 'Varaa renkaanvaihto, renkaan korjaus tai asennus: valitse palvelu, toimipiste ja vapaa aika, ja maksa verkossa.',
      en: 'Book a tire change, repair or installation: choose the service, the location and a free time, and pay online.',
    },
  },
  [PAGE_PATHS.trackOrder]: {
    title: { fi: 'Seuraa varaustasi', en: 'Track your reservation' },
    description: {
      fi: 'Seuraa varaustasi seurantakoodilla: näet varauksen tilan, ajan, toimipisteen ja hinnan.',
      en: 'Track your reservation with its tracking code: see its status, time, location and price.',
    },
  },
  [PAGE_PATHS.manageBooking]: {
    title: { fi: 'Varauksesi', en: 'Your booking' },
    description: {
      fi: 'Varauksesi tiedot sähköpostiisi lähetetyn linkin kautta.',
      en: 'Your booking, through the link sent to your e-mail.',
    },
  },
  [PAGE_PATHS.myBookings]: {
    title: { fi: 'Etsi varaukseni', en: 'Find my bookings' },
    description: {
      fi: 'Näe kaikki sähköpostiosoitteellasi tehdyt varaukset ja tilaukset ilman tiliä: tilaa linkki sähköpostiisi.',
      en: 'See every booking and order made with your e-mail address, without an account: get a link by e-mail.',
    },
  },
  [PAGE_PATHS.waitlistOffer]: {
    title: { fi: 'Sinulle vapautunut aika', en: 'A time freed up for you' },
    description: {
      fi: 'Odotuslistalta sinulle tarjottu aika: varaa se yhdellä painalluksella.',
      en: 'The time offered to you from the waitlist: book it in one step.',
    },
  },
  [PAGE_PATHS.leaveWaitlist]: {
    title: { fi: 'Poistu odotuslistalta', en: 'Leave the waitlist' },
    description: {
      fi: 'Poistu odotuslistalta vahvistusviestin linkillä.',
      en: 'Leave the waitlist with the link of its confirmation e-mail.',
    },
  },
  [PAGE_PATHS.tireShop]: {
    title: { fi: 'Rengaskauppa', en: 'Tire shop' },
    description: {
      fi: 'Kesä-, talvi- ja ympärivuotiset renkaat Nokianilta, Michelinilta, Continentalilta ja Bridgestonelta. Asennus sisältyy hintaan.',
      en: 'Summer, winter and all-season tires from Nokian, Michelin, Continental and Bridgestone. Installation included.',
    },
  },
  [PAGE_PATHS.checkout]: {
    title: { fi: 'Kassa', en: 'Checkout' },
    description: {
      fi: 'Tarkista tilauksesi tai varauksesi ja maksa se turvallisesti kortilla.',
      en: 'Review your order or reservation and pay for it securely by card.',
    },
  },
  [PAGE_PATHS.paymentSuccess]: {
    title: { fi: 'Maksun tila', en: 'Payment status' },
    description: {
      fi: 'Maksusi tila ja mitä seuraavaksi tapahtuu.',
      en: 'The status of your payment and what happens next.',
    },
  },
  [PAGE_PATHS.login]: {
    title: { fi: 'Kirjaudu sisään', en: 'Log in' },
    description: {
      fi: 'Kirjaudu sisään sähköpostiisi lähetettävällä koodilla tai Google-tilillä ja hallitse varauksiasi ja tilauksiasi.',
      en: 'Log in with a code sent to your e-mail or with Google, and manage your reservations and orders.',
    },
  },
  [PAGE_PATHS.signup]: {
    title: { fi: 'Luo tili', en: 'Create an account' },
    description: {
      fi: 'Luo tili: näet varauksesi ja tilauksesi yhdestä paikasta, ja lomakkeet täyttyvät valmiiksi.',
      en: 'Create an account: see your reservations and orders in one place, with forms filled in for you.',
    },
  },
  [PAGE_PATHS.profileSetup]: {
    title: { fi: 'Täydennä profiilisi', en: 'Complete your profile' },
    description: {
      fi: 'Täydennä yhteys- ja ajoneuvotietosi, niin varaaminen käy jatkossa nopeammin.',
      en: 'Complete your contact and vehicle details, and booking is quicker from then on.',
    },
  },
  [PAGE_PATHS.dashboard]: {
    title: { fi: 'Oma sivu', en: 'Dashboard' },
    description: {
      fi: 'Asiakasportaali: tulevat varauksesi ja viimeisimmät tilauksesi yhdessä paikassa.',
      en: 'Your customer portal: your upcoming reservations and your latest orders in one place.',
    },
  },
  [PAGE_PATHS.myReservations]: {
    title: { fi: 'Omat varaukset', en: 'My reservations' },
    description: {
      fi: 'Omat varauksesi: muuta tai peru tulevia aikoja ja katso aiemmat käyntisi.',
      en: 'Your reservations: change or cancel upcoming appointments and see your past visits.',
    },
  },
  [PAGE_PATHS.admin]: {
    title: { fi: 'Ylläpito', en: 'Admin dashboard' },
    description: {
      fi: 'Ylläpito: varaukset päivittäin, niiden vahvistaminen ja peruminen.',
      en: 'Administration: reservations by day, confirming and cancelling them.',
    },
  },
};
