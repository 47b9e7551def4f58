import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Reservation } from '@tire/contracts';
import { formatEuro, formatLongDate } from '@tire/platform';
import { espooBooking } from './espoo-booking.js';
import { renderPage } from './render-page.js';
import { server } from './server.js';

const reservation = (overrides: Partial<Reservation> = {}): Reservation =>
  espooBooking({ startsAt: '2030-06-08T07:30:00.000Z', status: 'confirmed', notes: 'Winter tires are in the trunk', ...overrides });

const codeBox = () => screen.getByLabelText('Tracking code');
const searchButton = () => screen.getByRole('button', { name: /Search/ });

describe('tracking a reservation', () => {
  it('turns what the user types into upper case', async () => {
    const { user } = renderPage('/track-order');
    await user.type(codeBox(), 'tire-7k3qzp');
    expect(codeBox()).toHaveValue('TIRE-7K3QZP');
  });

  it('cannot search while the code is blank', async () => {
    const { user, requests } = renderPage('/track-order');
    expect(searchButton()).toBeDisabled();
    await user.type(codeBox(), '   ');
    expect(searchButton()).toBeDisabled();
    await user.type(codeBox(), '{Enter}');
    expect(requests.filter((request) => request.url.pathname.startsWith('/api/reservations/track'))).toHaveLength(0);
  });

  it('shows the reservation with its status, long date, location, service and euro total', async () => {
    const { user } = renderPage('/track-order', { reservations: [reservation()] });
    await user.type(codeBox(), 'tire-7k3qzp');
    await user.click(searchButton());

    const card = await screen.findByRole('article', { name: 'Reservation TIRE-7K3QZP' });
    const row = (label: string) => within(card).getByText(label).closest('div')!;
    expect(row('Status')).toHaveTextContent('Confirmed');
    expect(within(row('Status')).getByText('Confirmed')).toHaveClass('status-badge--confirmed');
    expect(row('Payment')).toHaveTextContent('Paid');
    expect(row('Date')).toHaveTextContent(formatLongDate('2030-06-08'));
    expect(row('Date')).toHaveTextContent('8 June 2030');
    expect(row('Time')).toHaveTextContent('10:30');
    expect(row('Location')).toHaveTextContent('Espoo – Leppävaara');
    expect(row('Service')).toHaveTextContent('Tire installation, 3 tires');
    expect(row('Total')).toHaveTextContent(formatEuro(77.5));
    expect(row('Total')).toHaveTextContent('€77.50');
    // The customer's free-text notes are not shown to whoever holds the code.
    expect(within(card).queryByText('Notes')).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent('Winter tires are in the trunk');
  });

  it('shows the stage, the refund and its amount, the extras with prices and the location address', async () => {
    const { user } = renderPage('/track-order', {
      reservations: [reservation({ status: 'cancelled', refundStatus: 'refunded', refundAmount: '77.50', cancellationReason: 'customer' })],
    });
    await user.type(codeBox(), 'TIRE-7K3QZP{Enter}');
    const card = await screen.findByRole('article', { name: 'Reservation TIRE-7K3QZP' });
    const row = (label: string) => within(card).getByText(label).closest('div')!;
    expect(row('Status')).toHaveTextContent('Cancelled');
    expect(row('Refund')).toHaveTextContent(`Refunded ${formatEuro(77.5)}`);
    expect(row('Extras')).toHaveTextContent(`Retightening (after 100 km) ${formatEuro(10)}`);
    expect(row('Address')).toHaveTextContent('Leppävaarankatu 3, 02600 Espoo');
    expect(row('Service')).toHaveTextContent(`Tire installation, 3 tires ${formatEuro(67.5)}`);
  });

  it('says an unpaid booking awaits payment until its hold ends, with a pay link; a paid one awaits confirmation', async () => {
    const { user } = renderPage('/track-order', {
      reservations: [
        reservation({ status: 'pending', paymentStatus: 'pending', holdExpiresAt: '2030-06-01T10:30:00.000Z' }),
        reservation({ id: 8, trackingCode: 'TIRE-8K3QZP', status: 'pending', paymentStatus: 'paid' }),
      ],
    });
    await user.type(codeBox(), 'TIRE-7K3QZP{Enter}');
    let card = await screen.findByRole('article', { name: 'Reservation TIRE-7K3QZP' });
    expect(within(card).getByText('Payment').closest('div')).toHaveTextContent('Awaiting payment, held until 13:30');
    expect(within(card).getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/checkout?tracking_code=TIRE-7K3QZP');

    await user.clear(codeBox());
    await user.type(codeBox(), 'TIRE-8K3QZP{Enter}');
    card = await screen.findByRole('article', { name: 'Reservation TIRE-8K3QZP' });
    expect(within(card).getByText('Payment').closest('div')).toHaveTextContent('Paid, awaiting the location’s confirmation');
  });

  it('searches when the user presses Enter and leaves out notes when there are none', async () => {
    const { user } = renderPage('/track-order', { reservations: [reservation({ notes: null, status: 'in_progress' })] });
    await user.type(codeBox(), 'TIRE-7K3QZP{Enter}');
    const card = await screen.findByRole('article', { name: 'Reservation TIRE-7K3QZP' });
    expect(within(card).getByText('In progress')).toBeVisible();
    expect(within(card).queryByText('Notes')).not.toBeInTheDocument();
  });

  it('shows the not-found card with a link to book when no reservation has the code', async () => {
    const { user } = renderPage('/track-order');
    await user.type(codeBox(), 'TIRE-AAAAAA{Enter}');
    expect(await screen.findByRole('heading', { name: 'Reservation Not Found' })).toBeVisible();
    expect(screen.getByText(/no reservation with this code/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Book now' })).toHaveAttribute('href', '/tire-change');
    expect(screen.queryByText('Failed to fetch reservation')).not.toBeInTheDocument();
  });

  it('tells the user when the search fails and shows the not-found card, without retrying', async () => {
    const { user, requests } = renderPage('/track-order');
    server.use(http.get('*/api/reservations/track/:code', () => new HttpResponse('down', { status: 502 })));
    await user.type(codeBox(), 'TIRE-7K3QZP{Enter}');
    expect(await screen.findByText('Failed to fetch reservation')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reservation Not Found' })).toBeVisible();
    expect(requests.filter((request) => request.url.pathname.startsWith('/api/reservations/track'))).toHaveLength(1);
  });

  it('clears the result as soon as the code is edited', async () => {
    const { user } = renderPage('/track-order', { reservations: [reservation()] });
    await user.type(codeBox(), 'TIRE-7K3QZP{Enter}');
    await screen.findByRole('article', { name: 'Reservation TIRE-7K3QZP' });
    await user.type(codeBox(), 'X');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Reservation Not Found' })).not.toBeInTheDocument();
  });

  it('shows a spinner while searching', async () => {
    const { user } = renderPage('/track-order', { reservations: [reservation()] });
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/reservations/track/:code', async () => {
        await answered;
        return undefined;
      }),
    );
    await user.type(codeBox(), 'TIRE-7K3QZP{Enter}');
    expect(await screen.findByRole('button', { name: /Searching/ })).toBeDisabled();
    expect(screen.getAllByRole('status').some((status) => status.textContent?.includes('Searching'))).toBe(true);
    release();
    await screen.findByRole('article', { name: 'Reservation TIRE-7K3QZP' });
    expect(screen.queryByRole('button', { name: /Searching/ })).not.toBeInTheDocument();
  });

  it('searches the code given in the link', async () => {
    renderPage('/track-order?code=tire-7k3qzp', { reservations: [reservation()] });
    expect(await screen.findByRole('article', { name: 'Reservation TIRE-7K3QZP' })).toBeVisible();
    await waitFor(() => expect(codeBox()).toHaveValue('TIRE-7K3QZP'));
  });

  it('speaks Finnish by default', async () => {
    const { user } = renderPage('/track-order', { language: 'fi', reservations: [reservation({ status: 'pending', paymentStatus: 'pending' })] });
    await user.type(screen.getByLabelText('Seurantakoodi'), 'TIRE-7K3QZP{Enter}');
    const card = await screen.findByRole('article', { name: 'Varaus TIRE-7K3QZP' });
    expect(within(card).getByText('Odottaa vahvistusta')).toBeVisible();
    expect(within(card).getByText('77,50 €')).toBeVisible();
  });
});
