import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import { startMockWorker } from '@tire/mocks/browser';
import { createPlatformStore, Toaster } from '@tire/platform';
import '@tire/ui/styles.css';
import pages from './pages.js';

/**
 * The shop remote on its own, for its team: the /api answered by msw mocks generated from the
 * contracts (the local card provider with Stripe's test cards), in a store, router and toaster of
 * its own (the shell's are not here). `?signedIn=1` signs a customer in, `?signedOut=1` signs out.
 */
async function main() {
  const params = new URLSearchParams(window.location.search);
  const { db } = await startMockWorker();
  if (params.has('signedIn')) db.signIn();
  if (params.has('signedOut')) db.signOut();
  const store = createPlatformStore();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <nav className="standalone-nav" aria-label="shop (standalone)">
            <Link to="/tire-shop">/tire-shop</Link> · <Link to="/checkout">/checkout</Link> ·{' '}
            <Link to="/payment-success">/payment-success</Link>
          </nav>
          <main>
            <Routes>
              {Object.entries(pages).map(([path, Page]) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
              <Route path="/dashboard" element={<p>The dashboard lives in the account remote.</p>} />
              <Route path="*" element={<Navigate to="/tire-shop" replace />} />
            </Routes>
          </main>
          <Toaster />
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}

void main();
