import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { fixtureUser } from '@tire/mocks';
import { createPlatformStore, Toaster } from '@tire/platform';
import pages from '../src/pages.js';
import { en } from '../src/i18n/en.js';
import { fi } from '../src/i18n/fi.js';

const PATHS = ['/admin'];
const server = setupServer();

function signedInAs(user: ReturnType<typeof fixtureUser> | null) {
  server.use(
    http.get('*/api/auth/user', () => (user ? HttpResponse.json(user) : HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }))),
  );
}

function renderPage(path: string) {
  const Page = pages[path]!;
  return render(
    <Provider store={createPlatformStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={<Page />} />
          <Route path="/" element={<p>home page</p>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </Provider>,
  );
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

describe('the admin remote before its issue is built', () => {
  it('exposes exactly the routes the shell gives it', () => {
    expect(Object.keys(pages).sort()).toEqual([...PATHS].sort());
  });

  it('tells an administrator in Finnish that the dashboard is coming soon', async () => {
    signedInAs({ ...fixtureUser(), isAdmin: true });
    renderPage('/admin');
    expect(await screen.findByText(fi['comingSoon.notice'])).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('');
  });

  it('speaks English to an administrator who chose English', async () => {
    localStorage.setItem('language', 'en');
    signedInAs({ ...fixtureUser(), isAdmin: true });
    renderPage('/admin');
    expect(await screen.findByText(en['comingSoon.notice'])).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeTruthy();
  });

  it('sends a signed-in customer home with the spec toast', async () => {
    signedInAs({ ...fixtureUser(), isAdmin: false });
    renderPage('/admin');
    expect(await screen.findByText('Ei käyttöoikeutta')).toBeTruthy();
    expect(screen.getByText('Vain ylläpitäjät voivat käyttää tätä sivua.')).toBeTruthy();
    expect(screen.queryByText(fi['comingSoon.notice'])).toBeNull();
    expect(await screen.findByText('home page')).toBeTruthy();
  });

  it('has every Finnish text in English too', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fi).sort());
  });
});
