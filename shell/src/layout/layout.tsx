import { useEffect, useLayoutEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import { closeToastsOfOtherPages } from '@tire/platform';
import { Footer } from './footer.js';
import { Header } from './header.js';

/** Scrolls to the top on a new page (but leaves in-page anchors such as #contact alone). */
function useScrollToTopOnNavigation() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo?.(0, 0);
  }, [pathname, hash]);
}

/** A toast belongs to its page: a message about the booking form is not shown on the shop. */
function useCloseStaleToasts() {
  const { pathname } = useLocation();
  useLayoutEffect(() => closeToastsOfOtherPages(pathname), [pathname]);
}

export function Layout({ signedIn, isAdmin }: { signedIn: boolean; isAdmin: boolean }) {
  useScrollToTopOnNavigation();
  useCloseStaleToasts();
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        <FormattedMessage id="skip.toContent" />
      </a>
      <Header signedIn={signedIn} isAdmin={isAdmin} />
      <main id="main" className="app__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
