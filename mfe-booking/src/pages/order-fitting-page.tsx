import { framedPage, onDemand } from '@tire/platform';
import { bookingMessages } from '../i18n/index.js';

/**
 * /order-fitting?orderId=N: the fitting time of a tire order with installation, between the cart
 * and the payment; the fitting is included in the tires' price (issue 27).
 */
export const OrderFittingPage = framedPage(
  bookingMessages,
  { title: 'fitting.title', lead: 'fitting.intro', className: 'order-fitting-page' },
  // Opened from an e-mail's link or the cart: its chunk loads with the page, not with every booking page.
  onDemand(() => import('../features/order-fitting/components/order-fitting.js').then((module) => ({ default: module.OrderFitting })), 'fitting.loading'),
);
