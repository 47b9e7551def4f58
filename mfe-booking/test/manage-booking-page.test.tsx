import { describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Reservation } from '@tire/contracts';
import { formatEuro } from '@tire/platform';
import { useManageToken } from '../src/features/manage-booking/hooks/use-manage-token.js';
import { chooseFreeDay, chooseTime, day } from './booking-steps.js';
import { espooBooking } from './espoo-booking.js';
import { renderPage } from './render-page.js';

// The page's clock: Monday 27 May 2030, 10:00 in Helsinki (TEST_NOW). The booking is on Saturday
// 8 June 2030 at 10:30 in Espoo; Monday 10 June is open 16:00-20:00 (Sunday 9 June is Whit Sunday).
const TOKEN = 'Q0nNdbk4cZrZbVjf2m6sW1u7KXmYpA5q3hR8tLe9oIw';
const booking = (overrides: Partial<Reservation> = {}): Reservation => espooBooking({ status: 'pending', ...overrides });

type Options = Parameters<typeof renderPage>[1];
const open = (path = `/manage-booking#token=${TOKEN}`, options: Options = {}) =>
  renderPage(path, { reservations: [booking()], manageLinks: { [TOKEN]: 7 }, ...options });

const card = () => screen.findByRole('article', { name: /^(Reservation|Varaus) TIRE-7K3QZP$/ });
const row = (article: HTMLElement, label: string) => within(article).getByText(label).closest('div')!;

async function expectNeutralPage(title = 'This link does not work') {
  expect(await screen.findByRole('heading', { name: title })).toBeVisible();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
  expect(screen.queryByText(/TIRE-7K3QZP/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Cancel booking|Peru varaus/ })).not.toBeInTheDocument();
}

