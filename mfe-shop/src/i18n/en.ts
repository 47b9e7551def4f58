import type { MessageId } from './fi.js';

export const en: Record<MessageId, string> = {
  'remote.name': 'Tire shop',
  'comingSoon.badge': 'Coming soon',
  'comingSoon.notice': 'Coming soon — this page is built by the shop issue.',
  'comingSoon.home': 'Back to the home page',
  'page.tireShop.title': 'Tire shop',
  'page.tireShop.purpose': 'Tires, filters and the cart.',
  'page.checkout.title': 'Checkout',
  'page.checkout.purpose': 'Paying for an order or a reservation by card.',
  'page.paymentResult.title': 'Payment result',
  'page.paymentResult.purpose': 'Payment confirmation: succeeded, processing or failed.',
};
