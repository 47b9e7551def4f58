import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router';
import { useCartItemCount } from '@tire/platform';
import { href, PAGE_PATHS } from '@tire/contracts';
import { API_PATHS } from '@tire/contracts/paths';
import { buttonClassName } from '@tire/ui';
import { CartIcon } from './icons.js';
import { LanguageToggle } from './language-toggle.js';
import { useDeclaredPages } from '../remotes/registry-pages.js';
import { mayOpen, newPages } from '../routes/page-routes.js';

const NAV_ID = 'site-nav';

/**
 * Site header: the main links, the account links (profile, and Admin for administrators), the
 * language toggle, the cart with its tire count (always in view, also on a phone) and a mobile menu.
 */
export function Header({ signedIn, isAdmin = false }: { signedIn: boolean; isAdmin?: boolean }) {
  const intl = useIntl();
  // Pages a remote's release adds to the header (release-pages.json `nav`), for who may open them.
  const declaredLinks = newPages(useDeclaredPages()).filter((page) => page.nav && mayOpen(page, signedIn, isAdmin));
  const cartCount = useCartItemCount();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  // A navigation closes the mobile menu.
  useEffect(() => setOpen(false), [location.pathname, location.hash]);

  // Escape closes the open mobile menu and puts focus back on the button that opened it.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    menuButton.current?.focus();
  };

  const link = (to: string, id: string) => (
    <li>
      <NavLink to={to} end className="site-nav__link">
        <FormattedMessage id={id} />
      </NavLink>
    </li>
  );

  return (
    <header className="site-header" onKeyDown={closeOnEscape}>
      <div className="container site-header__bar">
        <Link to="/" className="site-header__brand">
          <span className="site-header__logo" aria-hidden="true">
            ◎
          </span>
          <FormattedMessage id="brand.name" />
        </Link>
        <div className="site-header__tools">
          <Link
            to={href('tireShop', undefined, 'cart')}
            className="site-header__cart"
            aria-label={intl.formatMessage({ id: 'nav.cart' }, { count: cartCount })}
          >
            <CartIcon />
            {cartCount > 0 && (
              <span className="site-header__cart-count" data-testid="cart-count" aria-hidden="true">
                {cartCount}
              </span>
            )}
          </Link>
          <button
            ref={menuButton}
            type="button"
            className="site-header__menu-button btn btn--ghost"
            aria-expanded={open}
            aria-controls={NAV_ID}
            onClick={() => setOpen((value) => !value)}
          >
            <span aria-hidden="true">{open ? '✕' : '☰'}</span>
            <span className="visually-hidden">{intl.formatMessage({ id: open ? 'nav.menu.close' : 'nav.menu.open' })}</span>
          </button>
        </div>
        <nav id={NAV_ID} className={`site-nav${open ? ' site-nav--open' : ''}`} aria-label={intl.formatMessage({ id: 'nav.label' })}>
          {/* The language and sign-in actions come first: on wide screens they sit on the top row, the links below. */}
          <div className="site-nav__actions">
            <LanguageToggle />
            {signedIn ? (
              // A browser navigation: the BFF ends the session and redirects.
              <a href={API_PATHS.logout} className={buttonClassName('outline', 'sm')}>
                <FormattedMessage id="nav.logout" />
              </a>
            ) : (
              <Link to={PAGE_PATHS.login} className={buttonClassName('primary', 'sm')}>
                <FormattedMessage id="nav.login" />
              </Link>
            )}
          </div>
          <ul className="site-nav__list">
            {link('/', 'nav.home')}
            {link(PAGE_PATHS.tireChange, 'nav.tireChange')}
            {link(PAGE_PATHS.tireShop, 'nav.tireShop')}
            {link(PAGE_PATHS.trackOrder, 'nav.trackOrder')}
            <li>
              <a href="#contact" className="site-nav__link">
                <FormattedMessage id="nav.contact" />
              </a>
            </li>
            {signedIn && link(PAGE_PATHS.myReservations, 'nav.myReservations')}
            {signedIn && link(PAGE_PATHS.dashboard, 'nav.dashboard')}
            {signedIn && link(PAGE_PATHS.profileSetup, 'nav.profile')}
            {isAdmin && link(PAGE_PATHS.admin, 'nav.admin')}
            {declaredLinks.map((page) => (
              <li key={page.path}>
                <NavLink to={page.path} end className="site-nav__link">
                  {intl.locale.startsWith('en') ? page.title.en : page.title.fi}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
