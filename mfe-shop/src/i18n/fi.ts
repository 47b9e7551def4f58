/** The shop remote's texts in Finnish (the default). en.ts has the same keys. */
export const fi = {
  'remote.name': 'Rengaskauppa',
  'comingSoon.badge': 'Tulossa pian',
  'comingSoon.notice': 'Tulossa pian — tämä sivu rakennetaan verkkokaupan (shop) tehtävässä.',
  'comingSoon.home': 'Takaisin etusivulle',
  'page.tireShop.title': 'Rengaskauppa',
  'page.tireShop.purpose': 'Renkaat, suodattimet ja ostoskori.',
  'page.checkout.title': 'Kassa',
  'page.checkout.purpose': 'Tilauksen tai varauksen maksaminen kortilla.',
  'page.paymentResult.title': 'Maksun tila',
  'page.paymentResult.purpose': 'Maksun vahvistus: onnistui, käsittelyssä tai epäonnistui.',
} as const;

export type MessageId = keyof typeof fi;
