/** The admin remote's texts in Finnish (the default). en.ts has the same keys. */
export const fi = {
  'remote.name': 'Ylläpito',
  'comingSoon.badge': 'Tulossa pian',
  'comingSoon.notice': 'Tulossa pian — tämä sivu rakennetaan ylläpidon (admin) tehtävässä.',
  'comingSoon.home': 'Takaisin etusivulle',
  'page.admin.title': 'Ylläpito',
  'page.admin.purpose': 'Päivän varaukset, vahvistaminen ja peruminen.',
  'access.forbidden.title': 'Ei käyttöoikeutta',
  'access.forbidden.description': 'Vain ylläpitäjät voivat käyttää tätä sivua.',
} as const;

export type MessageId = keyof typeof fi;
