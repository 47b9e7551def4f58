import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { admin, day, renderAdmin, reservation } from './render-page.js';

// The page's clock stands at TEST_NOW (07:00Z today); the fixtures' start is their time read as UTC.
const card = (code: string) => screen.findByRole('article', { name: `Reservation ${code}` });

describe('no-shows on the admin day view', () => {
  it('offers Mark no-show only once the start has passed, asks first (keyboard too), and then shows the no-show', async () => {
    const started = reservation(day(0), '06:00', { trackingCode: 'TIRE-GONE01', status: 'confirmed', paymentStatus: 'paid', totalPrice: '45.00' });
    const upcoming = reservation(day(0), '19:00', { trackingCode: 'TIRE-SOON01', status: 'confirmed', paymentStatus: 'paid' });
    const view = renderAdmin({ user: admin, reservations: [started, upcoming] });

    const later = await card('TIRE-SOON01');
    expect(within(later).queryByRole('button', { name: 'Mark no-show' })).not.toBeInTheDocument();

    const item = await card('TIRE-GONE01');
    const mark = within(item).getByRole('button', { name: 'Mark no-show' });
    mark.focus();
    await view.user.keyboard('{Enter}');
    let ask = await screen.findByRole('alertdialog', { name: 'Mark reservation TIRE-GONE01 a no-show?' });
    expect(ask).toHaveTextContent('The payment is kept as the terms say (no refund)');
    expect(within(ask).getByRole('button', { name: 'Go back' })).toHaveFocus();
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(view.sent('PATCH', `/api/reservations/${started.id}/status`)).toHaveLength(0);

    await view.user.click(mark);
    ask = await screen.findByRole('alertdialog', { name: 'Mark reservation TIRE-GONE01 a no-show?' });
    await view.user.click(within(ask).getByRole('button', { name: 'Mark no-show' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(view.sent('PATCH', `/api/reservations/${started.id}/status`).map((r) => JSON.parse(r.body!))).toEqual([{ status: 'no_show' }]);
    expect(await within(item).findByText('No-show')).toBeVisible();
    expect(within(item).getByText('No actions: the reservation is no-show.')).toBeVisible();
    expect(within(item).queryByRole('button', { name: 'Mark no-show' })).not.toBeInTheDocument();
  });

  it('shows how many earlier no-shows the customer has', async () => {
    const twice = reservation(day(0), '12:00', { trackingCode: 'TIRE-AGAIN1', earlierNoShows: 2 });
    const once = reservation(day(0), '13:00', { trackingCode: 'TIRE-AGAIN2', earlierNoShows: 1 });
    const never = reservation(day(0), '14:00', { trackingCode: 'TIRE-FIRST1' });
    renderAdmin({ user: admin, reservations: [twice, once, never] });

    expect(await within(await card('TIRE-AGAIN1')).findByText('2 earlier no-shows')).toBeVisible();
    expect(within(await card('TIRE-AGAIN2')).getByText('1 earlier no-show')).toBeVisible();
    expect(within(await card('TIRE-FIRST1')).queryByText(/earlier no-show/)).not.toBeInTheDocument();
  });
});
