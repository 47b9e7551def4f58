import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { RequestHandler } from 'msw';
import type { Language } from '@tire/contracts';
import { ClockProvider, createPlatformStore, Toaster, type RemotePages } from '@tire/platform';
import { createMockDb, type MockDb, type MockDbOptions } from '../db.js';
import { createHandlers } from '../index.js';
import { RemotePageRoutes } from '../remote-routes.js';
import { server } from './mock-server.js';
import { createTestClock, TEST_NOW } from './test-clock.js';

export interface RecordedRequest {
  method: string;
  url: URL;
  body: string | null;
  headers: Headers;
}

export interface RenderRemotePageOptions extends Omit<MockDbOptions, 'now'> {
  /** The remote's pages (its pages.ts): route -> page, mounted as the shell mounts them. */
  pages: RemotePages;
  language?: Language;
  /** The page's and the mocks' now, standing still until the test moves it on (view.clock.advance); TEST_NOW unless given. */
  now?: Date;
  /** A mock database prepared by the test; a fresh one unless given. */
  db?: MockDb;
  /** Answers that differ from the mocks' (failures), in place before the page's first request. */
  handlers?: RequestHandler[];
}

/**
 * Renders a remote's pages as the shell would (store, router, toaster) at `path`, over a mock
 * database, on a test clock shared by the page and the mocks, and records every /api request the
 * page sends: the one page harness of the remotes.
 */
export function renderRemotePage(path: string, { pages, language = 'en', db: given, handlers, now = TEST_NOW, ...options }: RenderRemotePageOptions) {
  localStorage.setItem('language', language);
  const clock = createTestClock(now);
  const db = given ?? createMockDb({ ...options, now: clock.now });
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
    <ClockProvider clock={clock}>
      <Provider store={store}>
        <MemoryRouter initialEntries={[path]}>
          <RemotePageRoutes pages={pages} />
        </MemoryRouter>
        <Toaster />
      </Provider>
    </ClockProvider>,
  );
  const sent = (method: string, pathname: string) => requests.filter((request) => request.method === method && request.url.pathname === pathname);
  return { ...view, db, user, requests, sent, store, clock };
}
