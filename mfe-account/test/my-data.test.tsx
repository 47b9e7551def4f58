import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { formatEuro } from '@tire/platform';
import { renderPage } from './render-page.js';
import { customer, reservation } from './reservations-fixture.js';

// The dashboard's "Your data": the download of everything held about the customer and its
// deletion, after a confirmation that says exactly what happens.
const openDataTab = async (view: ReturnType<typeof renderPage>, name = 'Your data') => {
  await view.user.click(await screen.findByRole('tab', { name }));
  return screen.getByRole('tabpanel', { name });
};

describe('your data on the dashboard', () => {
  it('offers the download as a link to the JSON attachment, and says what a deletion does and keeps', async () => {
    const view = renderPage('/dashboard', { user: customer });
    // The tab is the last of the side navigation's, reached with the keyboard as the others are.
    (await screen.findByRole('tab', { name: 'Reservations' })).focus();
    await view.user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Your data' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Your data' });

    const download = within(panel).getByRole('link', { name: 'Download my data' });
    expect(download).toHaveAttribute('href', '/api/my-data');
    expect(download).toHaveAttribute('download');
    expect(within(panel).getByRole('heading', { level: 3, name: 'Delete your data and account' })).toBeVisible();
    expect(within(panel).getByText(/refunded in full to your card/)).toBeVisible();
    expect(within(panel).getByText(/keep our bookkeeping records for 6 years/)).toBeVisible();
    expect(view.sent('POST', '/api/my-data/erase')).toHaveLength(0);
  });

  it('deletes only after the confirmation, whose safe choice has the focus; then says what was cancelled and refunded, signed out', async () => {
    const paid = reservation('2030-06-03', '17:00', { trackingCode: 'TIRE-PAID01', paymentStatus: 'paid', status: 'confirmed', totalPrice: '35.00' });
    const view = renderPage('/dashboard', { user: customer, reservations: [paid] });
    const panel = await openDataTab(view);

    await view.user.click(within(panel).getByRole('button', { name: 'Delete my data and account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your data and account?' });
    expect(dialog).toHaveAccessibleDescription(/cancelled and refunded in full.*kept for 6 years as the law requires/);
    expect(within(dialog).getByRole('button', { name: 'Keep my account' })).toHaveFocus();
    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(view.sent('POST', '/api/my-data/erase')).toHaveLength(0);

    await view.user.click(within(panel).getByRole('button', { name: 'Delete my data and account' }));
    await view.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete my data' }));

    const heading = await screen.findByRole('heading', { level: 2, name: 'Your data has been deleted' });
    // The dialog and its trigger are gone: the focus goes to what replaced them.
    expect(heading).toHaveFocus();
    const done = heading.closest('section')!;
    expect(within(done).getByText('Cancelled: TIRE-PAID01.')).toBeVisible();
    expect(within(done).getByText(`${formatEuro(35)} is refunded to your card.`)).toBeVisible();
    expect(within(done).getByRole('link', { name: 'Go to the front page' })).toHaveAttribute('href', '/api/logout');
    expect(JSON.parse(view.sent('POST', '/api/my-data/erase')[0]!.body!)).toEqual({ confirm: true });
    expect(view.db.user).toBeNull();
  });

  it('says so in Finnish, and tells an administrator why their account is not deleted', async () => {
    const view = renderPage('/dashboard', { user: { ...customer, isAdmin: true }, language: 'fi' });
    const panel = await openDataTab(view, 'Omat tietosi');
    expect(within(panel).getByRole('link', { name: 'Lataa tietoni' })).toBeVisible();

    await view.user.click(within(panel).getByRole('button', { name: 'Poista tietoni ja tilini' }));
    await view.user.click(
      within(await screen.findByRole('alertdialog', { name: 'Poistetaanko tietosi ja tilisi?' })).getByRole('button', { name: 'Poista tietoni' }),
    );

    expect(await screen.findByText('Tietojasi ei voitu poistaa', { selector: '.toast__title' })).toBeInTheDocument();
    expect(screen.getByText(/Ylläpitäjän tiliä ei voi poistaa täällä/, { selector: '.toast__description' })).toBeInTheDocument();
    expect(view.db.user).not.toBeNull();
  });
});
