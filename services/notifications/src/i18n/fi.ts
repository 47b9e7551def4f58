import type { MessageKey } from './en.js';

/** Suomenkieliset sähköpostitekstit (the default language). */
export const fi: Record<MessageKey, string> = {
  'brand.name': 'Rengaspalvelu',
  'footer.automatic': 'Tämä on automaattinen viesti; vastauksia ei lueta.',

  'loginCode.login.subject': 'Kirjautumiskoodisi: {code}',
  'loginCode.login.heading': 'Kirjaudu Rengaspalveluun',
  'loginCode.login.intro': 'Syötä tämä koodi kirjautumissivulla:',
  'loginCode.signup.subject': 'Rekisteröitymiskoodisi: {code}',
  'loginCode.signup.heading': 'Tervetuloa Rengaspalveluun',
  'loginCode.signup.intro': 'Vahvista sähköpostiosoitteesi ja luo tilisi syöttämällä tämä koodi:',
  'loginCode.expires': 'Koodi on voimassa {minutes} minuuttia ja toimii kerran.',
  'loginCode.ignore': 'Jos et pyytänyt koodia, voit jättää viestin huomiotta; kukaan ei pääse kirjautumaan ilman sitä.',

  'receipt.subject': 'Varausvahvistus {trackingCode}',
  'receipt.heading': 'Kiitos varauksestasi',
  'receipt.greeting.named': 'Hei {name},',
  'receipt.greeting.anonymous': 'Hei,',
  'receipt.intro': 'Olemme vastaanottaneet varauksesi. Tässä sen tiedot:',
  'receipt.trackingCode': 'Seurantakoodi',
  'receipt.service': 'Palvelu',
  'receipt.place': 'Paikka',
  'receipt.date': 'Päivämäärä',
  'receipt.time': 'Kellonaika',
  'receipt.total': 'Yhteensä',
  'receipt.track': 'Seuraa varaustasi',
  'receipt.trackText': 'Seuraa varaustasi: {url}',
  'receipt.calendar': 'Liitteenä oleva kalenteritiedosto (.ics) lisää ajan kalenteriisi.',
  'receipt.changes': 'Varauksen muutoksista on ilmoitettava 24 tuntia etukäteen.',
  'receipt.calendarTitle': 'Rengaspalvelu: {service}',
  'receipt.calendarDescription': 'Seurantakoodi {trackingCode}. Seuraa varaustasi: {url}',

  'service.tire_change': 'Renkaanvaihto',
  'service.tire_repair_1': 'Renkaan korjaus',
  'service.tire_install_1': 'Renkaiden asennus, 1 rengas',
  'service.tire_install_2': 'Renkaiden asennus, 2 rengasta',
  'service.tire_install_3': 'Renkaiden asennus, 3 rengasta',
  'service.tire_install_4': 'Renkaiden asennus, 4 rengasta',
  'service.call_mechanic': 'Mekaanikko paikan päälle',
};
