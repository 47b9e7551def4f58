import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { serverNavigation, type RemotePages } from '@tire/platform';
import { setDeclaredPages } from '../src/remotes/registry-pages.js';
import { customer, renderShell, stubApi } from './render-shell.js';

/** A page the account remote's release declares: not in the shell's route table. */
const loyalty = {
  remote: 'account' as const,
  path: '/loyalty',
  access: 'signed-in' as const,
  title: { fi: 'Kanta-asiakasedut', en: 'Loyalty points' },
  nav: true,
};

function LoginProbe() {
  const { pathname, search } = useLocation();
  return <h1 data-testid="login-page">{`${pathname}${search}`}</h1>;
}
const accountPages: RemotePages = { '/login': LoginProbe, '/loyalty': () => <h1>Kanta-asiakasedut</h1> };
const loadPages = () => Promise.resolve(accountPages);

afterEach(() => setDeclaredPages([]));

describe('a page a remote’s release declares', () => {
  it('opens at its path for who may open it, with its link in the header', async () => {
    stubApi({ user: customer });
    setDeclaredPages([loyalty]);
    renderShell('/loyalty', loadPages);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kanta-asiakasedut' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Kanta-asiakasedut' })[0]).toHaveAttribute('href', '/loyalty');
  });

  it('sends a guest on a signed-in declared page to log in, and shows it no header link', async () => {
    stubApi({ user: null });
    vi.spyOn(serverNavigation, 'go').mockImplementation(() => {});
    setDeclaredPages([loyalty]);
    const view = renderShell('/loyalty', loadPages);
    expect(await screen.findByText('Kirjautuminen vaaditaan')).toBeTruthy();
    await view.clock.advance(500);
    // (It comes back to the spec's pages after signing in; a declared page is not yet a return target.)
    expect((await screen.findByTestId('login-page')).textContent).toMatch(/^\/login/);
    expect(screen.queryByRole('link', { name: 'Kanta-asiakasedut' })).toBeNull();
  });

  it('is the 404 page when no release declares it', async () => {
    stubApi({ user: customer });
    renderShell('/loyalty', loadPages);
    expect(await screen.findByRole('heading', { level: 1, name: /Sivua ei löytynyt/ })).toBeTruthy();
  });
});
