import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { en } from '../src/i18n/messages.en.js';
import { fi } from '../src/i18n/messages.fi.js';
import { visiblePaths } from '../src/routes/page-routes.js';
import { customer, renderShell, stubApi } from './render-shell.js';

describe('page routes', () => {
  it('shows the landing page at / to a signed-out visitor', async () => {
    stubApi({ user: null });
    renderShell('/');
    expect(await screen.findByRole('heading', { level: 1, name: fi['landing.title'] })).toBeTruthy();
    expect(screen.getByRole('link', { name: fi['nav.login'] }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('link', { name: fi['nav.logout'] })).toBeNull();
  });

  it('shows the signed-in home with its three cards at / to a signed-in customer', async () => {
    stubApi({ user: customer });
    renderShell('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tervetuloa takaisin, Aino!' })).toBeTruthy();
    const main = screen.getByRole('main');
    for (const href of ['/tire-change', '/track-order', '/dashboard']) {
      expect(
        within(main)
          .getAllByRole('link')
          .some((link) => link.getAttribute('href') === href),
      ).toBe(true);
    }
    expect(screen.getByRole('link', { name: fi['nav.logout'] }).getAttribute('href')).toBe('/api/logout');
    expect(screen.getByRole('link', { name: fi['nav.myReservations'] })).toBeTruthy();
  });

  it('answers an unknown path with the 404 page, in English when English is chosen, leading home and to the booking', async () => {
    localStorage.setItem('language', 'en');
    stubApi();
    renderShell('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText(en['notFound.text'])).toBeTruthy();
    expect(screen.queryByText(/router/i)).toBeNull();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: en['notFound.home'] })).toHaveAttribute('href', '/');
    expect(main.getByRole('link', { name: en['notFound.book'] })).toHaveAttribute('href', '/tire-change');
  });

  it('answers an unknown path with the Finnish 404 texts by default', async () => {
    stubApi();
    renderShell('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: fi['notFound.title'] })).toBeTruthy();
    expect(screen.getByText(fi['notFound.text'])).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: fi['notFound.book'] })).toHaveAttribute('href', '/tire-change');
  });

  it('asks a signed-out visitor on the customer dashboard to log in, without loading the page', async () => {
    stubApi({ user: null });
    const load = vi.fn(() => Promise.resolve({ '/dashboard': () => <h1>Dashboard</h1> }));
    renderShell('/dashboard', load);
    expect(await screen.findByText('Kirjautuminen vaaditaan')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: fi['notFound.title'] })).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('mounts the page of the remote that owns the path', async () => {
    stubApi({ user: customer });
    const load = vi.fn(() => Promise.resolve({ '/dashboard': () => <h1>Customer dashboard</h1> }));
    renderShell('/dashboard', load);
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer dashboard' })).toBeTruthy();
    expect(load).toHaveBeenCalledWith('account');
  });

  it('sends a signed-in visitor of /login or /signup on to their dashboard, or the page they were to return to', async () => {
    stubApi({ user: customer });
    const pages = { '/dashboard': () => <h1>Customer dashboard</h1>, '/tire-shop': () => <h1>Shop</h1>, '/login': () => <h1>Login</h1> };
    const first = renderShell('/login', () => Promise.resolve(pages));
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer dashboard' })).toBeTruthy();
    first.unmount();
    renderShell('/signup?returnTo=%2Ftire-shop', () => Promise.resolve(pages));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop' })).toBeTruthy();
  });

  it('gives everyone the shared pages and only signed-in customers the account pages', () => {
    expect(visiblePaths(false)).toEqual(expect.arrayContaining(['/', '/login', '/track-order', '/checkout', '/tire-change', '/tire-shop']));
    expect(visiblePaths(false)).not.toContain('/dashboard');
    expect(visiblePaths(false)).not.toContain('/admin');
    expect(visiblePaths(true)).toEqual(expect.arrayContaining(['/dashboard', '/my-reservations', '/profile-setup', '/admin', '/login']));
  });
});
