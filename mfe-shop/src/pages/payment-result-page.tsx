import { ComingSoon } from './coming-soon.js';

/** /payment-success — to be built by the shop issue. */
export function PaymentResultPage() {
  return <ComingSoon page="paymentResult" />;
}
