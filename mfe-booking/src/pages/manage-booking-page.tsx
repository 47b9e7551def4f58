import { framedPage, onDemand } from '@tire/platform';
import { bookingMessages } from '../i18n/index.js';

/**
 * /manage-booking: a guest's booking opened with the manage link of its e-mail
 * (/manage-booking#token=…): seen, moved or cancelled within the booking policy, no account needed.
 */
export const ManageBookingPage = framedPage(
  bookingMessages,
  { title: 'manage.title', lead: 'manage.intro', className: 'manage-page' },
  // Opened from an e-mail's link: its chunk loads with the page, not with every booking page.
  onDemand(() => import('../features/manage-booking/components/manage-booking.js').then((module) => ({ default: module.ManageBooking })), 'manage.loading'),
);
