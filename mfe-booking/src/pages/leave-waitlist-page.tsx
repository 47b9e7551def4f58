import { framedPage, onDemand } from '@tire/platform';
import { bookingMessages } from '../i18n/index.js';

/** /leave-waitlist: the waitlist confirmation's link (/leave-waitlist#token=…) ends the customer's entry. */
export const LeaveWaitlistPage = framedPage(
  bookingMessages,
  { title: 'leave.title', lead: 'leave.intro', className: 'waitlist-offer-page' },
  // Opened from an e-mail's link: its chunk loads with the page, not with every booking page.
  onDemand(() => import('../features/leave-waitlist/components/leave-waitlist.js').then((module) => ({ default: module.LeaveWaitlist })), 'leave.loading'),
);
