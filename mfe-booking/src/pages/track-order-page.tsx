import { framedPage } from '@tire/platform';
import { bookingMessages } from '../i18n/index.js';
import { TrackOrder } from '../features/track-order/components/track-order-form.js';

/** /track-order: find a reservation by its tracking code (also from ?code=). */
export const TrackOrderPage = framedPage(bookingMessages, { title: 'track.title', lead: 'track.intro', className: 'track-page' }, TrackOrder);
