import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockAdminStats } from '@tire/mocks';
import { formatEuro, formatLongDate } from '@tire/platform';
import { admin, day, renderAdmin, reservation } from './render-page.js';
import { server } from './server.js';

const card = (code: string) => screen.findByRole('article', { name: `Reservation ${code}` });
const stat = (label: string) => screen.findByRole('listitem', { name: new RegExp(`^${label}: `) });

describe('the admin dashboard', () => {
  it('shows the server’s stat cards and today’s reservations with everything the workshop needs', async () => {
    const today = reservation(day(0), '17:30', { trackingCode: 'TIRE-TODAY1', guestName: 'Aino Virtanen', guestPhone: '+358409876543', guestEmail: 'aino@example.fi', totalPrice: '45.00', serviceType: 'tire_repair_1' });
    const earlier = reservation(day(0), '16:00', { trackingCode: 'TIRE-TODAY0', status: 'confirmed' });
    const done = reservation(day(0), '16:30', { trackingCode: 'TIRE-DONE01', status: 'completed', totalPrice: '67.50' });
    const tomorrow = reservation(day(1), '10:00', { trackingCode: 'TIRE-TMRW01' });
    const reservations = [today, earlier, done, tomorrow];
    const expected = mockAdminStats(reservations, new Date());
    const view = renderAdmin({ user: admin, reservations });

    expect(await stat("Today's reservations")).toHaveTextContent(String(expected.today));
    expect(expected.today).toBe(3);
    expect(await stat('Awaiting confirmation')).toHaveTextContent('2');
    expect(await stat("This month's revenue")).toHaveTextContent(formatEuro(expected.monthRevenue));
    expect(await stat("This week's reservations")).toHaveTextContent(String(expected.week));
    expect(view.sent('GET', '/api/admin/stats')).toHaveLength(1);

    expect(await screen.findByRole('heading', { level: 2, name: `Reservations on ${formatLongDate(day(0))}` })).toBeVisible();
    const first = await card('TIRE-TODAY1');
    for (const text of ['17:30', 'Tire repair', 'Helsinki – Kalasatama', 'ABC-123 · Toyota Corolla · 205/55 R16', 'Aino Virtanen', '+358409876543', 'aino@example.fi', formatEuro(45), 'Awaiting confirmation']) {
      expect(await within(first).findByText(text)).toBeVisible();
    }
    // The day in the order of the day; tomorrow's booking is not among today's.
    const codes = screen.getAllByRole('article').map((item) => item.getAttribute('aria-label'));
    expect(codes).toEqual(['Reservation TIRE-TODAY0', 'Reservation TIRE-DONE01', 'Reservation TIRE-TODAY1']);
    expect(view.sent('GET', '/api/admin/reservations').some((r) => r.url.searchParams.get('date') === day(0))).toBe(true);
  });

  it('offers today and the next six days, and shows the chosen day’s reservations', async () => {
    const view = renderAdmin({ user: admin, reservations: [reservation(day(1), '10:00', { trackingCode: 'TIRE-TMRW01' })] });
    const group = await screen.findByRole('group', { name: 'Choose a day' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.dataset.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map(day));
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('No reservations on this day')).toBeVisible();

    await view.user.click(within(group).getByRole('button', { name: /^Tomorrow/ }));

    expect(buttons[1]).toHaveAttribute('aria-pressed', 'true');
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'false');
    expect(await card('TIRE-TMRW01')).toBeVisible();
  });

  it('when the admin confirms a reservation, then its confirm button is disabled and cancel stays available', async () => {
    const pending = reservation(day(0), '18:00', { trackingCode: 'TIRE-CONF01' });
    const view = renderAdmin({ user: admin, reservations: [pending] });
    const item = await card('TIRE-CONF01');
    const confirm = within(item).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeEnabled();

    await view.user.click(confirm);

    await waitFor(() => expect(within(item).getByRole('button', { name: 'Confirm' })).toBeDisabled());
    expect(within(item).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(within(item).getByText('Confirmed')).toBeVisible();
    expect(view.sent('PATCH', `/api/reservations/${pending.id}/status`).map((r) => JSON.parse(r.body!))).toEqual([{ status: 'confirmed' }]);
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
  });

  it('a cancelled reservation has cancel disabled, and can be started and completed', async () => {
    const cancelled = reservation(day(0), '18:00', { trackingCode: 'TIRE-CANC01', status: 'cancelled' });
    const confirmed = reservation(day(0), '19:00', { trackingCode: 'TIRE-WORK01', status: 'confirmed' });
    const view = renderAdmin({ user: admin, reservations: [cancelled, confirmed] });
    const gone = await card('TIRE-CANC01');
    expect(within(gone).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(gone).getByRole('button', { name: 'Confirm' })).toBeEnabled();

    const work = await card('TIRE-WORK01');
    await view.user.click(within(work).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(within(work).getByRole('button', { name: 'Start' })).toBeDisabled());
    await view.user.click(within(work).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(within(work).getByRole('button', { name: 'Complete' })).toBeDisabled());
    expect(within(work).getByText('Completed')).toBeVisible();
  });

  it('says "Virhe tilan päivityksessä" when the status change fails, and the reservation stays as it was', async () => {
    const pending = reservation(day(0), '18:00', { trackingCode: 'TIRE-FAIL01' });
    const view = renderAdmin({ user: admin, reservations: [pending], language: 'fi' });
    server.use(http.patch('*/api/reservations/:id/status', () => HttpResponse.json({ message: 'Internal error' }, { status: 500 })));
    const item = await screen.findByRole('article', { name: 'Varaus TIRE-FAIL01' });

    await view.user.click(within(item).getByRole('button', { name: 'Vahvista' }));

    expect(await screen.findByText('Virhe tilan päivityksessä')).toBeInTheDocument();
    // The toast and the end of the busy state are separate renders: the button comes back.
    await waitFor(() => expect(within(item).getByRole('button', { name: 'Vahvista' })).toBeEnabled());
    expect(within(item).getByText('Odottaa vahvistusta')).toBeVisible();
  });

  it('lists the five latest bookings as recent activity', async () => {
    const reservations = [1, 2, 3, 4, 5, 6].map((n) => reservation(day(n), '10:00', { trackingCode: `TIRE-RECNT${n}`, createdAt: `2026-01-0${n}T10:00:00.000Z` }));
    renderAdmin({ user: admin, reservations });
    const section = (await screen.findByRole('heading', { name: 'Recent activity' })).closest('section')!;
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(5));
    expect(within(section).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(
      ['TIRE-RECNT6', 'TIRE-RECNT5', 'TIRE-RECNT4', 'TIRE-RECNT3', 'TIRE-RECNT2'],
    );
  });

  it('has quick actions: a new reservation leads to /tire-change, the rest say they are not available yet', async () => {
    renderAdmin({ user: admin });
    const section = (await screen.findByRole('heading', { name: 'Quick actions' })).closest('section')!;
    expect(within(section).getByRole('link', { name: 'New reservation' })).toHaveAttribute('href', '/tire-change');
    for (const name of ['Inventory', 'Invoice', 'Reports']) {
      const button = within(section).getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Inventory, invoices and reports are not available yet.');
    }
  });
});