describe('a guest opens the manage link of a booking e-mail', () => {
  it('sees the booking, the deadline of free changes and the policy, with the token kept in the tab, out of the address', async () => {
    const { sent } = open();

    const article = await card();
    expect(row(article, 'Date')).toHaveTextContent('8 June 2030');
    expect(row(article, 'Time')).toHaveTextContent('10:30');
    expect(row(article, 'Location')).toHaveTextContent('Espoo – Leppävaara');
    expect(row(article, 'Total')).toHaveTextContent(formatEuro(77.5));
    expect(screen.getByText('You can change or cancel online until 7 June 2030 at 10:30.')).toBeVisible();
    expect(screen.getByText(/free of charge online until 24 hours before the appointment/)).toBeVisible();
    expect(sent('GET', `/api/manage-booking/${TOKEN}`)).toHaveLength(1);
    expect(sessionStorage.getItem('manage-booking-token')).toBe(TOKEN);
  });

  it('moves it to another day: the free times of the booking form, then the booking as it now is', async () => {
    const { user, sent } = open();
    await card();
    await chooseFreeDay(user, '2030-06-10');
    await chooseTime(user, '17:00');
    await user.click(screen.getByRole('button', { name: 'Move to 10 June 2030 at 17:00' }));

    expect(await screen.findByText('Booking moved')).toBeVisible();
    expect(screen.getByText('Your booking is now on 10 June 2030 at 17:00. We sent you an e-mail.')).toBeVisible();
    const [request] = sent('POST', `/api/manage-booking/${TOKEN}/move`);
    expect(JSON.parse(request!.body!)).toEqual({ scheduledDate: '2030-06-10', scheduledTime: '17:00' });
    const article = await card();
    await waitFor(() => expect(row(article, 'Date')).toHaveTextContent('10 June 2030'));
    expect(row(article, 'Time')).toHaveTextContent('17:00');
    // The old time is free again; the view was not asked for again (the answer is the booking).
    expect(sent('GET', `/api/manage-booking/${TOKEN}`)).toHaveLength(1);
  });

  it('offers no day less than 24 hours away', async () => {
    const { user } = open();
    await card();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));

    await waitFor(() => expect(day('2030-05-28')).toHaveAttribute('data-kind', 'free'));
    expect(day('2030-05-27')).toHaveAttribute('aria-disabled', 'true');
    expect(day('2030-05-27')).toHaveAccessibleName(expect.stringContaining('less than 24 hours away'));
  });

  it('cancels it after a question that says what happens to the money, then shows the refund; the link opens nothing any more', async () => {
    const { user, sent, db } = open();
    await card();

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel the booking?' });
    expect(dialog).toHaveTextContent('Booking TIRE-7K3QZP on 8 June 2030 at 10:30 will be cancelled and the time released.');
    expect(dialog).toHaveTextContent(`The full amount ${formatEuro(77.5)} is refunded to your card.`);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));

    expect(await screen.findByText('Your booking is cancelled')).toBeVisible();
    expect(screen.getByText(`A full refund of ${formatEuro(77.5)} is on its way to your card; refunds take a few business days.`)).toBeVisible();
    const article = await card();
    expect(row(article, 'Status')).toHaveTextContent('Cancelled');
    expect(row(article, 'Refund')).toHaveTextContent(formatEuro(77.5));
    expect(screen.queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument();
    expect(sent('POST', `/api/manage-booking/${TOKEN}/cancel`)).toHaveLength(1);
    expect(sessionStorage.getItem('manage-booking-token')).toBeNull();

    // The same e-mail's link, opened again.
    cleanup();
    renderPage(`/manage-booking#token=${TOKEN}`, { db });
    await expectNeutralPage();
  });

  it('says an unpaid booking costs nothing to cancel', async () => {
    open(undefined, { reservations: [booking({ paymentStatus: 'pending' })] });
    await card();
    expect(screen.getByText('Nothing has been charged, so there is nothing to refund.')).toBeVisible();
  });

  it('inside the 24-hour window shows the booking and the policy, with nothing to press', async () => {
    open(undefined, { now: new Date('2030-06-07T09:00:00.000Z') }); // Friday 7 June, 12:00 in Helsinki
    await card();
    expect(screen.getByText('This booking can no longer be changed online')).toBeVisible();
    expect(screen.getByText(/only be made by contacting the location/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('a wrong, forged or revoked link, or none at all, is the same neutral page', async () => {
    for (const path of ['/manage-booking#token=not-a-real-token', `/manage-booking#token=${TOKEN.slice(0, -1)}x`, '/manage-booking']) {
      cleanup();
      sessionStorage.clear();
      open(path);
      await expectNeutralPage();
      expect(screen.getByText(/The link may be out of date, or the booking may have been cancelled or already taken place/)).toBeVisible();
      expect(screen.getByRole('link', { name: 'Track a booking' })).toHaveAttribute('href', '/track-order');
    }
    // Revoked: the booking was cancelled by the shop.
    cleanup();
    open(undefined, { reservations: [booking({ status: 'cancelled' })], manageLinks: {} });
    await expectNeutralPage();
  });

  it('speaks Finnish by default: the booking, the move and the cancellation', async () => {
    const { user } = open(undefined, { language: 'fi' });
    const article = await card();
    expect(screen.getByRole('heading', { name: 'Varauksesi', level: 1 })).toBeVisible();
    expect(row(article, 'Päivämäärä')).toHaveTextContent('8. kesäkuuta 2030');
    expect(screen.getByText('Voit muuttaa tai perua varauksen verkossa 7. kesäkuuta 2030 klo 10:30 asti.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Siirrä toiseen aikaan' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Peru varaus' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Perutaanko varaus?' });
    expect(dialog).toHaveTextContent('Koko summa 77,50 € palautetaan kortillesi.');
    await user.click(within(dialog).getByRole('button', { name: 'Kyllä, peru' }));
    expect(await screen.findByText('Varauksesi on peruttu')).toBeVisible();
    expect(screen.getByText('Koko summa 77,50 € palautetaan kortillesi; palautus kestää muutaman arkipäivän.')).toBeVisible();
  });

  it('speaks Finnish on the neutral page too', async () => {
    open('/manage-booking#token=wrong', { language: 'fi' });
    await expectNeutralPage('Linkki ei toimi');
    expect(screen.getByRole('link', { name: 'Seuraa varausta' })).toBeVisible();
  });

  it('moves a booking in Finnish, with the Finnish free times', async () => {
    const { user } = open(undefined, { language: 'fi' });
    await card();
    await chooseFreeDay(user, '2030-06-10');
    await chooseTime(user, '16:30');
    await user.click(screen.getByRole('button', { name: 'Siirrä aikaan 10. kesäkuuta 2030 klo 16:30' }));
    expect(await screen.findByText('Varaus siirretty')).toBeVisible();
  });
});

describe("a reminder's 'I'm coming' link", () => {
  it('records the answer once on arrival and thanks the customer; the manage page says so afterwards', async () => {
    const { sent, db } = open(`/manage-booking#token=${TOKEN}&coming=1`, { reservations: [booking({ paymentStatus: 'paid' })] });

    expect(await screen.findByText('Thank you, see you soon!')).toBeVisible();
    expect(screen.getByText('We have noted that you are coming on 8 June 2030 at 10:30.')).toBeVisible();
    await card();
    expect(sent('POST', `/api/manage-booking/${TOKEN}/coming`)).toHaveLength(1);
    expect(db.reservations[0]!.customerConfirmedAt).toBeTruthy();
    cleanup();

    // The same link opened again (from the tab's storage, without `coming`): the thanks, nothing sent.
    const again = renderPage('/manage-booking', { db, language: 'fi' });
    expect(await screen.findByText('Kiitos, nähdään pian!')).toBeVisible();
    expect(screen.getByText('Merkitsimme, että tulet paikalle 8. kesäkuuta 2030 klo 10:30.')).toBeVisible();
    expect(again.sent('POST', `/api/manage-booking/${TOKEN}/coming`)).toHaveLength(0);
  });

  it('a plain manage link records nothing', async () => {
    const { sent } = open();
    await card();
    expect(screen.queryByText('Thank you, see you soon!')).not.toBeInTheDocument();
    expect(sent('POST', `/api/manage-booking/${TOKEN}/coming`)).toHaveLength(0);
  });
});

describe('the token leaves the address on arrival', () => {
  function Probe() {
    const { token } = useManageToken();
    const location = useLocation();
    return <p data-testid="probe">{`${location.pathname}${location.search}${location.hash} ${token}`}</p>;
  }

  it('is moved to the tab’s storage and the address replaced without it (no history entry keeps it); a reload still finds it', async () => {
    const view = render(
      <MemoryRouter initialEntries={['/manage-booking?lang=en#token=abc123']}>
        <Routes>
          <Route path="/manage-booking" element={<Probe />} />
        </Routes>
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('/manage-booking?lang=en abc123'));
    expect(sessionStorage.getItem('manage-booking-token')).toBe('abc123');
    view.unmount();

    render(
      <MemoryRouter initialEntries={['/manage-booking']}>
        <Routes>
          <Route path="/manage-booking" element={<Probe />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('probe')).toHaveTextContent('/manage-booking abc123');
  });
});

describe('the track page', () => {
  it('offers to e-mail the manage link to the booking’s address, never the link itself', async () => {
    const { user, db } = renderPage('/track-order?code=TIRE-7K3QZP', { reservations: [booking()] });
    await card();
    expect(screen.getByText(/Use the link in your booking e-mail to move or cancel this booking/)).toBeVisible();
    expect(screen.queryByRole('link', { name: /manage|change|cancel/i })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'E-mail me the link' }));

    expect(await screen.findByText('If this booking can still be changed, a new link is on its way to the e-mail address of the booking.')).toBeVisible();
    expect(db.manageLinkRequests).toEqual(['TIRE-7K3QZP']);
  });

  it('does not offer it for a booking that can no longer be changed (in Finnish too)', async () => {
    renderPage('/track-order?code=TIRE-7K3QZP', { language: 'fi', reservations: [booking({ status: 'completed' })] });
    await card();
    expect(screen.queryByRole('button', { name: 'Lähetä linkki sähköpostiini' })).not.toBeInTheDocument();
  });
});
