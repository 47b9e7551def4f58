import { framedPage } from '@tire/platform';
import { bookingMessages } from '../i18n/index.js';
import { WaitlistOffer } from '../features/waitlist-offer/components/waitlist-offer.js';

/**
 * /waitlist-offer: a place freed on the customer's waitlist, opened with the link of its e-mail
 * (/waitlist-offer#token=…), held for them for a few minutes and booked in one step.
 */
export const WaitlistOfferPage = framedPage(bookingMessages, { title: 'offer.title', lead: 'offer.intro', className: 'waitlist-offer-page' }, WaitlistOffer);
