import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { formatEuro } from '@tire/platform';
import { admin, renderAdmin, shopOrder } from './render-page.js';

const orderCard = (id: number) => screen.findByRole('article', { name: `Order #${id}` });

describe('the Orders section of the admin page', () => {
  it('lists the paid and ready orders with the customer, the tires, the total, the location and the money’s state', async () => {
    const paid = shopOrder({ email: 'pekka@example.fi' });
    const ready = shopOrder({ status: 'ready', email: 'liisa@example.fi', installationRequested: true, createdAt: '2026-03-02T08:00:00.000Z' });
    const pending = shopOrder({ status: 'pending', paidAt: null });
    const cancelled = shopOrder({ status: 'cancelled', refundStatus: 'refund_pending' });
    const view = renderAdmin({ user: admin, orders: [paid, ready, pending, cancelled] });

    expect(await screen.findByRole('heading', { level: 2, name: 'Orders' })).toBeVisible();
    const card = await orderCard(paid.id);
    // A tire line with its unit price (the price kept on one line).
    expect(within(card).getByText('4 × Michelin Primacy 4+ 205/55 R16', { exact: false })).toHaveTextContent(
      '4 × Michelin Primacy 4+ 205/55 R16 (' + formatEuro('131.01') + ')',
    );
    for (const text of [
      'pekka@example.fi',
      formatEuro('131.01'),
      formatEuro('524.04'),
      'Helsinki – Kalasatama, Hermannin rantatie 2, 00580 Helsinki',
      'Picked up',
    ]) {
      expect(within(card).getByText(text)).toBeVisible();
    }
    expect(within(card).getByText(/^Paid 2026-03-01 10:05$/)).toBeVisible();
    // Newest first; only paid and ready orders are asked for.
    const sections = screen
      .getAllByRole('article')
      .map((item) => item.getAttribute('aria-label'))
      .filter((name) => name?.startsWith('Order'));
    expect(sections).toEqual([`Order #${ready.id}`, `Order #${paid.id}`]);
    expect(view.sent('GET', '/api/admin/orders').map((r) => r.url.searchParams.get('status'))).toContain('paid,ready');

    // Buttons follow the lifecycle: a paid order can be made ready or cancelled; a ready one fitted (it is fitted there) or cancelled.
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Ready', 'Cancel']);
    const readyCard = await orderCard(ready.id);
    expect(
      within(readyCard)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Fitted', 'Cancel']);
    expect(within(readyCard).getByText('Ready at the location')).toBeVisible();
  });

  it('Ready sends the move at once, and the order shows as ready with its next moves', async () => {
    const paid = shopOrder();
    const view = renderAdmin({ user: admin, orders: [paid] });
    const card = await orderCard(paid.id);

    await view.user.click(within(card).getByRole('button', { name: 'Ready' }));

    await waitFor(() => expect(within(card).queryByRole('button', { name: 'Ready' })).not.toBeInTheDocument());
    expect(view.sent('PATCH', `/api/admin/orders/${paid.id}/status`).map((r) => JSON.parse(r.body!))).toEqual([{ status: 'ready' }]);
    expect(within(card).getByRole('button', { name: 'Picked up' })).toBeEnabled();
    expect(await screen.findByText('The order is ready and the customer is told by e-mail.')).toBeInTheDocument();
  });

  it('Cancel asks first: going back sends nothing; confirming cancels, says the money is refunded, and the order leaves the list', async () => {
    const paid = shopOrder();
    const view = renderAdmin({ user: admin, orders: [paid] });
    const card = await orderCard(paid.id);

    await view.user.click(within(card).getByRole('button', { name: 'Cancel' }));
    let ask = await screen.findByRole('alertdialog', { name: `Cancel order #${paid.id}?` });
    expect(within(ask).getByText(`It is paid: ${formatEuro('524.04')} is refunded in full to the customer’s card.`)).toBeVisible();
    await view.user.click(within(ask).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(view.sent('PATCH', `/api/admin/orders/${paid.id}/status`)).toHaveLength(0);

    await view.user.click(within(card).getByRole('button', { name: 'Cancel' }));
    ask = await screen.findByRole('alertdialog', { name: `Cancel order #${paid.id}?` });
    await view.user.click(within(ask).getByRole('button', { name: 'Cancel order' }));

    await waitFor(() => expect(view.sent('PATCH', `/api/admin/orders/${paid.id}/status`).map((r) => JSON.parse(r.body!))).toEqual([{ status: 'cancelled' }]));
    expect(view.db.orders.find((o) => o.id === paid.id)).toMatchObject({ status: 'cancelled', refundStatus: 'refund_pending' });
    await waitFor(() => expect(screen.queryByRole('article', { name: `Order #${paid.id}` })).not.toBeInTheDocument());
    expect(await screen.findByText('No paid or ready orders')).toBeVisible();
  });

  it('in Finnish', async () => {
    const paid = shopOrder();
    renderAdmin({ user: admin, orders: [paid], language: 'fi' });
    const card = await screen.findByRole('article', { name: `Tilaus #${paid.id}` });
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Valmis', 'Peru']);
    expect(screen.getByRole('heading', { level: 2, name: 'Tilaukset' })).toBeVisible();
  });
});
