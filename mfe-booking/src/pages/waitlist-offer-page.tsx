import { framedPage, onDemand } from '@tire/platform';
import { bookingMessages } from '../i18n/index.js';

/**
 * /waitlist-offer: a place freed on the customer's waitlist, opened with the link of its e-mail
 * (/waitlist-offer#token=…), held for them for a few minutes and booked in one step.
 */
export const WaitlistOfferPage = framedPage(
  bookingMessages,
  { title: 'offer.title', lead: 'offer.intro', className: 'waitlist-offer-page' },
  // Opened from an e-mail's link or the cart: its chunk loads with the page, not with every booking page.
  onDemand(() => import('../features/waitlist-offer/components/waitlist-offer.js').then((module) => ({ default: module.WaitlistOffer })), 'offer.loading'),
);
