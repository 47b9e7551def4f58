import { ComingSoon } from './coming-soon.js';

/** /checkout — to be built by the shop issue. */
export function CheckoutPage() {
  return <ComingSoon page="checkout" />;
}
