import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TireOrder } from '@tire/contracts';
import { fixtureUser } from '@tire/mocks';
import { day } from './booking-steps.js';
import { renderPage } from './render-page.js';

// The page's clock: Monday 27 May 2030, 10:00 in Helsinki (TEST_NOW). The tires are on the shelf,
// so the first fitting day is Tuesday 28 May (one working day of preparation, tire-rules.ts).
const order: TireOrder = {
  id: 5,
  totalAmount: '500.00',
  installationRequested: true,
  status: 'pending',
  createdAt: '2030-05-27T07:00:00.000Z',
  lines: [{ productId: 1, quantity: 4, unitPrice: '125.00', name: 'Nokian Hakkapeliitta R5', size: '205/55 R16' }],
  holdExpiresAt: '2030-05-27T07:30:00.000Z',
  location: { id: 3, name: 'Espoo – Leppävaara', address: 'Leppävaarankatu 3, 02600 Espoo' },
  paidAt: null,
  refundStatus: null,
  fittingEarliestDate: '2030-05-28',
  fitting: null,
};

describe('the fitting time of a tire order with installation', () => {
  it('offers no day before the first fitting day, says the fitting is included, and holds the chosen time before the payment', async () => {
    const { sent } = renderPage(`/order-fitting?orderId=${order.id}`, { user: fixtureUser(), orders: [{ ...order }] });
    expect(await screen.findByRole('heading', { name: 'Fitting of order #5' })).toBeVisible();
    expect(screen.getByText('Included in the price of the tires (€0.00)')).toBeVisible();
    expect(screen.getByText('Your tires can be fitted from 28 May 2030 on.')).toBeVisible();
    await waitFor(() => expect(day('2030-05-28').getAttribute('data-kind')).toBe('free'));
    expect(day('2030-05-27').getAttribute('data-kind')).toBe('tooSoon');

    const user = userEvent.setup();
    await user.click(day('2030-05-28'));
    const first = (await screen.findAllByRole('radio'))[0]!;
    await user.click(first);
    await user.click(screen.getByRole('button', { name: /and continue to payment$/ }));
    await waitFor(() => expect(sent('PUT', '/api/tire-orders/5/fitting')).toHaveLength(1));
    expect(JSON.parse(sent('PUT', '/api/tire-orders/5/fitting')[0]!.body!)).toEqual({ date: '2030-05-28', time: (first as HTMLInputElement).value });
  });

  it('a paid order, or one without installation, gets no calendar', async () => {
    renderPage(`/order-fitting?orderId=${order.id}`, { user: fixtureUser(), orders: [{ ...order, status: 'paid' }] });
    expect(await screen.findByText(/already paid or cancelled/)).toBeVisible();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});
