import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Route, Routes, useLocation } from 'react-router';
import { requireLogin, useCurrentUser } from '@tire/platform';
import { Spinner } from '@tire/ui';
import { Layout } from '../layout/layout.js';
import { AboutPage } from '../pages/about-page.js';
import { ContactPage } from '../pages/contact-page.js';
import { HomePage } from '../pages/home-page.js';
import { LandingPage } from '../pages/landing-page.js';
import { NotFoundPage } from '../pages/not-found-page.js';
import { PrivacyPage } from '../pages/privacy-page.js';
import { RemotePage } from '../remotes/remote-page.js';
import { REMOTE_OWNERS, isSignedInOnly, visiblePaths } from './route-table.js';

function shellPage(path: string, signedIn: boolean): ReactNode {
  switch (path) {
    case '/':
      return signedIn ? <HomePage /> : <LandingPage />;
    case '/about':
      return <AboutPage />;
    case '/contact':
      return <ContactPage />;
    case '/privacy-policy':
      return <PrivacyPage />;
    default:
      return <NotFoundPage />;
  }
}

/** A signed-out visitor on a customer page (dashboard, reservations...): the login-required toast and redirect. */
function LoginRequired() {
  useEffect(() => requireLogin(), []);
  return null;
}

/**
 * Paths outside the visitor's route set. While the current user loads, a signed-in-only path
 * waits instead of flashing a 404; once signed out, it asks for a login (spec section 6);
 * any other path is the 404 page.
 */
function Fallback({ authLoading }: { authLoading: boolean }) {
  const { pathname } = useLocation();
  const intl = useIntl();
  if (isSignedInOnly(pathname.replace(/\/+$/, '') || '/')) {
    if (!authLoading) return <LoginRequired />;
    return (
      <div className="area-loading">
        <Spinner size="lg" label={intl.formatMessage({ id: 'auth.checking' })} />
      </div>
    );
  }
  return <NotFoundPage />;
}

/** The route table of the spec, built from the current user (a 401 means signed out). */
export function AppRoutes() {
  const { user, isLoading } = useCurrentUser();
  const signedIn = Boolean(user) && !isLoading;
  return (
    <Routes>
      <Route element={<Layout signedIn={signedIn} />}>
        {visiblePaths(signedIn).map((path) => {
          const remote = REMOTE_OWNERS[path];
          const element = remote ? <RemotePage remote={remote} path={path} /> : shellPage(path, signedIn);
          return <Route key={path} path={path} element={element} />;
        })}
        <Route path="*" element={<Fallback authLoading={isLoading} />} />
      </Route>
    </Routes>
  );
}
