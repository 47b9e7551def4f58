import { useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router';
import { useTranslate } from '@tire/platform';
import { PAGE_PATHS } from '@tire/contracts';
import { API_PATHS } from '@tire/contracts/paths';
import { buttonClassName } from '@tire/ui';
import { LanguageToggle } from './language-toggle.js';
import { useDeclaredPages } from '../remotes/registry-pages.js';
import { mayOpen, newPages } from '../routes/page-routes.js';

interface SiteNavProps {
  id: string;
  open: boolean;
  signedIn: boolean;
  isAdmin: boolean;
}

function NavItem({ to, label }: { to: string; label: string }) {
  return (
    <li>
      <NavLink to={to} end className="site-nav__link">
        {label}
      </NavLink>
    </li>
  );
}

/** The language toggle and the sign-in (or sign-out) action. */
function NavActions({ signedIn }: { signedIn: boolean }) {
  const t = useTranslate();
  return (
    <div className="site-nav__actions">
      <LanguageToggle />
      {signedIn ? (
        // A browser navigation: the BFF ends the session and redirects.
        <a href={API_PATHS.logout} className={buttonClassName('outline', 'sm')}>
          {t('nav.logout')}
        </a>
      ) : (
        <Link to={PAGE_PATHS.login} className={buttonClassName('primary', 'sm')}>
          {t('nav.login')}
        </Link>
      )}
    </div>
  );
}

/** The site's navigation (the mobile menu on a phone): the main links, the account links and the pages remotes' releases add. */
export function SiteNav({ id, open, signedIn, isAdmin }: SiteNavProps) {
  const t = useTranslate();
  const intl = useIntl();
  // Pages a remote's release adds to the header (release-pages.json `nav`), for who may open them.
  const declaredLinks = newPages(useDeclaredPages()).filter((page) => page.nav && mayOpen(page, signedIn, isAdmin));
  const link = (to: string, labelId: string) => <NavItem to={to} label={t(labelId)} />;
  return (
    <nav id={id} className={`site-nav${open ? ' site-nav--open' : ''}`} aria-label={t('nav.label')}>
      {/* The language and sign-in actions come first: on wide screens they sit on the top row, the links below. */}
      <NavActions signedIn={signedIn} />
      <ul className="site-nav__list">
        {link('/', 'nav.home')}
        {link(PAGE_PATHS.tireChange, 'nav.tireChange')}
        {link(PAGE_PATHS.tireShop, 'nav.tireShop')}
        {link(PAGE_PATHS.trackOrder, 'nav.trackOrder')}
        <li>
          <a href="#contact" className="site-nav__link">
            {t('nav.contact')}
          </a>
        </li>
        {signedIn && link(PAGE_PATHS.myReservations, 'nav.myReservations')}
        {signedIn && link(PAGE_PATHS.dashboard, 'nav.dashboard')}
        {signedIn && link(PAGE_PATHS.profileSetup, 'nav.profile')}
        {isAdmin && link(PAGE_PATHS.admin, 'nav.admin')}
        {declaredLinks.map((page) => (
          <NavItem key={page.path} to={page.path} label={intl.locale.startsWith('en') ? page.title.en : page.title.fi} />
        ))}
      </ul>
    </nav>
  );
}
