// @vitest-environment jsdom
// (happy-dom shows this form's time or location select at its placeholder where jsdom, and Chromium
// in the browser tests, show the value react-hook-form set once the options had loaded.)
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { bookingPolicyText, errorBody, helsinkiDateOf, helsinkiTimeOf } from '@tire/contracts';
import { formatEuro, formatLongDate } from '@tire/platform';
import { TEST_NOW } from '@tire/mocks/testing';
import { renderPage } from './render-page.js';
import { customer, reservation, reservationInHours } from './reservations-fixture.js';
import { server } from './server.js';

// Mondays and Tuesdays are open 16:00-20:00 in the mocks.
const MONDAY = '2030-06-03';
const TUESDAY = '2030-06-04';
// The tests' now (TEST_NOW) is the Monday a week before MONDAY, 10:00 in Helsinki.

const card = (code: string) => screen.getByRole('article', { name: `Reservation ${code}` });
const group = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section')!;

describe('my reservations', () => {
  it('puts coming ones under upcoming with actions, and past, cancelled or completed ones under history without', async () => {
    const soon = reservation(MONDAY, '17:00', { trackingCode: 'TIRE-UPCOM1', status: 'confirmed', totalPrice: '55.00', serviceType: 'tire_install_4' });
    const later = reservation(TUESDAY, '18:30', { trackingCode: 'TIRE-UPCOM2' });
    const past = reservation('2024-10-07', '17:00', { trackingCode: 'TIRE-PAST01', status: 'confirmed' });
    const cancelled = reservation(TUESDAY, '16:00', { trackingCode: 'TIRE-CANCEL', status: 'cancelled' });
    const completed = reservation('2024-11-04', '16:30', { trackingCode: 'TIRE-DONE01', status: 'completed' });
    renderPage('/my-reservations', { user: customer, reservations: [later, past, cancelled, soon, completed] });

    await screen.findByRole('heading', { level: 2, name: 'Upcoming' });
    const upcoming = within(group('Upcoming'))
      .getAllByRole('article')
      .map((item) => item.getAttribute('aria-label'));
    expect(upcoming).toEqual(['Reservation TIRE-UPCOM1', 'Reservation TIRE-UPCOM2']);
    const history = within(group('History'))
      .getAllByRole('article')
      .map((item) => item.getAttribute('aria-label'));
    expect(history.sort()).toEqual(['Reservation TIRE-CANCEL', 'Reservation TIRE-DONE01', 'Reservation TIRE-PAST01']);

    const first = card('TIRE-UPCOM1');
    expect(within(first).getByText('Tire installation, 4 tires')).toBeVisible();
    expect(within(first).getByText('Confirmed')).toBeVisible();
    expect(within(first).getByText(formatLongDate(MONDAY))).toBeVisible();
    expect(within(first).getByText('17:00')).toBeVisible();
    expect(await within(first).findByText('Vantaa – Tikkurila')).toBeVisible();
    expect(within(first).getByText(formatEuro(55))).toBeVisible();
    expect(within(first).getByRole('button', { name: 'Modify' })).toBeEnabled();
    expect(within(first).getByRole('button', { name: 'Cancel' })).toBeEnabled();

    const done = card('TIRE-DONE01');
    expect(within(done).getByText('Completed')).toBeVisible();
    expect(within(done).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card('TIRE-CANCEL')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('counts a reservation later today as upcoming', async () => {
    const today = helsinkiDateOf(TEST_NOW);
    renderPage('/my-reservations', { user: customer, reservations: [reservation(today, '23:30', { trackingCode: 'TIRE-TODAY1' })] });
    await screen.findByRole('heading', { level: 2, name: 'Upcoming' });
    expect(within(group('Upcoming')).getByRole('article', { name: 'Reservation TIRE-TODAY1' })).toBeInTheDocument();
  });

  it('invites a customer without reservations to book', async () => {
    renderPage('/my-reservations', { user: customer });
    expect(await screen.findByRole('heading', { name: 'No reservations yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a tire service' })).toHaveAttribute('href', '/tire-change');
  });

  it('moves a reservation to a free time of another day in the modify dialog', async () => {
    const view = renderPage('/my-reservations', { user: customer, reservations: [reservation(MONDAY, '17:00', { trackingCode: 'TIRE-MOVE01' })] });
    const modify = await within(await screen.findByRole('article', { name: 'Reservation TIRE-MOVE01' })).findByRole('button', { name: 'Modify' });
    await view.user.click(modify);

    const dialog = await screen.findByRole('dialog', { name: 'Modify reservation' });
    const date = within(dialog).getByLabelText(/^Date/);
    // Issue 9: no day whose starts all fall inside the booking policy's 24-hour window.
    expect(date).toHaveAttribute('min', helsinkiDateOf(new Date(TEST_NOW.getTime() + 24 * 3_600_000)));
    expect(dialog).toHaveTextContent(bookingPolicyText('en'));
    expect(date).toHaveValue(MONDAY);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await view.user.clear(date);
    await view.user.type(date, TUESDAY);
    const time = within(dialog).getByLabelText(/^Time/) as HTMLSelectElement;
    await waitFor(() => expect(time).toBeEnabled());
    expect(
      within(time)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a time', '16:00', '16:30', '17:00', '17:30', '18:00', '18:30', '19:00', '19:30']);
    expect(view.sent('GET', '/api/available-slots').at(-1)!.url.search).toBe(`?locationId=2&date=${TUESDAY}`);
    await view.user.selectOptions(time, '18:00');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your reservation has been updated successfully.')).toBeInTheDocument();
    expect(JSON.parse(view.sent('PATCH', '/api/reservations/' + view.db.reservations[0]!.id)[0]!.body!)).toEqual({
      scheduledDate: TUESDAY,
      scheduledTime: '18:00',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list is fetched again and focus is back on the button that opened the dialog.
    await waitFor(() => expect(within(card('TIRE-MOVE01')).getByText('18:00')).toBeVisible());
    expect(within(card('TIRE-MOVE01')).getByText(formatLongDate(TUESDAY))).toBeVisible();
    expect(within(card('TIRE-MOVE01')).getByRole('button', { name: 'Modify' })).toHaveFocus();
  });

  it('opens on the reservation’s own day and time, chosen, and saving them unchanged changes nothing', async () => {
    const view = renderPage('/my-reservations', { user: customer, reservations: [reservation(MONDAY, '17:00', { trackingCode: 'TIRE-MOVE04' })] });
    const modify = await within(await screen.findByRole('article', { name: 'Reservation TIRE-MOVE04' })).findByRole('button', { name: 'Modify' });
    await view.user.click(modify);
    const dialog = await screen.findByRole('dialog', { name: 'Modify reservation' });
    expect(within(dialog).getByLabelText(/^Date/)).toHaveValue(MONDAY);
    const time = within(dialog).getByLabelText(/^Time/) as HTMLSelectElement;
    await waitFor(() => expect(time).toBeEnabled());
    expect(time).toHaveValue('17:00');
    expect(within(time).getByRole('option', { selected: true })).toHaveTextContent('17:00 (current time)');

    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.sent('PATCH', '/api/reservations/' + view.db.reservations[0]!.id)).toHaveLength(0);
  });

  it('offers and chooses the current time even when every bay of it is taken (the reservation holds one), in Finnish too', async () => {
    const full = [1, 2].map((index) => reservation(MONDAY, '17:00', { id: 90 + index, trackingCode: `TIRE-FULL0${index}`, guestEmail: 'other@example.fi' }));
    const own = reservation(MONDAY, '17:00', { trackingCode: 'TIRE-MOVE05' });
    const view = renderPage('/my-reservations', { user: customer, reservations: [own, ...full], language: 'fi' });
    await view.user.click(await within(await screen.findByRole('article', { name: 'Varaus TIRE-MOVE05' })).findByRole('button', { name: 'Muuta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Muuta varausta' });
    const time = within(dialog).getByLabelText(/^Aika/) as HTMLSelectElement;
    await waitFor(() => expect(time).toBeEnabled());
    expect(time).toHaveValue('17:00');
    expect(within(time).getByRole('option', { selected: true })).toHaveTextContent('17:00 (nykyinen aika)');
  });

  it('asks for a time before saving and closes without a change on Cancel or Escape', async () => {
    const view = renderPage('/my-reservations', { user: customer, reservations: [reservation(MONDAY, '17:00', { trackingCode: 'TIRE-MOVE02' })] });
    const modify = await within(await screen.findByRole('article', { name: 'Reservation TIRE-MOVE02' })).findByRole('button', { name: 'Modify' });
    await view.user.click(modify);
    const dialog = await screen.findByRole('dialog', { name: 'Modify reservation' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Time/)).toBeEnabled());
    // The current time is chosen to begin with: the customer clears it.
    await view.user.selectOptions(within(dialog).getByLabelText(/^Time/), '');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByLabelText(/^Time/)).toHaveAccessibleDescription('Please select a time');

    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(modify).toHaveFocus();

    await view.user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Modify reservation' })).toBeInTheDocument();
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.sent('PATCH', '/api/reservations/' + view.db.reservations[0]!.id)).toHaveLength(0);
  });

  it('inside the policy window disables modify and cancel and says why next to them', async () => {
    const soon = reservationInHours(3, { trackingCode: 'TIRE-SOON01', paymentStatus: 'paid', status: 'confirmed' });
    const view = renderPage('/my-reservations', { user: customer, reservations: [soon] });
    const item = await screen.findByRole('article', { name: 'Reservation TIRE-SOON01' });
    const until = new Date(Date.parse(soon.startsAt) - 24 * 3_600_000);
    const reason = `Free changes ended ${formatLongDate(helsinkiDateOf(until))} ${helsinkiTimeOf(until)}; contact the location.`;
    for (const name of ['Modify', 'Cancel']) {
      const button = within(item).getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(reason);
    }
    expect(within(item).getByText(reason)).toBeVisible();
    await view.user.click(within(item).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(view.sent('PATCH', `/api/reservations/${soon.id}`)).toHaveLength(0);
  });

  it('explains a refusal with the server message, e.g. the booking policy (409), in the page’s language', async () => {
    const view = renderPage('/my-reservations', {
      user: customer,
      reservations: [reservation(MONDAY, '17:00', { trackingCode: 'TIRE-LATE01' })],
      language: 'fi',
    });
    // The window closed while the page was open: the server refuses with the policy text.
    server.use(http.patch('*/api/reservations/:id', () => HttpResponse.json(errorBody('update.tooLate'), { status: 409 })));
    await view.user.click(await within(await screen.findByRole('article', { name: 'Varaus TIRE-LATE01' })).findByRole('button', { name: 'Peru' }));
    await view.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Peru varaus' }));
    expect(await screen.findByText(new RegExp(bookingPolicyText('fi').slice(0, 40)))).toBeInTheDocument();
  });

  it('tells the truth about each booking: awaiting payment with a pay link, paid, extras with prices, address, refund', async () => {
    const held = reservation(MONDAY, '17:00', {
      trackingCode: 'TIRE-HELD01',
      holdExpiresAt: '2030-06-01T09:30:00.000Z',
      additionalServices: '["tire_bags","retightening"]',
      totalPrice: '50.00',
    });
    const paid = reservation(TUESDAY, '17:00', { trackingCode: 'TIRE-PAID01', paymentStatus: 'paid' });
    const refunded = reservation(TUESDAY, '18:00', {
      trackingCode: 'TIRE-RFND01',
      status: 'cancelled',
      paymentStatus: 'paid',
      refundStatus: 'refunded',
      refundAmount: '35.00',
    });
    renderPage('/my-reservations', { user: customer, reservations: [held, paid, refunded] });

    const first = await screen.findByRole('article', { name: 'Reservation TIRE-HELD01' });
    expect(within(first).getByText(/Awaiting payment, held until 12:30/)).toBeVisible();
    expect(within(first).getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/checkout?tracking_code=TIRE-HELD01');
    // Each extra with its price (kept on one line: "5,00 €", never "5,0/0 €").
    expect(within(first).getByText('Tire bags (4 pcs)', { exact: false })).toHaveTextContent(`Tire bags (4 pcs) ${formatEuro(5)}`);
    expect(within(first).getByText('Retightening (after 100 km)', { exact: false })).toHaveTextContent(`Retightening (after 100 km) ${formatEuro(10)}`);
    expect(within(first).getByText(formatEuro(10))).toHaveClass('nowrap');
    expect(within(first).getByText('Ratatie 11, 01300 Vantaa')).toBeVisible();
    expect(within(card('TIRE-PAID01')).getByText('Paid, awaiting confirmation')).toBeVisible();
    expect(within(card('TIRE-RFND01')).getByText(`Refunded ${formatEuro(35)}`)).toBeVisible();
  });

  it('reloads the free times when the chosen one was just taken', async () => {
    const view = renderPage('/my-reservations', { user: customer, reservations: [reservation(MONDAY, '17:00', { trackingCode: 'TIRE-MOVE03' })] });
    await view.user.click(await within(await screen.findByRole('article', { name: 'Reservation TIRE-MOVE03' })).findByRole('button', { name: 'Modify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modify reservation' });
    const time = within(dialog).getByLabelText(/^Time/) as HTMLSelectElement;
    await waitFor(() => expect(time).toBeEnabled());
    await view.user.selectOptions(time, '19:30');
    server.use(http.patch('*/api/reservations/:id', () => HttpResponse.json(errorBody('reservation.slotUnavailable'), { status: 409 })));
    const slotCalls = view.sent('GET', '/api/available-slots').length;
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(/Failed to update reservation\. Please try again\. This time slot is no longer available/)).toBeInTheDocument();
    await waitFor(() => expect(view.sent('GET', '/api/available-slots').length).toBe(slotCalls + 1));
    expect(time).toHaveValue('');
  });

  it('cancels a reservation after confirmation and moves it to history', async () => {
    const view = renderPage('/my-reservations', {
      user: customer,
      reservations: [reservation(MONDAY, '17:00', { trackingCode: 'TIRE-CANC01' }), reservation(TUESDAY, '17:00', { trackingCode: 'TIRE-KEEP01' })],
    });
    const cancel = await within(await screen.findByRole('article', { name: 'Reservation TIRE-CANC01' })).findByRole('button', { name: 'Cancel' });
    await view.user.click(cancel);

    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel reservation?' });
    expect(dialog).toHaveAccessibleDescription(`Reservation TIRE-CANC01 on ${formatLongDate(MONDAY)} at 17:00 will be cancelled.`);
    // The safe choice has focus; Escape keeps the reservation.
    expect(within(dialog).getByRole('button', { name: 'Keep reservation' })).toHaveFocus();
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(cancel).toHaveFocus();
    expect(view.sent('PATCH', '/api/reservations/1')).toHaveLength(0);

    await view.user.click(cancel);
    await view.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel reservation' }));
    expect(await screen.findByText('Your reservation has been cancelled.')).toBeInTheDocument();
    const id = view.db.reservations.find((item) => item.trackingCode === 'TIRE-CANC01')!.id;
    expect(JSON.parse(view.sent('PATCH', `/api/reservations/${id}`)[0]!.body!)).toEqual({ status: 'cancelled' });
    await waitFor(() => expect(within(group('History')).getByRole('article', { name: 'Reservation TIRE-CANC01' })).toBeInTheDocument());
    expect(
      within(group('Upcoming'))
        .getAllByRole('article')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Reservation TIRE-KEEP01']);
  });

  it('says so when cancelling fails and keeps the reservation', async () => {
    const view = renderPage('/my-reservations', { user: customer, reservations: [reservation(MONDAY, '17:00', { trackingCode: 'TIRE-CANC02' })] });
    server.use(http.patch('*/api/reservations/:id', () => new HttpResponse('upstream down', { status: 502 })));
    await view.user.click(await within(await screen.findByRole('article', { name: 'Reservation TIRE-CANC02' })).findByRole('button', { name: 'Cancel' }));
    await view.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel reservation' }));
    expect(await screen.findByText('Failed to cancel reservation. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    // The dialog stays open for another try; closed, the reservation is still upcoming.
    await view.user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Keep reservation' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(group('Upcoming')).getByRole('article', { name: 'Reservation TIRE-CANC02' })).toBeInTheDocument();
  });
});

describe('the fitting of a tire order in my reservations', () => {
  it('asks first: the fitting belongs to the order and is included in its price; keeping changes nothing, or the whole order is cancelled', async () => {
    const fitting = reservation(MONDAY, '17:00', { trackingCode: 'TIRE-FIT001', status: 'confirmed', paymentStatus: 'paid', totalPrice: '0.00', orderId: 12 });
    const view = renderPage('/my-reservations', {
      user: customer,
      reservations: [fitting],
      orders: [
        {
          id: 12,
          totalAmount: '500.00',
          installationRequested: true,
          status: 'paid',
          createdAt: '2030-05-27T07:00:00.000Z',
          paidAt: '2030-05-27T07:05:00.000Z',
          location: { id: 2, name: 'Vantaa – Tikkurila', address: 'Ratatie 11, 01300 Vantaa' },
          refundStatus: null,
        },
      ],
    });
    const item = await screen.findByRole('article', { name: 'Reservation TIRE-FIT001' });
    await view.user.click(within(item).getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('alertdialog');
    expect(within(ask).getByText(/belongs to your tire order #12 and is included in the price of the tires/)).toBeVisible();
    await view.user.click(within(ask).getByRole('button', { name: 'Keep the order' }));
    expect(view.sent('POST', '/api/tire-orders/12/cancel')).toHaveLength(0);
    expect(view.sent('PATCH', `/api/reservations/${fitting.id}`)).toHaveLength(0);

    await view.user.click(within(item).getByRole('button', { name: 'Cancel' }));
    await view.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel the whole order #12' }));
    await waitFor(() => expect(view.sent('POST', '/api/tire-orders/12/cancel')).toHaveLength(1));
    expect(view.sent('PATCH', `/api/reservations/${fitting.id}`)).toHaveLength(0);
  });
});
