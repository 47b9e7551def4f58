import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import type { RequestHandler } from 'msw';
import type { Language } from '@tire/contracts';
import { createPlatformStore, Toaster } from '@tire/platform';
import { createMockDb, type MockDb, type MockDbOptions } from '../db.js';
import { createHandlers } from '../index.js';
import { server } from './mock-server.js';

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

export interface RecordedRequest {
  method: string;
  url: URL;
  body: string | null;
  headers: Headers;
}

export interface RenderRemotePageOptions extends MockDbOptions {
  /** The remote's pages (its pages.ts): route -> page, mounted as the shell mounts them. */
  pages: Record<string, ComponentType>;
  language?: Language;
  /** A mock database prepared by the test; a fresh one unless given. */
  db?: MockDb;
  /** Answers that differ from the mocks' (failures), in place before the page's first request. */
  handlers?: RequestHandler[];
}

/**
 * Renders a remote's pages as the shell would (store, router, toaster) at `path`, over a mock
 * database, and records every /api request the page sends: the one page harness of the remotes.
 */
export function renderRemotePage(path: string, { pages, language = 'en', db: given, handlers, ...options }: RenderRemotePageOptions) {
  localStorage.setItem('language', language);
  const db = given ?? createMockDb(options);
  server.use(...createHandlers(db));
  if (handlers) server.use(...handlers);
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
  const sent = (method: string, pathname: string) => requests.filter((request) => request.method === method && request.url.pathname === pathname);
  return { ...view, db, user, requests, sent, store };
}
