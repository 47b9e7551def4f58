/** The account remote's texts in Finnish (the default). en.ts has the same keys. */
export const fi = {
  'remote.name': 'Käyttäjätili',
  'comingSoon.badge': 'Tulossa pian',
  'comingSoon.notice': 'Tulossa pian — tämä sivu rakennetaan käyttäjätilien (accounts) tehtävässä.',
  'comingSoon.home': 'Takaisin etusivulle',
  'page.login.title': 'Kirjaudu sisään',
  'page.login.purpose': 'Kirjautuminen sähköpostiin lähetettävällä koodilla tai Googlella.',
  'page.signup.title': 'Luo tili',
  'page.signup.purpose': 'Uuden asiakastilin luominen.',
  'page.profileSetup.title': 'Täydennä profiilisi',
  'page.profileSetup.purpose': 'Yhteys- ja ajoneuvotietojen täydentäminen.',
  'page.dashboard.title': 'Oma sivu',
  'page.dashboard.purpose': 'Varauksesi ja tilauksesi yhdellä silmäyksellä.',
  'page.myReservations.title': 'Omat varaukset',
  'page.myReservations.purpose': 'Tulevat ja menneet varaukset, muuttaminen ja peruminen.',
} as const;

export type MessageId = keyof typeof fi;
