import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import { createPlatformStore, Toaster } from '@tire/platform';
import '@tire/ui/styles.css';
import pages from './pages.js';

/**
 * The shop remote on its own, for its team: its pages in a store, router and toaster of their
 * own (in the shell these come from the host). Served by `npm run serve` at /standalone.html
 * and on every client-side route.
 */
const paths = Object.keys(pages);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={createPlatformStore()}>
      <BrowserRouter>
        <nav className="container" aria-label="shop (standalone)" style={{ display: 'flex', gap: '1rem', padding: '1rem' }}>
          <strong>shop (standalone)</strong>
          {paths.map((path) => (
            <Link key={path} to={path}>
              {path}
            </Link>
          ))}
        </nav>
        <main>
          <Routes>
            {Object.entries(pages).map(([path, Page]) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path="*" element={<Navigate to={paths[0]!} replace />} />
          </Routes>
        </main>
        <Toaster />
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
