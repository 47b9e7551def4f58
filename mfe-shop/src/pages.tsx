import { PAGE_PATHS } from '@tire/contracts';
import type { RemotePages } from '@tire/platform';
import { TireShopPage } from './pages/tire-shop-page.js';
import { CheckoutPage } from './pages/checkout-page.js';
import { PaymentResultPage } from './pages/payment-result-page.js';
import './shop.css';

/**
 * The shop remote's exposed module (`shop/pages`): its pages by route path. The shell owns
 * the store, the router, the toaster and the route table (who may see which path).
 */
const pages: RemotePages = {
  [PAGE_PATHS.tireShop]: TireShopPage,
  [PAGE_PATHS.checkout]: CheckoutPage,
  [PAGE_PATHS.paymentSuccess]: PaymentResultPage,
};

export default pages;
