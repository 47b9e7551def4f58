import type { Language } from '@tire/contracts';

/**
 * The texts of the customer's own data (the download and the deletion), shared by every remote
 * that shows the panel: the account page's "Your data" tab and a guest's "my bookings" page. The
 * `myData.guest.*` ones replace their namesakes for a guest, who is not signed in and may have no
 * account; the confirmation dialog reads the same for both.
 */
export const personalDataMessages: Record<Language, Record<string, string>> = {
  fi: {
    'myData.title': 'Omat tietosi',
    'myData.lead':
      'Kaikki, mitä sinusta säilytämme: tilisi, varauksesi, tilauksesi, maksusi, sinulle lähettämämme sähköpostit sekä varaustesi ja tilaustesi historia.',
    'myData.download.title': 'Lataa tietosi',
    'myData.download.text': 'Yksi JSON-tiedosto, jonka mikä tahansa ohjelma voi lukea. Siinä ei ole salasanoja eikä koodeja.',
    'myData.download': 'Lataa tietoni',
    'myData.erase.title': 'Poista tietosi ja tilisi',
    'myData.erase.cancelled': 'Tulevat varauksesi ja avoimet tilauksesi perutaan ensin, ja kaikki niistä maksamasi palautetaan kokonaan kortillesi.',
    'myData.erase.deleted':
      'Sen jälkeen tilisi, nimesi, yhteystietosi, osoitteesi ja rekisterinumerosi, viestisi sekä tiedot sinulle lähettämistämme sähköposteista poistetaan palvelumme kaikista osista. Poistoa ei voi perua.',
    'myData.erase.kept':
      'Kirjanpitolaki velvoittaa meidät säilyttämään kirjanpitoaineiston {years} vuotta: varaustesi ja tilaustesi kuitit, summat ja arvonlisävero säilyvät ilman nimeäsi tai yhteystietojasi.',
    'myData.erase.email': 'Lähetämme sinulle vielä viimeisen sähköpostin siitä, mitä poistettiin ja mitä säilytettiin, ja sinut kirjataan ulos.',
    'myData.erase': 'Poista tietoni ja tilini',
    'myData.dialog.title': 'Poistetaanko tietosi ja tilisi?',
    'myData.dialog.description':
      'Tulevat varauksesi ja avoimet tilauksesi perutaan ja maksut palautetaan kokonaan, ja sitten tilisi ja henkilötietosi poistetaan pysyvästi. Kuitit, summat ja arvonlisävero säilytetään lain mukaan {years} vuotta ilman nimeäsi.',
    'myData.dialog.keep': 'Säilytä tilini',
    'myData.dialog.confirm': 'Poista tietoni',
    'myData.dialog.deleting': 'Poistetaan…',
    'myData.done.title': 'Tietosi on poistettu',
    'myData.done.cancelled': 'Peruttu: {items}.',
    'myData.done.refund': '{amount} palautetaan kortillesi.',
    'myData.done.text': 'Sinut on kirjattu ulos, ja viimeinen sähköposti on matkalla sinulle.',
    'myData.done.home': 'Siirry etusivulle',
    'toast.erased.title': 'Tietosi on poistettu',
    'toast.eraseFailed.title': 'Tietojasi ei voitu poistaa',
    'toast.eraseFailed.description': 'Yritä uudelleen: poisto jatkuu siitä, mihin se jäi, eikä mitään tehdä kahdesti.',
    'myData.guest.erase.title': 'Poista tietosi',
    'myData.guest.erase.email': 'Lähetämme sinulle vielä viimeisen sähköpostin siitä, mitä poistettiin ja mitä säilytettiin, ja tämä linkki lakkaa toimimasta.',
    'myData.guest.erase': 'Poista tietoni',
    'myData.guest.done.text': 'Viimeinen sähköposti on matkalla sinulle, eikä tämä linkki enää toimi.',
  },
  en: {
    'myData.title': 'Your data',
    'myData.lead':
      'Everything we hold about you: your account, bookings, orders, payments, the e-mails we sent you and the history of your bookings and orders.',
    'myData.download.title': 'Download your data',
    'myData.download.text': 'One JSON file, readable by any program. It holds no passwords or codes.',
    'myData.download': 'Download my data',
    'myData.erase.title': 'Delete your data and account',
    'myData.erase.cancelled': 'Your upcoming bookings and open orders are cancelled first, and everything you paid for them is refunded in full to your card.',
    'myData.erase.deleted':
      'Then your account, your name, contact details, addresses and registration plates, your messages and the record of e-mails we sent you are deleted from every part of our service. This cannot be undone.',
    'myData.erase.kept':
      'The Finnish Accounting Act requires us to keep our bookkeeping records for {years} years: the receipts, amounts and VAT of your bookings and orders stay, without your name or contact details.',
    'myData.erase.email': 'We send you one last e-mail saying what was deleted and what was kept, and you are signed out.',
    'myData.erase': 'Delete my data and account',
    'myData.dialog.title': 'Delete your data and account?',
    'myData.dialog.description':
      'Your upcoming bookings and open orders are cancelled and refunded in full, and then your account and personal data are deleted for good. Receipts, amounts and VAT are kept for {years} years as the law requires, without your name.',
    'myData.dialog.keep': 'Keep my account',
    'myData.dialog.confirm': 'Delete my data',
    'myData.dialog.deleting': 'Deleting…',
    'myData.done.title': 'Your data has been deleted',
    'myData.done.cancelled': 'Cancelled: {items}.',
    'myData.done.refund': '{amount} is refunded to your card.',
    'myData.done.text': 'You have been signed out, and a last e-mail is on its way to you.',
    'myData.done.home': 'Go to the front page',
    'toast.erased.title': 'Your data has been deleted',
    'toast.eraseFailed.title': 'Your data could not be deleted',
    'toast.eraseFailed.description': 'Please try again: a retry goes on from where this stopped and does nothing twice.',
    'myData.guest.erase.title': 'Delete your data',
    'myData.guest.erase.email': 'We send you one last e-mail saying what was deleted and what was kept, and this link stops working.',
    'myData.guest.erase': 'Delete my data',
    'myData.guest.done.text': 'A last e-mail is on its way to you, and this link no longer works.',
  },
};
