import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { createHandlers, createMockDb, type MockDbOptions } from '@tire/mocks';
import { createPlatformStore, Toaster } from '@tire/platform';
import type { Language } from '@tire/contracts';
import pages from '../src/pages.js';
import { server } from './server.js';

/** Where the app went (the shell's other pages are not here): path and query as a user would see in the address bar. */
function Elsewhere() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>
      {/* The browser's Back button */}
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

/**
 * Renders the booking pages as the shell would (store, router, toaster) over a fresh mock
 * database, and records every /api request the page sends.
 */
export function renderPage(path: string, options: MockDbOptions & { language?: Language } = {}) {
  localStorage.setItem('language', options.language ?? 'en');
  const db = createMockDb(options);
  server.use(...createHandlers(db));
  const requests: { method: string; url: URL; body: string | null; headers: Headers }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const body = request.method === 'GET' ? null : await request.clone().text();
    requests.push({ method: request.method, url: new URL(request.url), body, headers: request.headers });
  });
  const store = createPlatformStore();
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {Object.entries(pages).map(([route, Page]) => (
            <Route key={route} path={route} element={<Page />} />
          ))}
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </Provider>,
  );
  return { ...view, db, user, requests, store };
}
