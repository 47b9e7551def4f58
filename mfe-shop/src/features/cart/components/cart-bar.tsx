import { formatEuro } from '@tire/platform';
import { Button } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';
import type { Cart } from '../hooks/use-cart.js';

/** The id of the cart's section, which the bar (and the header's cart link) jump to. */
export const CART_SECTION_ID = 'cart';

/**
 * On a phone the cart sits below every tire: this bar stays at the bottom of the screen with the
 * count and total, and takes the customer straight to the cart and its checkout button.
 * Wider screens keep the cart beside the tires and do not show it (shop.css).
 */
export function CartBar({ cart }: { cart: Cart }) {
  const t = useTranslate();
  const count = cart.lines.reduce((sum, line) => sum + line.quantity, 0);
  if (count === 0) return null;
  // The cart is taller than a phone's screen: its checkout button (with the location and total
  // just above it) is what the customer came for, so that is brought to the middle and focused.
  const goToCart = () => {
    const section = document.getElementById(CART_SECTION_ID);
    const checkout = section?.querySelector<HTMLElement>('.cart__checkout');
    (checkout ?? section)?.scrollIntoView({ block: 'center' });
    checkout?.focus({ preventScroll: true });
  };
  return (
    <div className="cart-bar" role="region" aria-label={t('cartBar.label')}>
      <p className="cart-bar__summary">
        <span>{t('cartBar.count', { count })}</span>
        <strong>{formatEuro(cart.totalCents / 100)}</strong>
      </p>
      <Button onClick={goToCart}>{t('cartBar.goToCart')}</Button>
    </div>
  );
}
