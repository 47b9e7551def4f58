import { framedPage } from '@tire/platform';
import { bookingMessages } from '../i18n/index.js';
import { OrderFitting } from '../features/order-fitting/components/order-fitting.js';

/**
 * /order-fitting?orderId=N: the fitting time of a tire order with installation, between the cart
 * and the payment; the fitting is included in the tires' price (issue 27).
 */
export const OrderFittingPage = framedPage(bookingMessages, { title: 'fitting.title', lead: 'fitting.intro', className: 'order-fitting-page' }, OrderFitting);
