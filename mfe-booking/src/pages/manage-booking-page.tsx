import { framedPage } from '@tire/platform';
import { bookingMessages } from '../i18n/index.js';
import { ManageBooking } from '../features/manage-booking/components/manage-booking.js';

/**
 * /manage-booking: a guest's booking opened with the manage link of its e-mail
 * (/manage-booking#token=…): seen, moved or cancelled within the booking policy, no account needed.
 */
export const ManageBookingPage = framedPage(bookingMessages, { title: 'manage.title', lead: 'manage.intro', className: 'manage-page' }, ManageBooking);
