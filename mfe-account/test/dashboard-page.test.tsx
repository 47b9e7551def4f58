import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatEuro, formatLongDate, serverNavigation } from '@tire/platform';
import { renderPage } from './render-page.js';
import { customer, reservation } from './reservations-fixture.js';
import { server } from './server.js';

const articles = (container: HTMLElement) =>
  within(container)
    .queryAllByRole('article')
    .map((item) => item.getAttribute('aria-label'));

describe('the dashboard', () => {
  it('sends a signed-out visitor to the login page after half a second, asked to come back', async () => {
    const go = vi.spyOn(serverNavigation, 'go').mockImplementation(() => {});
    const view = renderPage('/dashboard');
    expect(await screen.findByText('Login Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to continue.')).toBeInTheDocument();
    await view.clock.advance(499);
    expect(screen.queryByRole('heading', { level: 1, name: 'Log in' })).toBeNull();
    await view.clock.advance(1);
    // The site's login page (e-mail code or Google), within the app: not /api/login, which starts
    // Google at once. It comes back here after signing in.
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup?returnTo=%2Fdashboard');
    expect(go).not.toHaveBeenCalled();
    expect(view.sent('GET', '/api/reservations')).toHaveLength(0);
  });

  it('lists the next five reservations that are not cancelled, soonest first', async () => {
    const coming = ['2030-06-03', '2030-06-04', '2030-06-05', '2030-06-06', '2030-06-07', '2030-06-10'].map((date, index) =>
      reservation(date, '17:00', { trackingCode: `TIRE-NEXT0${index + 1}` }),
    );
    const cancelled = reservation('2030-06-02', '10:00', { trackingCode: 'TIRE-CANCEL', status: 'cancelled' });
    const past = reservation('2024-06-03', '17:00', { trackingCode: 'TIRE-PAST01' });
    renderPage('/dashboard', { user: customer, reservations: [coming[5]!, past, cancelled, ...coming.slice(0, 5).reverse()] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Matti' })).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel', { name: 'Reservations' });
    await waitFor(() => expect(articles(panel)).toHaveLength(5));
    expect(articles(panel)).toEqual(['TIRE-NEXT01', 'TIRE-NEXT02', 'TIRE-NEXT03', 'TIRE-NEXT04', 'TIRE-NEXT05'].map((code) => `Reservation ${code}`));
    const first = within(panel).getByRole('article', { name: 'Reservation TIRE-NEXT01' });
    expect(within(first).getByText(formatLongDate('2030-06-03'))).toBeVisible();
    expect(within(first).getByText('17:00')).toBeVisible();
    expect(await within(first).findByText('Vantaa – Tikkurila')).toBeVisible();
    expect(within(first).getByText(formatEuro(35))).toBeVisible();
    expect(within(first).getByRole('button', { name: 'Modify' })).toBeEnabled();
    expect(within(first).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('names the change of a reservation with one word, "Muuta", as on my reservations', async () => {
    renderPage('/dashboard', { user: customer, reservations: [reservation('2030-06-03', '17:00', { trackingCode: 'TIRE-NEXT01' })], language: 'fi' });
    const first = await screen.findByRole('article', { name: 'Varaus TIRE-NEXT01' });
    expect(within(first).getByRole('button', { name: 'Muuta' })).toBeEnabled();
    expect(within(first).getByRole('button', { name: 'Peru' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Muokkaa/ })).not.toBeInTheDocument();
  });

  it('has side navigation with tabs and links to book and to the shop', async () => {
    const view = renderPage('/dashboard', { user: customer });
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'New reservation' })).toHaveAttribute('href', '/tire-change');
    expect(within(nav).getByRole('link', { name: 'Tire shop' })).toHaveAttribute('href', '/tire-shop');
    const reservationsTab = within(nav).getByRole('tab', { name: 'Reservations' });
    expect(reservationsTab).toHaveAttribute('aria-selected', 'true');

    reservationsTab.focus();
    await view.user.keyboard('{ArrowDown}');
    expect(within(nav).getByRole('tab', { name: 'My tires' })).toHaveAttribute('aria-selected', 'true');
    await view.user.keyboard('{ArrowDown}');
    const ordersTab = within(nav).getByRole('tab', { name: 'Orders' });
    expect(ordersTab).toHaveFocus();
    expect(ordersTab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Recent orders' })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 2, name: 'Upcoming reservations' })).not.toBeInTheDocument();
  });

  it('shows the five latest orders', async () => {
    const view = renderPage('/dashboard', { user: customer });
    for (let id = 1; id <= 6; id += 1) {
      view.db.orders.push({
        id,
        totalAmount: `${id}00.00`,
        installationRequested: id === 6,
        status: id === 6 ? 'pending' : 'paid',
        createdAt: `2030-01-0${id}T10:00:00.000Z`,
      });
    }
    await view.user.click(await screen.findByRole('tab', { name: 'Orders' }));
    const panel = screen.getByRole('tabpanel', { name: 'Orders' });
    const list = await within(panel).findByRole('list');
    const rows = within(list)
      .getAllByRole('listitem')
      .map((row) => row.getAttribute('aria-label'));
    expect(rows).toEqual(['Order #6', 'Order #5', 'Order #4', 'Order #3', 'Order #2']);
    const newest = within(list).getByRole('listitem', { name: 'Order #6' });
    expect(within(newest).getByText(formatEuro(600))).toBeVisible();
    expect(within(newest).getByText('Pending')).toBeVisible();
    expect(within(newest).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/checkout?orderId=6');
  });

  it('says there are no orders when the order list cannot be had', async () => {
    const view = renderPage('/dashboard', { user: customer });
    server.use(http.get('*/api/tire-orders', () => new HttpResponse('Not Found', { status: 404 })));
    await view.user.click(await screen.findByRole('tab', { name: 'Orders' }));
    expect(await screen.findByText('No orders yet.')).toBeVisible();
  });
});
