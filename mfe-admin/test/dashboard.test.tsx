import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockAdminStats } from '@tire/mocks';
import { TEST_NOW } from '@tire/mocks/testing';
import { formatEuro, formatLongDate } from '@tire/platform';
import { admin, day, renderAdmin, reservation } from './render-page.js';
import { server } from './server.js';

const card = (code: string) => screen.findByRole('article', { name: `Reservation ${code}` });
const stat = (label: string) => screen.findByRole('listitem', { name: new RegExp(`^${label}: `) });

describe('the admin dashboard', () => {
  it('shows the server’s stat cards and today’s reservations with everything the workshop needs', async () => {
    const today = reservation(day(0), '17:30', {
      trackingCode: 'TIRE-TODAY1',
      guestName: 'Aino Virtanen',
      guestPhone: '+358409876543',
      guestEmail: 'aino@example.fi',
      totalPrice: '45.00',
      serviceType: 'tire_repair_1',
    });
    const earlier = reservation(day(0), '16:00', { trackingCode: 'TIRE-TODAY0', status: 'confirmed' });
    const done = reservation(day(0), '16:30', { trackingCode: 'TIRE-DONE01', status: 'completed', totalPrice: '67.50' });
    const tomorrow = reservation(day(1), '10:00', { trackingCode: 'TIRE-TMRW01' });
    const reservations = [today, earlier, done, tomorrow];
    const expected = mockAdminStats(reservations, TEST_NOW);
    const view = renderAdmin({ user: admin, reservations });

    expect(await stat("Today's reservations")).toHaveTextContent(String(expected.today));
    expect(expected.today).toBe(3);
    // Issue 9: pending counts paid bookings awaiting confirmation; the two unpaid holds are apart.
    expect(await stat('Awaiting confirmation')).toHaveTextContent('0');
    expect(await stat('Unpaid holds')).toHaveTextContent('2');
    expect(screen.queryByRole('listitem', { name: /^Failed refunds: / })).not.toBeInTheDocument();
    expect(await stat("This month's revenue")).toHaveTextContent(formatEuro(expected.monthRevenue));
    expect(await stat("This week's reservations")).toHaveTextContent(String(expected.week));
    expect(view.sent('GET', '/api/admin/stats')).toHaveLength(1);

    expect(await screen.findByRole('heading', { level: 2, name: `Reservations on ${formatLongDate(day(0))}` })).toBeVisible();
    const first = await card('TIRE-TODAY1');
    for (const text of [
      '17:30',
      'Tire repair',
      'Helsinki – Kalasatama',
      'ABC-123 · Toyota Corolla · 205/55 R16',
      'Aino Virtanen',
      '+358409876543',
      'aino@example.fi',
      formatEuro(45),
      'Awaiting confirmation',
    ]) {
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

  it('when the admin confirms a paid reservation, then Confirm is gone, Start is offered and cancel stays available', async () => {
    const pending = reservation(day(0), '18:00', { trackingCode: 'TIRE-CONF01', paymentStatus: 'paid' });
    const view = renderAdmin({ user: admin, reservations: [pending] });
    const item = await card('TIRE-CONF01');
    const confirm = within(item).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeEnabled();

    await view.user.click(confirm);

    await waitFor(() => expect(within(item).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument());
    expect(within(item).getByRole('button', { name: 'Start' })).toBeEnabled();
    expect(within(item).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(within(item).getByText('Confirmed')).toBeVisible();
    expect(view.sent('PATCH', `/api/reservations/${pending.id}/status`).map((r) => JSON.parse(r.body!))).toEqual([{ status: 'confirmed' }]);
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
  });

  it('a cancelled reservation has no actions; a confirmed one can be started and, after confirming, completed', async () => {
    const cancelled = reservation(day(0), '18:00', { trackingCode: 'TIRE-CANC01', status: 'cancelled' });
    const confirmed = reservation(day(0), '19:00', { trackingCode: 'TIRE-WORK01', status: 'confirmed', paymentStatus: 'paid' });
    const view = renderAdmin({ user: admin, reservations: [cancelled, confirmed] });
    const gone = await card('TIRE-CANC01');
    for (const name of ['Confirm', 'Start', 'Complete', 'Cancel', 'Move']) {
      expect(within(gone).queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(within(gone).getByText('No actions: the reservation is cancelled.')).toBeVisible();

    const work = await card('TIRE-WORK01');
    expect(within(work).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    await view.user.click(within(work).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(within(work).queryByRole('button', { name: 'Start' })).not.toBeInTheDocument());
    await view.user.click(within(work).getByRole('button', { name: 'Complete' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Mark reservation TIRE-WORK01 completed?' });
    await view.user.click(within(ask).getByRole('button', { name: 'Mark completed' }));
    await waitFor(() => expect(within(work).queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument());
    expect(within(work).getByText('Completed')).toBeVisible();
    expect(view.sent('PATCH', `/api/reservations/${confirmed.id}/status`).map((r) => JSON.parse(r.body!))).toEqual([
      { status: 'in_progress' },
      { status: 'completed' },
    ]);
  });

  it('asks before cancelling: Escape and Go back send nothing, only the confirmed dialog sends the PATCH', async () => {
    const paid = reservation(day(0), '18:30', { trackingCode: 'TIRE-CANC02', status: 'confirmed', paymentStatus: 'paid', totalPrice: '45.00' });
    const view = renderAdmin({ user: admin, reservations: [paid] });
    const item = await card('TIRE-CANC02');
    const cancel = within(item).getByRole('button', { name: 'Cancel' });

    await view.user.click(cancel);
    let ask = await screen.findByRole('alertdialog', { name: 'Cancel reservation TIRE-CANC02?' });
    expect(ask).toHaveTextContent(`It is paid: ${formatEuro(45)} is refunded in full to the customer’s card.`);
    expect(ask).toHaveTextContent('The customer is told by e-mail');
    expect(within(ask).getByRole('button', { name: 'Go back' })).toHaveFocus();
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(cancel).toHaveFocus();

    await view.user.click(cancel);
    ask = await screen.findByRole('alertdialog', { name: 'Cancel reservation TIRE-CANC02?' });
    await view.user.click(within(ask).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(view.sent('PATCH', `/api/reservations/${paid.id}/status`)).toHaveLength(0);

    await view.user.click(cancel);
    ask = await screen.findByRole('alertdialog', { name: 'Cancel reservation TIRE-CANC02?' });
    await view.user.click(within(ask).getByRole('button', { name: 'Cancel reservation' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(view.sent('PATCH', `/api/reservations/${paid.id}/status`).map((r) => JSON.parse(r.body!))).toEqual([{ status: 'cancelled' }]);
    expect(await within(item).findByText(`Refunded ${formatEuro(45)}`)).toBeVisible();
    expect(within(item).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('shows payment, refund and extras on each card, and flags a failed refund', async () => {
    const held = reservation(day(0), '16:00', {
      trackingCode: 'TIRE-HELD01',
      holdExpiresAt: new Date(Date.UTC(2030, 0, 1, 10, 30)).toISOString(),
      additionalServices: '["tire_bags"]',
      totalPrice: '40.00',
    });
    const failed = reservation(day(0), '16:30', {
      trackingCode: 'TIRE-RFND01',
      status: 'cancelled',
      paymentStatus: 'paid',
      refundStatus: 'refund_failed',
      refundAmount: '35.00',
      cancellationReason: 'admin',
    });
    const pending = reservation(day(0), '17:00', {
      trackingCode: 'TIRE-RFND02',
      status: 'cancelled',
      paymentStatus: 'paid',
      refundStatus: 'refund_pending',
      refundAmount: '35.00',
      cancellationReason: 'customer',
    });
    renderAdmin({ user: admin, reservations: [held, failed, pending] });

    const first = await card('TIRE-HELD01');
    expect(within(first).getByText('Unpaid, held until 12:30')).toBeVisible();
    expect(within(first).getByText('Tire bags (4 pcs)', { exact: false })).toHaveTextContent(`Tire bags (4 pcs) ${formatEuro(5)}`);
    // A held booking is confirmed by its payment: only Cancel (and Move) are offered.
    expect(within(first).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Cancel' })).toBeEnabled();

    expect(within(await card('TIRE-RFND01')).getByText(`REFUND FAILED (${formatEuro(35)})`)).toBeVisible();
    expect(within(await card('TIRE-RFND01')).getByText('by an administrator')).toBeVisible();
    expect(within(await card('TIRE-RFND02')).getByText(`Refund pending (${formatEuro(35)})`)).toBeVisible();
    expect(await stat('Failed refunds')).toHaveTextContent('1');
  });

  it('flags payments whose paid mark the payments service gave up on, and only then', async () => {
    renderAdmin({ user: admin, reservations: [] });
    // After the page's mock handlers, so this answer wins (the request goes out after the render).
    server.use(
      http.get('*/api/admin/payments/attention', () =>
        HttpResponse.json({ settlements: { deadLettered: 2, retrying: 1 }, refunds: { failed: 0, retrying: 0 } }),
      ),
    );

    const flagged = await stat('Payments not recorded');
    expect(flagged).toHaveTextContent('2');
    expect(flagged).toHaveClass('admin-stat--alert');
  });

  it('shows a booking’s history on demand: what, who, from where', async () => {
    const paid = reservation(day(0), '18:00', { trackingCode: 'TIRE-HIST01', status: 'confirmed', paymentStatus: 'paid', guestEmail: 'aino@example.fi' });
    const view = renderAdmin({ user: admin, reservations: [paid] });
    const item = await card('TIRE-HIST01');
    const toggle = within(item).getByRole('button', { name: 'History' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(view.sent('GET', `/api/admin/reservations/${paid.id}/events`)).toHaveLength(0);

    await view.user.click(within(item).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(within(item).getByText('In progress')).toBeVisible());
    await view.user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const history = await within(item).findByRole('list', { name: 'History of reservation TIRE-HIST01' });
    const entries = within(history)
      .getAllByRole('listitem')
      .map((entry) => entry.textContent);
    expect(entries).toHaveLength(3);
    expect(entries[0]).toContain('Booked · aino@example.fi · website');
    expect(entries[1]).toContain('Paid · system · payments');
    expect(entries[2]).toContain('Work started · admin@rengaspalvelu.example · admin');
  });

  it('shows a 409 in a toast and refreshes the list', async () => {
    const paid = reservation(day(0), '18:00', { trackingCode: 'TIRE-GONE01', paymentStatus: 'paid' });
    const view = renderAdmin({ user: admin, reservations: [paid] });
    const item = await card('TIRE-GONE01');
    // Cancelled meanwhile (by the customer in another tab): the server refuses the confirm.
    view.db.reservations[0]!.status = 'cancelled';
    const lists = view.sent('GET', '/api/admin/reservations').length;

    await view.user.click(within(item).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('This reservation has already been cancelled')).toBeInTheDocument();
    await waitFor(() => expect(view.sent('GET', '/api/admin/reservations').length).toBeGreaterThan(lists));
    await waitFor(() => expect(within(item).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument());
    expect(within(item).getByText('Cancelled')).toBeVisible();
  });

  it('moves a booking after confirming, and warns inside the customer’s window', async () => {
    const soon = new Date(TEST_NOW.getTime() + 3 * 3_600_000);
    const date = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki' }).format(soon);
    const paid = reservation(day(2), '17:00', { trackingCode: 'TIRE-MOVE01', status: 'confirmed', paymentStatus: 'paid' });
    const close = reservation(date, '23:30', { trackingCode: 'TIRE-MOVE02', status: 'confirmed', paymentStatus: 'paid', startsAt: soon.toISOString() });
    const view = renderAdmin({ user: admin, reservations: [paid, close] });

    await view.user.click(within(await screen.findByRole('group', { name: 'Choose a day' })).getAllByRole('button')[2]!);
    const item = await card('TIRE-MOVE01');
    await view.user.click(within(item).getByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move reservation TIRE-MOVE01' });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirm move' }));
    expect(within(dialog).getByText('Choose a date and a time')).toBeVisible();
    const time = within(dialog).getByLabelText(/^New time/);
    await waitFor(() => expect(time).toBeEnabled());
    await view.user.selectOptions(time, '19:00');
    expect(view.sent('PATCH', `/api/admin/reservations/${paid.id}`)).toHaveLength(0);
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirm move' }));

    expect(await screen.findByText('Reservation moved')).toBeInTheDocument();
    expect(view.sent('PATCH', `/api/admin/reservations/${paid.id}`).map((r) => JSON.parse(r.body!))).toEqual([
      { scheduledDate: day(2), scheduledTime: '19:00' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // A booking starting in three hours: the customer can no longer move it, the admin is warned.
    await view.user.click(
      within(screen.getByRole('group', { name: 'Choose a day' })).getByRole('button', {
        pressed: false,
        name: new RegExp(date === day(0) ? '^Today' : '^Tomorrow'),
      }),
    );
    const closeCard = await card('TIRE-MOVE02');
    await view.user.click(within(closeCard).getByRole('button', { name: 'Move' }));
    const warned = await screen.findByRole('dialog', { name: 'Move reservation TIRE-MOVE02' });
    expect(within(warned).getByRole('alert')).toHaveTextContent('the customer’s free-change window');
  });

  it('says "Virhe tilan päivityksessä" when the status change fails, and the reservation stays as it was', async () => {
    const pending = reservation(day(0), '18:00', { trackingCode: 'TIRE-FAIL01', paymentStatus: 'paid' });
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
    const reservations = [1, 2, 3, 4, 5, 6].map((n) =>
      reservation(day(n), '10:00', { trackingCode: `TIRE-RECNT${n}`, createdAt: `2026-01-0${n}T10:00:00.000Z` }),
    );
    renderAdmin({ user: admin, reservations });
    const section = (await screen.findByRole('heading', { name: 'Recent activity' })).closest('section')!;
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(5));
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['TIRE-RECNT6', 'TIRE-RECNT5', 'TIRE-RECNT4', 'TIRE-RECNT3', 'TIRE-RECNT2']);
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
