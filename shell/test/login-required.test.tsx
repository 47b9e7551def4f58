import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { SESSION_HINT_COOKIE } from '@tire/contracts';
import { serverNavigation, trustSessionHint, type RemotePages } from '@tire/platform';
import { fi } from '../src/i18n/messages.fi.js';
import { customer, locations, renderShell, stubApi } from './render-shell.js';

/** The account remote's login page, as far as this test needs it: where the visitor is. */
function LoginProbe() {
  const { pathname, search } = useLocation();
  return <h1 data-testid="login-page">{`${pathname}${search}`}</h1>;
}
const accountPages: RemotePages = { '/login': LoginProbe, '/dashboard': () => <h1>Dashboard</h1>, '/my-reservations': () => <h1>My reservations</h1> };
const loadPages = () => Promise.resolve(accountPages);

describe('a guest on a page for signed-in customers', () => {
  for (const path of ['/my-reservations', '/dashboard', '/admin']) {
    it(`${path}: says a login is needed, then opens the site's login page (e-mail code or Google) asked to come back`, async () => {
      stubApi({ user: null });
      const go = vi.spyOn(serverNavigation, 'go').mockImplementation(() => {});
      const view = renderShell(path, loadPages);

      expect(await screen.findByText('Kirjautuminen vaaditaan')).toBeTruthy();
      await view.clock.advance(499);
      expect(screen.queryByTestId('login-page')).toBeNull();
      await view.clock.advance(1);

      expect(await screen.findByTestId('login-page')).toHaveTextContent(`/login?returnTo=${encodeURIComponent(path)}`);
      // Within the app: never /api/login, which would start Google sign-in and skip the e-mail code.
      expect(go).not.toHaveBeenCalled();
      // The toast said why, and stays on the login page.
      expect(await screen.findByText('Kirjautuminen vaaditaan')).toBeTruthy();
    });
  }
});

describe('a session that ends during a visit', () => {
  it('answers a 401 with the login page, loaded afresh so nothing of the signed-in pages stays in memory', async () => {
    const go = vi.spyOn(serverNavigation, 'go').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.endsWith('/api/auth/user')) return Response.json(customer);
        if (url.endsWith('/api/reservations')) return new Response('Unauthorized', { status: 401, statusText: 'Unauthorized' });
        if (url.endsWith('/api/tire-orders')) return Response.json([]);
        if (url.endsWith('/api/service-locations')) return Response.json([]);
        return new Response('Not Found', { status: 404 });
      }),
    );
    renderShell('/', loadPages);
    expect(await screen.findByText('Kirjautuminen vaaditaan')).toBeTruthy();
    // The listener has no page clock: the spec's 0.5 s pass on the system's.
    await waitFor(() => expect(go).toHaveBeenCalledWith('/login'));
    expect(go).toHaveBeenCalledTimes(1);
  });
});

describe('the current user of a guest', () => {
  const userCalls = (fetchMock: ReturnType<typeof stubApi>) => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/auth/user'));

  it('is not asked of the server without the session hint cookie (no 401 in the console), and is when the hint is there', async () => {
    trustSessionHint();
    try {
      const guest = stubApi({ user: null });
      const first = renderShell('/');
      expect(await screen.findByRole('heading', { level: 1, name: fi['landing.title'] })).toBeTruthy();
      expect(screen.getByRole('link', { name: fi['nav.login'] })).toBeTruthy();
      expect(userCalls(guest)).toHaveLength(0);
      first.unmount();

      document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
      const signedIn = stubApi({ user: customer });
      renderShell('/');
      expect(await screen.findByRole('heading', { level: 1, name: 'Tervetuloa takaisin, Aino!' })).toBeTruthy();
      expect(userCalls(signedIn)).toHaveLength(1);
    } finally {
      trustSessionHint(false);
      document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0`;
    }
  });

  it('is asked after all when the answer of another call brings the hint (a session older than the hint)', async () => {
    trustSessionHint();
    try {
      const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.endsWith('/api/auth/user')) return Response.json(customer);
        if (url.endsWith('/api/service-locations')) {
          // What the BFF does for a signed-in browser without the hint.
          document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
          return Response.json(locations);
        }
        if (url.endsWith('/api/reservations') || url.endsWith('/api/tire-orders')) return Response.json([]);
        return new Response('Not Found', { status: 404 });
      });
      vi.stubGlobal('fetch', fetchMock);
      renderShell('/');
      expect(await screen.findByRole('heading', { level: 1, name: 'Tervetuloa takaisin, Aino!' })).toBeTruthy();
      expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/auth/user'))).toHaveLength(1);
    } finally {
      trustSessionHint(false);
      document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0`;
    }
  });
});
