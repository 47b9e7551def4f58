import { PAGE_PATHS } from '@tire/contracts';
import type { RemotePages } from '@tire/platform';
import { LeaveWaitlistPage } from './pages/leave-waitlist-page.js';
import { ManageBookingPage } from './pages/manage-booking-page.js';
import { MyBookingsPage } from './pages/my-bookings-page.js';
import { TireChangePage } from './pages/tire-change-page.js';
import { TrackOrderPage } from './pages/track-order-page.js';
import { WaitlistOfferPage } from './pages/waitlist-offer-page.js';
import { OrderFittingPage } from './pages/order-fitting-page.js';
import './booking.css';

/**
 * The booking remote's exposed module (`booking/pages`): its pages by route. The shell provides
 * the store, the router and the toaster, and decides who may see each path.
 */
const pages: RemotePages = {
  [PAGE_PATHS.tireChange]: TireChangePage,
  [PAGE_PATHS.trackOrder]: TrackOrderPage,
  [PAGE_PATHS.manageBooking]: ManageBookingPage,
  [PAGE_PATHS.myBookings]: MyBookingsPage,
  [PAGE_PATHS.waitlistOffer]: WaitlistOfferPage,
  [PAGE_PATHS.leaveWaitlist]: LeaveWaitlistPage,
  [PAGE_PATHS.orderFitting]: OrderFittingPage,
};

export default pages;
