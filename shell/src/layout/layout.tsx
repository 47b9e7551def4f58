import { useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AreaFailed, closeToastsOfOtherPages, ConnectionBanner, ErrorBoundary, useTranslate } from '@tire/platform';
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

/**
 * Header, page and footer. A page that fails (its code could not be fetched, it threw) shows a
 * notice with a retry in its place, and the next page starts afresh; header and footer stay.
 * While the server cannot be reached, a line above the header says so.
 */
export function Layout({ signedIn, isAdmin }: { signedIn: boolean; isAdmin: boolean }) {
  const t = useTranslate();
  useScrollToTopOnNavigation();
  useCloseStaleToasts();
  const { pathname } = useLocation();
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        {t('skip.toContent')}
      </a>
      <ConnectionBanner />
      <Header signedIn={signedIn} isAdmin={isAdmin} />
      <main id="main" className="app__main" tabIndex={-1}>
        <ErrorBoundary area={`page ${pathname}`} resetKey={pathname} fallback={(retry) => <AreaFailed onRetry={retry} headingLevel={1} />}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
