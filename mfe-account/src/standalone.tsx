import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import { fixtureUser, MOCK_LOGIN_CODE } from '@tire/mocks';
import { startMockWorker } from '@tire/mocks/browser';
import { createPlatformStore, Toaster } from '@tire/platform';
import '@tire/ui/styles.css';
import pages from './pages.js';

/**
 * The account remote on its own, for its team: the /api answered by msw mocks generated from the
 * contracts, in a store, router and toaster of its own (the shell's are not here). Any e-mail signs
 * in with the code 123456; admin@rengaspalvelu.example is an administrator. `?signedIn=1` signs a
 * customer in, `?signedOut=1` signs out; the session and bookings survive reloads (sessionStorage).
 */
async function main() {
  const params = new URLSearchParams(window.location.search);
  const { db } = await startMockWorker({
    accounts: [{ ...fixtureUser(), id: 'admin-1', email: 'admin@rengaspalvelu.example', isAdmin: true }],
  });
  if (params.has('signedIn')) db.signIn();
  if (params.has('signedOut')) db.signOut();
  const paths = Object.keys(pages);
  const elsewhere = (what: string) => <p className="container page">{`${what} lives in another remote or the shell.`}</p>;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={createPlatformStore()}>
        <BrowserRouter>
          <nav className="container" aria-label="account (standalone)" style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', padding: '1rem' }}>
            <strong>account (standalone)</strong>
            {paths.map((path) => (
              <Link key={path} to={path}>
                {path}
              </Link>
            ))}
            <span>code: {MOCK_LOGIN_CODE}</span>
          </nav>
          <main>
            <Routes>
              {Object.entries(pages).map(([path, Page]) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
              {['/admin', '/tire-change', '/tire-shop', '/checkout'].map((path) => (
                <Route key={path} path={path} element={elsewhere(path)} />
              ))}
              <Route path="*" element={<Navigate to={paths[0]!} replace />} />
            </Routes>
          </main>
          <Toaster />
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}

void main();
