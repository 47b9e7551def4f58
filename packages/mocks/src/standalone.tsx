import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Link } from 'react-router';
import { createPlatformStore, Toaster, type RemotePages } from '@tire/platform';
import { startMockWorker, type MockWorkerOptions } from './browser.js';
import type { MockDb } from './db.js';
import { RemotePageRoutes } from './remote-routes.js';

export interface StandaloneRemoteOptions extends MockWorkerOptions {
  /** The remote's name, for the page's navigation bar. */
  name: string;
  /** The remote's pages (its pages.ts). */
  pages: RemotePages;
  /**
   * Before the first render, from the query string: who is signed in, what data there is. By
   * default `?signedIn=1` signs a customer in and `?signedOut=1` out.
   */
  prepare?: (db: MockDb, params: URLSearchParams) => void;
  /** A hint for the bar (the account remote's login code). */
  note?: string;
}

const signInFromQuery = (db: MockDb, params: URLSearchParams) => {
  if (params.has('signedIn')) db.signIn();
  if (params.has('signedOut')) db.signOut();
};

/**
 * A remote on its own, for its team (dist/standalone.html, on every client-side route): the /api
 * answered by the msw mocks on a service worker, the remote's pages mounted by the same routes as
 * its component tests (RemotePageRoutes), in a store, router and toaster of its own.
 */
export async function startStandaloneRemote({ name, pages, prepare = signInFromQuery, note, ...workerOptions }: StandaloneRemoteOptions) {
  const { db } = await startMockWorker(workerOptions);
  prepare(db, new URLSearchParams(window.location.search));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={createPlatformStore()}>
        <BrowserRouter>
          <nav className="container" aria-label={`${name} (standalone)`} style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', padding: '1rem' }}>
            <strong>{name} (standalone)</strong>
            {Object.keys(pages).map((path) => (
              <Link key={path} to={path}>
                {path}
              </Link>
            ))}
            {note && <span>{note}</span>}
          </nav>
          <main>
            <RemotePageRoutes pages={pages} start="/standalone.html" />
          </main>
          <Toaster />
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
  return { db };
}
