import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Reservation, TireOrder } from '@tire/contracts';
import { espooBooking } from './espoo-booking.js';
import { renderPage } from './render-page.js';

// "My bookings" by e-mail (/my-bookings): the page's clock is Monday 27 May 2030, 10:00 in Helsinki (TEST_NOW).
const TOKEN = 'MyB00kingsL1nk_aaaaaaaaaaaaaaaaaaaaaaaaaaaa'.slice(0, 43);
const MAIJA = 'maija@example.fi';
const bookings: Reservation[] = [
  espooBooking({ id: 7, guestEmail: MAIJA, createdAt: '2030-05-20T08:00:00.000Z' }),
  espooBooking({ id: 8, trackingCode: 'TIRE-9PQ4RS', scheduledTime: '11:00', guestEmail: 'Maija@Example.fi', createdAt: '2030-05-21T08:00:00.000Z' }),
  espooBooking({ id: 9, trackingCode: 'TIRE-OTHER2', scheduledTime: '12:00', guestEmail: 'eero@example.fi' }),
];
const order = { id: 41, totalAmount: '524.04', installationRequested: false, status: 'paid', createdAt: '2030-05-22T08:00:00.000Z', email: MAIJA } as TireOrder;

type Options = Parameters<typeof renderPage>[1];
const open = (path = `/my-bookings#token=${TOKEN}`, options: Options = {}) =>
  renderPage(path, { reservations: bookings, orders: [order], emailAccessLinks: { [TOKEN]: MAIJA }, ...options });

describe('a guest asks for "my bookings" by e-mail', () => {
  it('asks for a link with an e-mail address and reads the same neutral answer, the link’s 15 minutes included', async () => {
    const { user, sent } = open('/my-bookings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find my bookings' })).toBeVisible();
    // The page's frame paints first; its form arrives with its chunk.
    await user.type(await screen.findByLabelText('E-mail address'), '  Someone@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));

    expect(await screen.findByText('Check your e-mail')).toBeVisible();
    expect(screen.getByText(/We are sending a link to someone@example\.com\. It works for 15 minutes\./)).toBeVisible();
    const [request] = sent('POST', '/api/my-bookings/link');
    expect(JSON.parse(request!.body!)).toEqual({ email: 'someone@example.com' });
  });

  it('refuses an address that is not one, on the field, without asking', async () => {
    const { user, sent } = open('/my-bookings');
    await user.type(await screen.findByLabelText('E-mail address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid e-mail address');
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(sent('POST', '/api/my-bookings/link')).toHaveLength(0);
  });

  it('opens the link: both bookings of the address, newest first, each with its manage link, and the order; never another address’s', async () => {
    const { sent } = open();
    const first = await screen.findByRole('article', { name: 'Reservation TIRE-9PQ4RS' });
    const articles = screen.getAllByRole('article');
    expect(articles.map((article) => article.getAttribute('aria-label'))).toEqual(['Reservation TIRE-9PQ4RS', 'Reservation TIRE-7K3QZP', 'Order #41']);
    expect(screen.queryByText(/TIRE-OTHER2/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Bookings (2)' })).toBeVisible();
    expect(screen.getByText(/Bookings and orders made with maija@example\.fi\. This link works until 10:15\./)).toBeVisible();
    const manage = within(first).getByRole('link', { name: 'Change or cancel TIRE-9PQ4RS' });
    expect(manage.getAttribute('href')).toMatch(/^\/manage-booking#token=[\w-]{43}$/);
    const orderCard = screen.getByRole('article', { name: 'Order #41' });
    expect(within(orderCard).getByText('Paid')).toBeVisible();
    expect(sent('GET', `/api/my-bookings/${TOKEN}`)).toHaveLength(1);
    // The token left the address for the tab's storage.
    await waitFor(() => expect(sessionStorage.getItem('my-bookings-token')).toBe(TOKEN));
  });

  it('opens a booking’s manage page from the list', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('link', { name: 'Change or cancel TIRE-7K3QZP' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Cancel booking' })).toBeVisible();
  });

  it('shows one neutral message for a link that opens nothing, with the form to ask for a new one', async () => {
    open('/my-bookings#token=expired-or-forged');
    expect(await screen.findByText('This link is not valid or has expired')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send me a link' })).toBeVisible();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('speaks Finnish by default', async () => {
    open(undefined, { language: 'fi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Etsi varaukseni' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'Varaukset (2)' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Muuta tai peru TIRE-7K3QZP' })).toBeVisible();
    expect(screen.getByText('Maksettu')).toBeVisible();
  });

  it('speaks Finnish on the neutral message and the form', async () => {
    open('/my-bookings#token=nothing', { language: 'fi' });
    expect(await screen.findByText('Linkki ei ole voimassa tai se on vanhentunut')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Lähetä minulle linkki' })).toBeVisible();
  });
});
