import { framedPage } from '@tire/platform';
import { bookingMessages } from '../i18n/index.js';
import { MyBookings } from '../features/my-bookings/components/my-bookings.js';

/**
 * /my-bookings: "my bookings" by e-mail, no account. A guest asks for a link (valid 15 minutes) and
 * opens it (/my-bookings#token=…) to see every booking and order made with the address, each with
 * what can be done with it. Owned by the booking remote, beside /manage-booking, which its
 * bookings open.
 */
export const MyBookingsPage = framedPage(bookingMessages, { title: 'myBookings.title', lead: 'myBookings.intro', className: 'my-bookings-page' }, MyBookings);
