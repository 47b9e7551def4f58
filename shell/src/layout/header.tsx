import { Link } from 'react-router';
import { useCartItemCount, useTranslate } from '@tire/platform';
import { href } from '@tire/contracts';
import { CartIcon } from './icons.js';
import { SiteNav } from './site-nav.js';
import { useMobileMenu } from './use-mobile-menu.js';

const NAV_ID = 'site-nav';

/** The cart with its tire count, always in view (also on a phone). */
function CartLink() {
  const t = useTranslate();
  const cartCount = useCartItemCount();
  return (
    <Link to={href('tireShop', undefined, 'cart')} className="site-header__cart" aria-label={t('nav.cart', { count: cartCount })}>
      <CartIcon />
      {cartCount > 0 && (
        <span className="site-header__cart-count" data-testid="cart-count" aria-hidden="true">
          {cartCount}
        </span>
      )}
    </Link>
  );
}

/**
 * Site header: the main links, the account links (profile, and Admin for administrators), the
 * language toggle, the cart with its tire count (always in view, also on a phone) and a mobile menu.
 */
export function Header({ signedIn, isAdmin = false }: { signedIn: boolean; isAdmin?: boolean }) {
  const t = useTranslate();
  const { open, toggle, menuButton, closeOnEscape } = useMobileMenu();
  return (
    <header className="site-header" onKeyDown={closeOnEscape}>
      <div className="container site-header__bar">
        <Link to="/" className="site-header__brand">
          <span className="site-header__logo" aria-hidden="true">
            ◎
          </span>
          {t('brand.name')}
        </Link>
        <div className="site-header__tools">
          <CartLink />
          <button
            ref={menuButton}
            type="button"
            className="site-header__menu-button btn btn--ghost"
            aria-expanded={open}
            aria-controls={NAV_ID}
            onClick={toggle}
          >
            <span aria-hidden="true">{open ? '✕' : '☰'}</span>
            <span className="visually-hidden">{t(open ? 'nav.menu.close' : 'nav.menu.open')}</span>
          </button>
        </div>
        <SiteNav id={NAV_ID} open={open} signedIn={signedIn} isAdmin={isAdmin} />
      </div>
    </header>
  );
}
