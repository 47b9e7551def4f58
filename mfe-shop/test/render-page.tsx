import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { RequestHandler } from 'msw';
import { createHandlers, createMockDb, type MockDbOptions } from '@tire/mocks';
import { createPlatformStore, Toaster } from '@tire/platform';
import type { Language } from '@tire/contracts';
import pages from '../src/pages.js';
import { server } from './server.js';

/** Where the app went (the shell's other pages are not here): path and query as a user would see in the address bar. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>;
}

export interface RecordedRequest {
  method: string;
  url: URL;
  body: string | null;
  headers: Headers;
}

/**
 * Renders the shop pages as the shell would (store, router, toaster) over a mock database (a
 * fresh one unless given) and any overriding handlers, and records every /api request the page sends.
 */
export function renderPage(
  path: string,
  options: MockDbOptions & { language?: Language; db?: ReturnType<typeof createMockDb>; handlers?: RequestHandler[] } = {},
) {
  localStorage.setItem('language', options.language ?? 'en');
  const db = options.db ?? createMockDb(options);
  server.use(...createHandlers(db));
  // Answers that differ from the mocks' (failures), in place before the page's first request.
  if (options.handlers) server.use(...options.handlers);
  const requests: RecordedRequest[] = [];
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
  const sent = (method: string, pathname: string) =>
    requests.filter((request) => request.method === method && request.url.pathname === pathname);
  return { ...view, db, user, requests, sent, store };
}
