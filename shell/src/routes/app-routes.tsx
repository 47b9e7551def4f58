import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Route, Routes, useLocation } from 'react-router';
import { requireLogin, useCurrentUser } from '@tire/platform';
import { Spinner } from '@tire/ui';
import { Layout } from '../layout/layout.js';
import { LandingPage } from '../pages/landing-page.js';
import { NotFoundPage } from '../pages/not-found-page.js';
import { RemotePage } from '../remotes/remote-page.js';

// Pages a first visit to / does not show load on demand, keeping the first load in budget.
const AboutPage = lazy(() => import('../pages/about-page.js').then((m) => ({ default: m.AboutPage })));
const ContactPage = lazy(() => import('../pages/contact-page.js').then((m) => ({ default: m.ContactPage })));
const HomePage = lazy(() => import('../pages/home-page.js').then((m) => ({ default: m.HomePage })));
const PrivacyPage = lazy(() => import('../pages/privacy-page.js').then((m) => ({ default: m.PrivacyPage })));
import { REMOTE_OWNERS, isSignedInOnly, visiblePaths } from './route-table.js';

function shellPage(path: string, signedIn: boolean): ReactNode {
  return <Suspense fallback={<PageLoading />}>{shellPageContent(path, signedIn)}</Suspense>;
}

function PageLoading() {
  const intl = useIntl();
  return (
    <div className="area-loading">
      <Spinner size="lg" label={intl.formatMessage({ id: 'remote.loading' })} />
    </div>
  );
}

function shellPageContent(path: string, signedIn: boolean): ReactNode {
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
