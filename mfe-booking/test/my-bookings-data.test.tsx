import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { formatEuro } from '@tire/platform';
import { espooBooking } from './espoo-booking.js';
import { renderPage } from './render-page.js';

// A guest's own data on "my bookings" (/my-bookings#token=…): the download of everything held
// about the address the link proves, and its deletion, as on the account page.
const TOKEN = 'GuestDataL1nk_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'.slice(0, 43);
const VIERAS = 'vieras@example.fi';
const ADMIN = 'admin@rengaspalvelu.example';
const booking = espooBooking({ guestEmail: VIERAS, status: 'confirmed', createdAt: '2030-05-20T08:00:00.000Z' });

type Options = Parameters<typeof renderPage>[1];
const open = (options: Options = {}) =>
  renderPage(`/my-bookings#token=${TOKEN}`, { reservations: [booking], emailAccessLinks: { [TOKEN]: VIERAS }, ...options });
const dataSection = async (name = 'Your data') => (await screen.findByRole('heading', { level: 2, name })).closest('section')!.parentElement!;

describe('a guest’s own data through the "my bookings" link', () => {
  it('offers the download of the address’s data as the JSON attachment, and says what a deletion does and keeps', async () => {
    const { sent } = open();
    const section = await dataSection();
    const download = within(section).getByRole('link', { name: 'Download my data' });
    expect(download).toHaveAttribute('href', `/api/my-bookings/${TOKEN}/my-data`);
    expect(download).toHaveAttribute('download');
    expect(within(section).getByRole('heading', { level: 3, name: 'Delete your data' })).toBeVisible();
    expect(within(section).getByText(/refunded in full to your card/)).toBeVisible();
    expect(within(section).getByText(/keep our bookkeeping records for 6 years/)).toBeVisible();
    expect(within(section).getByText(/this link stops working/)).toBeVisible();
    expect(sent('POST', `/api/my-bookings/${TOKEN}/my-data/erase`)).toHaveLength(0);
  });

  it('deletes only after the same confirmation as the account page; then only the summary stays and the link opens nothing', async () => {
    const { user, sent, db } = open();
    const section = await dataSection();

    await user.click(within(section).getByRole('button', { name: 'Delete my data' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your data and account?' });
    expect(dialog).toHaveAccessibleDescription(/cancelled and refunded in full.*kept for 6 years as the law requires/);
    expect(within(dialog).getByRole('button', { name: 'Keep my account' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete my data' }));

    const heading = await screen.findByRole('heading', { level: 2, name: 'Your data has been deleted' });
    expect(heading).toHaveFocus();
    const done = heading.closest('section')!;
    expect(within(done).getByText('Cancelled: TIRE-7K3QZP.')).toBeVisible();
    expect(within(done).getByText(`${formatEuro(77.5)} is refunded to your card.`)).toBeVisible();
    expect(within(done).getByText('A last e-mail is on its way to you, and this link no longer works.')).toBeVisible();
    expect(within(done).getByRole('link', { name: 'Go to the front page' })).toHaveAttribute('href', '/');
    // The list went with the data.
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(JSON.parse(sent('POST', `/api/my-bookings/${TOKEN}/my-data/erase`)[0]!.body!)).toEqual({ confirm: true });
    expect(db.emailAccessLinks.has(TOKEN)).toBe(false);
    expect(db.reservations[0]!.guestEmail).toBeNull();
  });

  it('says so in Finnish, and tells an administrator’s address why it is not deleted', async () => {
    const { user, db } = open({ language: 'fi', emailAccessLinks: { [TOKEN]: ADMIN }, accounts: [{ id: 'a1', email: ADMIN, isAdmin: true } as never] });
    const section = await dataSection('Omat tietosi');
    expect(within(section).getByRole('link', { name: 'Lataa tietoni' })).toBeVisible();

    await user.click(within(section).getByRole('button', { name: 'Poista tietoni' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Poistetaanko tietosi ja tilisi?' })).getByRole('button', { name: 'Poista tietoni' }),
    );

    expect(await screen.findByText('Tietojasi ei voitu poistaa', { selector: '.toast__title' })).toBeInTheDocument();
    expect(screen.getByText(/Ylläpitäjän tiliä ei voi poistaa täällä/, { selector: '.toast__description' })).toBeInTheDocument();
    expect(db.emailAccessLinks.has(TOKEN)).toBe(true);
  });
});
