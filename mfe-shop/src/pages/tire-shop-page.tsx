import { ComingSoon } from './coming-soon.js';

/** /tire-shop — to be built by the shop issue. */
export function TireShopPage() {
  return <ComingSoon page="tireShop" />;
}
