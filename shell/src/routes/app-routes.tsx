import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { PAGE_PATHS, RETURN_TO_PARAM, safeReturnPath } from '@tire/contracts';
import { AreaFailed, ErrorBoundary, lazyWithRetry, requireLogin, useClock, useCurrentUser, useRouterNavigator, useTranslate } from '@tire/platform';
import { Spinner } from '@tire/ui';
import { Layout } from '../layout/layout.js';
import { LandingPage } from '../pages/landing-page.js';
import { NotFoundPage } from '../pages/not-found-page.js';
import { PageSkeleton } from '../remotes/page-skeleton.js';
import { RemotePage } from '../remotes/remote-page.js';

import { useDeclaredPages } from '../remotes/registry-pages.js';
import { REMOTE_OWNERS, isSignedInOnly, mayOpen, newPages, visiblePaths } from './page-routes.js';

// Pages a first visit to / does not show load on demand, keeping the first load in budget. A
// chunk that cannot be fetched (offline) shows the page's notice with a retry, which fetches it
// again (lazyWithRetry: React.lazy alone would keep the failure).
const AboutPage = lazyWithRetry(() => import('../pages/about-page.js').then((m) => ({ default: m.AboutPage })));
const ContactPage = lazyWithRetry(() => import('../pages/contact-page.js').then((m) => ({ default: m.ContactPage })));
const HomePage = lazyWithRetry(() => import('../pages/home-page.js').then((m) => ({ default: m.HomePage })));
const PrivacyPage = lazyWithRetry(() => import('../pages/privacy-page.js').then((m) => ({ default: m.PrivacyPage })));

/**
 * The code of the shell's page at `path` (and of what it shows at once, the contact form), fetched
 * before a prerendered page is hydrated: the first render then matches the server's HTML without
 * waiting for a chunk. Resolves when there is nothing to fetch; a chunk that cannot be fetched
 * is left to the page's own boundary.
 */
export function preloadShellPage(path: string): Promise<unknown> {
  switch (path.replace(/\/+$/, '') || '/') {
    case PAGE_PATHS.about:
      return AboutPage.preload();
    case PAGE_PATHS.contact:
      return Promise.all([ContactPage.preload(), import('../pages/contact-page.js').then((m) => m.ContactForm.preload())]).catch(() => undefined);
    case PAGE_PATHS.privacyPolicy:
      return PrivacyPage.preload();
    default:
      return Promise.resolve();
  }
}

function shellPage(path: string, signedIn: boolean): ReactNode {
  return (
    <ErrorBoundary area={`page ${path}`} fallback={(retry) => <AreaFailed onRetry={retry} headingLevel={1} />}>
      <Suspense fallback={<PageLoading />}>{shellPageContent(path, signedIn)}</Suspense>
    </ErrorBoundary>
  );
}

function PageLoading() {
  const t = useTranslate();
  return (
    <div className="area-loading">
      <Spinner size="lg" label={t('remote.loading')} />
    </div>
  );
}

function shellPageContent(path: string, signedIn: boolean): ReactNode {
  switch (path) {
    case '/':
      return signedIn ? <HomePage /> : <LandingPage />;
    case PAGE_PATHS.about:
      return <AboutPage />;
    case PAGE_PATHS.contact:
      return <ContactPage />;
    case PAGE_PATHS.privacyPolicy:
      return <PrivacyPage />;
    default:
      return <NotFoundPage />;
  }
}

/**
 * A signed-out visitor on a customer page (dashboard, reservations, admin): the login-required
 * toast, then the site's login page, which comes back here after signing in.
 */
function LoginRequired() {
  const clock = useClock();
  const navigator = useRouterNavigator();
  useEffect(() => requireLogin(clock, navigator), [clock, navigator]);
  return null;
}

/** A customer page while the sign-in is checked: the page's skeleton (also the server's HTML of it). */
function AuthChecking({ label }: { label: string }) {
  return (
    <div className="remote-area">
      <PageSkeleton label={label} />
    </div>
  );
}

/**
 * Paths outside the visitor's route set. While the current user loads, a signed-in-only path
 * waits instead of flashing a 404; once signed out, it asks for a login (spec section 6);
 * any other path is the 404 page.
 */
function Fallback({ authLoading }: { authLoading: boolean }) {
  const { pathname } = useLocation();
  const t = useTranslate();
  const path = pathname.replace(/\/+$/, '') || '/';
  const declared = newPages(useDeclaredPages()).find((page) => page.path === path);
  if (isSignedInOnly(path) || declared?.access === 'signed-in' || declared?.access === 'admin') {
    // The page's skeleton stays as it is while the sign-in is checked and, for a guest, while the
    // login-required toast shows and the login page is on its way.
    return (
      <>
        {!authLoading && <LoginRequired />}
        <AuthChecking label={t('auth.checking')} />
      </>
    );
  }
  return <NotFoundPage />;
}

/** Pages for signing in: a visitor who already is signed in when opening one is sent on. */
const SIGN_IN_PAGES = new Set<string>([PAGE_PATHS.login, PAGE_PATHS.signup]);

/**
 * /login and /signup opened by a signed-in visitor: on to the page they were to return to, or
 * their home. Decided once, when the page opens: signing in on the page itself is followed by
 * that page's own next step (the code, the new profile), not cut short here.
 */
function SignedInGoesOn({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  // The shell's own router hook (platform's useReturnTo is the remotes' way, through react-router-dom).
  const returnTo = safeReturnPath(new URLSearchParams(useLocation().search).get(RETURN_TO_PARAM));
  const decision = useRef<'stay' | 'leave' | undefined>(undefined);
  if (decision.current === undefined && !isLoading) decision.current = user ? 'leave' : 'stay';
  if (decision.current === 'leave' && user) {
    return <Navigate to={returnTo ?? (user.isAdmin ? PAGE_PATHS.admin : PAGE_PATHS.dashboard)} replace />;
  }
  return children;
}

/** The page routes of the spec, built from the current user (a 401 means signed out). */
export function AppRoutes() {
  const { user, isLoading } = useCurrentUser();
  const signedIn = Boolean(user) && !isLoading;
  const declared = newPages(useDeclaredPages()).filter((page) => mayOpen(page, signedIn, Boolean(user?.isAdmin)));
  return (
    <Routes>
      <Route element={<Layout signedIn={signedIn} isAdmin={signedIn && Boolean(user?.isAdmin)} />}>
        {visiblePaths(signedIn).map((path) => {
          const remote = REMOTE_OWNERS[path];
          const page = remote ? <RemotePage remote={remote} path={path} /> : shellPage(path, signedIn);
          const element = SIGN_IN_PAGES.has(path) ? <SignedInGoesOn>{page}</SignedInGoesOn> : page;
          return <Route key={path} path={path} element={element} />;
        })}
        {declared.map((page) => (
          <Route key={page.path} path={page.path} element={<RemotePage remote={page.remote} path={page.path} />} />
        ))}
        <Route path="*" element={<Fallback authLoading={isLoading} />} />
      </Route>
    </Routes>
  );
}
