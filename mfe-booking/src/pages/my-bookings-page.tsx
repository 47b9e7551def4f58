import { framedPage, onDemand } from '@tire/platform';
import { bookingMessages } from '../i18n/index.js';

/**
 * /my-bookings: "my bookings" by e-mail, no account. A guest asks for a link (valid 15 minutes) and
 * opens it (/my-bookings#token=…) to see every booking and order made with the address, each with
 * what can be done with it. Owned by the booking remote, beside /manage-booking, which its
 * bookings open.
 */
export const MyBookingsPage = framedPage(
  bookingMessages,
  { title: 'myBookings.title', lead: 'myBookings.intro', className: 'my-bookings-page' },
  // Opened from an e-mail's link: its chunk loads with the page, not with every booking page.
  onDemand(() => import('../features/my-bookings/components/my-bookings.js').then((module) => ({ default: module.MyBookings })), 'myBookings.loading'),
);
