import { framedPage } from '@tire/platform';
import { bookingMessages } from '../i18n/index.js';
import { LeaveWaitlist } from '../features/leave-waitlist/components/leave-waitlist.js';

/** /leave-waitlist: the waitlist confirmation's link (/leave-waitlist#token=…) ends the customer's entry. */
export const LeaveWaitlistPage = framedPage(bookingMessages, { title: 'leave.title', lead: 'leave.intro', className: 'waitlist-offer-page' }, LeaveWaitlist);
