// @vitest-environment jsdom
// (happy-dom shows this form's time or location select at its placeholder where jsdom, and Chromium
// in the browser tests, show the value react-hook-form set once the options had loaded.)
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fixtureUser } from '@tire/mocks';
import { formatEuro } from '@tire/platform';
import { chooseFreeDay, chooseTime, day, fillGuestContact, fillVehicleAndAddress, type User } from './booking-steps.js';
import { renderPage } from './render-page.js';
import { server } from './server.js';

// The mocks' clock: Saturday 1 June 2030, 13:00 in Helsinki. Monday 3 June is open 16:00-20:00;
// Midsummer Eve (Friday 21 June) is a holiday; Vantaa is closed on Wednesday 12 June (fixture).
const now = new Date('2030-06-01T10:00:00Z');
const MONDAY = '2030-06-03';
const TUESDAY = '2030-06-04';

const render = (options: Parameters<typeof renderPage>[1] = {}) => renderPage('/tire-change', { now, ...options });
const grid = () => screen.getByRole('grid');
const timeGroup = () => screen.getByRole('radiogroup', { name: /^Time|^Aika/ });

async function chooseLocation(user: User, name = 'Vantaa – Tikkurila') {
  const option = await screen.findByRole('option', { name });
  await user.selectOptions(screen.getByLabelText(/^Location/), option);
}
async function chooseLocationDayTime(user: User, time: string, date = MONDAY) {
  await chooseLocation(user);
  await chooseFreeDay(user, date);
  await chooseTime(user, time);
}

/** A guest's whole form: the location, the day and time, the vehicle and address, and the contact details. */
async function fillAsGuest(user: User, time: string) {
  await chooseLocationDayTime(user, time);
  await fillVehicleAndAddress(user);
  await fillGuestContact(user);
}

/** Two booking requests were sent, with the same idempotency key: the server books them once. */
function expectTwoPostsWithOneKey(requests: ReturnType<typeof render>['requests']) {
  const keys = requests.filter((request) => request.method === 'POST').map((request) => request.headers.get('idempotency-key'));
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBe(keys[1]);
}

describe('choosing a day and a time', () => {
  it('keeps the times disabled until both a location and a day are chosen, then offers buttons with the bays left', async () => {
    const { user } = render();
    expect(timeGroup()).toHaveAttribute('aria-disabled', 'true');
    expect(timeGroup()).toHaveAccessibleDescription('Select location and date first');

    await chooseLocation(user);
    expect(timeGroup()).toHaveAttribute('aria-disabled', 'true');

    await chooseFreeDay(user, MONDAY);
    await waitFor(() => expect(timeGroup()).not.toHaveAttribute('aria-disabled'));
    const times = within(timeGroup())
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value'));
    expect(times).toEqual(['16:00', '16:30', '17:00', '17:30', '18:00', '18:30', '19:00', '19:30']);
    expect(screen.getByRole('radio', { name: '17:00 2 bays left' })).toBeInTheDocument();
  });

  it('marks the free days of the location and disables past days, holidays, closures and days past the horizon', async () => {
    const { user } = render();
    await chooseLocation(user);
    await waitFor(() => expect(day(MONDAY)).toHaveAttribute('data-kind', 'free'));
    expect(day(MONDAY)).not.toHaveAttribute('aria-disabled');
    expect(day(MONDAY)).toHaveAccessibleName('Monday 3.6.2030, 8 free times');
    expect(day('2030-06-21')).toHaveAttribute('aria-disabled', 'true');
    expect(day('2030-06-21')).toHaveAccessibleName('Friday 21.6.2030, closed (Midsummer Eve)');
    expect(day('2030-06-12')).toHaveAttribute('aria-disabled', 'true');
    expect(day('2030-06-12')).toHaveAccessibleName(expect.stringContaining('Stocktaking'));

    // The horizon (90 days) ends on 30 August: nothing later can be chosen, no month after August.
    const next = screen.getByRole('button', { name: 'Next month' });
    await user.click(next);
    await user.click(next);
    await waitFor(() => expect(day('2030-08-30')).toHaveAttribute('data-kind', 'free'));
    expect(day('2030-08-31')).toHaveAttribute('aria-disabled', 'true');
    expect(day('2030-08-31')).toHaveAccessibleName('Saturday 31.8.2030, not bookable yet');
    expect(next).toBeDisabled();
  });

  it('moves through the calendar by keyboard as a grid: one day in the tab order, arrows, Home/End, PageUp/PageDown, Enter chooses', async () => {
    const { user } = render();
    await chooseLocation(user);
    await waitFor(() => expect(day(MONDAY)).toHaveAttribute('data-kind', 'free'));
    // Today (Saturday 1 June) is the one focusable day.
    expect(grid().querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    day('2030-06-01').focus();

    await user.keyboard('{ArrowRight}');
    expect(day('2030-06-02')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(day('2030-06-09')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(day(MONDAY)).toHaveFocus();
    await user.keyboard('{End}');
    expect(day('2030-06-09')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(day('2030-06-01')).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(screen.getByText('July 2030')).toBeInTheDocument();
    await waitFor(() => expect(day('2030-07-01')).toHaveFocus());
    await user.keyboard('{PageUp}');
    await waitFor(() => expect(day('2030-06-01')).toHaveFocus());
    expect(grid().querySelectorAll('[tabindex="0"]')).toHaveLength(1);

    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(day(MONDAY)).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(timeGroup()).not.toHaveAttribute('aria-disabled'));
    // A closed day is reached (and announced) but cannot be chosen.
    fireEvent.keyDown(grid(), { key: 'End' });
    await waitFor(() => expect(day('2030-06-09')).toHaveFocus());
  });

  it('takes a location’s soonest free time in one step', async () => {
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: /^Helsinki – Kalasatama.*13:30/ }));
    expect(screen.getByLabelText(/^Location/)).toHaveValue('1');
    await waitFor(() => expect(screen.getByRole('radio', { name: /^13:30/ })).toBeChecked());
    expect(day('2030-06-01')).toHaveAttribute('aria-selected', 'true');
  });

  it('clears the chosen time when the day or the location changes, and says when a day has no times there', async () => {
    const { user } = render();
    await chooseLocationDayTime(user, '17:30');
    expect(screen.getByRole('radio', { name: /^17:30/ })).toBeChecked();

    await chooseFreeDay(user, TUESDAY);
    await waitFor(() => expect(timeGroup()).not.toHaveAttribute('aria-disabled'));
    expect(
      within(timeGroup())
        .getAllByRole('radio')
        .filter((radio) => (radio as HTMLInputElement).checked),
    ).toHaveLength(0);

    // Wednesday 12 June: open in Helsinki, closed in Vantaa.
    await chooseLocation(user, 'Helsinki – Kalasatama');
    await chooseFreeDay(user, '2030-06-12');
    await chooseTime(user, '18:00');
    await chooseLocation(user, 'Vantaa – Tikkurila');
    await waitFor(() => expect(timeGroup()).toHaveAccessibleDescription('No free times on this day Please choose another date.'));
    expect(timeGroup()).toHaveAttribute('aria-disabled', 'true');
  });

  it('tells the user when the free times cannot be loaded', async () => {
    const { user } = render();
    server.use(http.get('*/api/availability', () => new HttpResponse('boom', { status: 500 })));
    await chooseLocation(user);
    expect(await screen.findByText('Failed to fetch available slots')).toBeInTheDocument();
  });
});

describe('the booking summary', () => {
  it('lists the service, each extra with its price, the location with its address, the day and time, and the total', async () => {
    const { user } = render();
    const summary = await screen.findByRole('region', { name: 'Your booking' });
    expect(within(summary).getByTestId('reservation-total')).toHaveTextContent(formatEuro(35));
    expect(within(summary).getAllByText('Not chosen yet')).toHaveLength(2);

    await user.click(screen.getByRole('checkbox', { name: /Tire bags \(4 pcs\)/ }));
    await user.click(screen.getByRole('checkbox', { name: /Retightening \(after 100 km\)/ }));
    await chooseLocationDayTime(user, '17:00');

    expect(within(summary).getByText('Tire change')).toBeInTheDocument();
    expect(within(summary).getByText('Tire bags (4 pcs)')).toBeInTheDocument();
    expect(within(summary).getByText('Retightening (after 100 km)')).toBeInTheDocument();
    expect(within(summary).getByText('Vantaa – Tikkurila')).toBeInTheDocument();
    expect(within(summary).getByText('Ratatie 11, 01300 Vantaa')).toBeInTheDocument();
    expect(within(summary).getByText('Mon 3.6.2030 at 17:00')).toBeInTheDocument();
    expect(within(summary).getByTestId('reservation-total')).toHaveTextContent(formatEuro(50));

    await user.selectOptions(screen.getByLabelText(/^Service/), 'tire_install_4');
    expect(within(summary).getByTestId('reservation-total')).toHaveTextContent(formatEuro(100));
  });

  it('explains that the mechanic call-out price is a booking fee', async () => {
    const { user } = render();
    await user.selectOptions(await screen.findByLabelText(/^Service/), 'call_mechanic');
    expect(screen.getByText(/is a booking fee for the call-out/)).toBeVisible();
    expect(screen.getByTestId('reservation-total')).toHaveTextContent(formatEuro(0.5));
  });

  it('asks a call-out for the area the mechanic comes from and says the mechanic comes to the address, not for a shop to visit', async () => {
    const { user } = render();
    await user.selectOptions(await screen.findByLabelText(/^Service/), 'call_mechanic');
    expect(screen.queryByLabelText(/^Location/)).toBeNull();
    expect(screen.getByLabelText(/^Your area/)).toHaveAccessibleDescription(/no need to visit a shop/);
    expect(screen.getByLabelText(/^Address/)).toHaveAccessibleDescription('The mechanic comes to this address.');
    const summary = screen.getByRole('region', { name: 'Your booking' });
    expect(within(summary).getByText('Area')).toBeVisible();
  });
});

describe('errors next to their fields', () => {
  it('shows the missing fields in the user language without sending anything', async () => {
    const { user, requests } = render({ language: 'fi' });
    await user.click(await screen.findByRole('button', { name: 'Vahvista varaus' }));
    await waitFor(() => expect(screen.getByLabelText(/^Toimipiste/)).toHaveAccessibleDescription('Valitse toimipiste'));
    expect(screen.getByLabelText(/^Rengaskoko/)).toHaveAccessibleDescription(/Anna rengaskoko/);
    expect(screen.getByLabelText(/^Osoite/)).toHaveAccessibleDescription('Osoite vaaditaan');
    expect(screen.getByRole('grid')).toHaveAccessibleDescription(/Valitse päivämäärä/);
    expect(timeGroup()).toHaveAccessibleDescription(/Valitse aika/);
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('says every rule of the Finnish form in Finnish: lengths, the phone’s and the postal code’s formats', async () => {
    const { user, requests } = render({ language: 'fi' });
    const type = async (label: RegExp, text: string) => {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    };
    await screen.findByRole('button', { name: 'Vahvista varaus' });
    await type(/^Nimi/, 'M'.repeat(101));
    await type(/^Sähköposti/, 'maija@example.fi');
    await type(/^Puhelinnumero/, 'soita illalla');
    await type(/^Osoite/, 'R'.repeat(201));
    await type(/^Huoneisto/, 'A'.repeat(51));
    await type(/^Postinumero/, '013');
    await type(/^Ajoneuvon rekisterinumero/, 'ABC-123'.repeat(3));
    await type(/^Ajoneuvon malli/, 'S'.repeat(101));
    await type(/^Rengaskoko/, '205/55 R16 '.repeat(2));

    await user.click(screen.getByRole('button', { name: 'Vahvista varaus' }));

    await waitFor(() => expect(screen.getByLabelText(/^Nimi/)).toHaveAccessibleDescription('Nimi saa olla enintään 100 merkkiä pitkä'));
    expect(screen.getByLabelText(/^Puhelinnumero/)).toHaveAccessibleDescription(
      'Puhelinnumerossa on oltava 5–20 numeroa. Käytä vain numeroita, välilyöntejä, plus- ja miinusmerkkiä sekä sulkeita.',
    );
    expect(screen.getByLabelText(/^Postinumero/)).toHaveAccessibleDescription('Postinumerossa on oltava 5 numeroa');
    expect(screen.getByLabelText(/^Osoite/)).toHaveAccessibleDescription('Osoite saa olla enintään 200 merkkiä pitkä');
    expect(screen.getByLabelText(/^Huoneisto/)).toHaveAccessibleDescription('Huoneisto saa olla enintään 50 merkkiä pitkä');
    expect(screen.getByLabelText(/^Ajoneuvon rekisterinumero/)).toHaveAccessibleDescription('Rekisterinumero saa olla enintään 20 merkkiä pitkä');
    expect(screen.getByLabelText(/^Ajoneuvon malli/)).toHaveAccessibleDescription('Ajoneuvon malli saa olla enintään 100 merkkiä pitkä');
    expect(screen.getByLabelText(/^Rengaskoko/)).toHaveAccessibleDescription(/Rengaskoko saa olla enintään 20 merkkiä pitkä$/);
    // Not one message of the page (by the fields, the calendar, the times, a toast) is in English.
    const messages = [...document.querySelectorAll('.field__error, [role="alert"], [data-testid="toast"]')].map((element) => element.textContent ?? '');
    expect(messages.length).toBeGreaterThanOrEqual(11);
    expect(messages.filter((text) => /\b(must|required|invalid|please|select|enter|characters|digits|only)\b/i.test(text))).toEqual([]);
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('focuses the first invalid field in the order of the form, not the calendar', async () => {
    const { user } = render();
    const submit = await screen.findByRole('button', { name: 'Confirm reservation' });
    await user.click(submit);
    // The service has its default: the location is the first field to fill in.
    await waitFor(() => expect(screen.getByLabelText(/^Location/)).toHaveFocus());

    await chooseLocation(user);
    await user.click(submit);
    await waitFor(() => expect(grid().querySelector('[tabindex="0"]')).toHaveFocus());

    await chooseFreeDay(user, MONDAY);
    await waitFor(() => expect(timeGroup()).not.toHaveAttribute('aria-disabled'));
    await user.click(submit);
    await waitFor(() => expect(screen.getByRole('radio', { name: /^16:00/ })).toHaveFocus());

    await chooseTime(user, '17:00');
    await user.click(submit);
    await waitFor(() => expect(screen.getByLabelText(/^Vehicle registration number/)).toHaveFocus());

    await fillVehicleAndAddress(user);
    await user.type(screen.getByLabelText(/^Email/), 'maija@example.fi');
    await user.click(submit);
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveFocus());
  });

  it('says by each field that a guest’s name, email and phone are required (and the toast says it too), sending nothing', async () => {
    const { user, requests, db } = render();
    await chooseLocationDayTime(user, '17:00');
    await fillVehicleAndAddress(user);
    await user.type(screen.getByLabelText(/^Email/), 'maija@example.fi');

    await user.click(screen.getByRole('button', { name: 'Confirm reservation' }));

    expect(await screen.findByText('Name, email and phone number are required for guest users')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText(/^Phone number/)).toHaveAccessibleDescription('Phone number is required');
    expect(screen.getByLabelText(/^Email/)).not.toHaveAccessibleDescription('Email is required');
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    expect(db.reservations).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Name/), 'Maija');
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).not.toHaveAccessibleDescription('Name is required'));
  });

  it('says what the vehicle fields hold: the registration number is not a brand', async () => {
    render();
    expect(await screen.findByLabelText(/^Vehicle registration number/)).toHaveAttribute('placeholder', 'e.g. ABC-123');
    expect(screen.queryByLabelText(/brand/i)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Tire size/)).toHaveAttribute('placeholder', '205/55 R16');
  });
});

describe('booking', () => {
  it('books, shows the server total and goes to checkout with the tracking code after 1.5 seconds', async () => {
    const { user, requests, db, clock } = render();
    await fillAsGuest(user, '17:00');
    await user.click(screen.getByRole('checkbox', { name: /Van\/SUV charge/ }));

    await user.click(screen.getByRole('button', { name: 'Confirm reservation' }));

    const toast = await screen.findByText('Reservation created');
    const code = db.reservations[0]!.trackingCode;
    expect(toast).toBeInTheDocument();
    expect(screen.getByText(`Reservation ${code} created. Total ${formatEuro(40)}. Taking you to payment…`)).toBeVisible();
    expect(screen.getByRole('button', { name: /Confirm reservation|Booking/ })).toBeDisabled();

    // The toast stays 1.5 s on the form, then the page goes on to checkout.
    await clock.advance(1_499);
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
    await clock.advance(1);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(`/checkout?tracking_code=${code}`);

    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    const body = JSON.parse(posts[0]!.body!);
    expect(body).toMatchObject({ additionalServices: '["van_suv_charge"]', totalPrice: '40.00', scheduledTime: '17:00', locationId: 2 });
    // 17:00 in Helsinki in June is 14:00 UTC.
    expect(body.scheduledDate).toBe(`${MONDAY}T14:00:00.000Z`);
    expect(posts[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('finds the form as it was after Back from checkout, and sending it again gets the same booking (one hold)', async () => {
    const { user, requests, db, clock } = render();
    await fillAsGuest(user, '18:30');
    await user.click(screen.getByRole('checkbox', { name: /Tire bags/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm reservation' }));
    await screen.findByText('Reservation created');
    await clock.advance(1_500);
    const first = await screen.findByTestId('elsewhere');
    const code = db.reservations[0]!.trackingCode;
    expect(first).toHaveTextContent(code);

    await user.click(screen.getByRole('button', { name: 'Browser back' }));

    await screen.findByRole('heading', { name: 'Book a tire service' });
    expect(screen.getByLabelText(/^Location/)).toHaveValue('2');
    expect(screen.getByLabelText(/^Vehicle model/)).toHaveValue('Skoda Octavia');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Maija Virtanen');
    expect(screen.getByRole('checkbox', { name: /Tire bags/ })).toBeChecked();
    await waitFor(() => expect(day(MONDAY)).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(screen.getByRole('radio', { name: /^18:30/ })).toBeChecked());

    await user.click(screen.getByRole('button', { name: 'Confirm reservation' }));
    await screen.findByText('Reservation created');
    await clock.advance(1_500);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(`/checkout?tracking_code=${code}`);
    expect(db.reservations).toHaveLength(1);
    expectTwoPostsWithOneKey(requests);
  });

  it('after Back from checkout and another time, the new booking names the held one for the server to release', async () => {
    const { user, requests, clock } = render();
    await fillAsGuest(user, '18:30');
    await user.click(screen.getByRole('button', { name: 'Confirm reservation' }));
    await screen.findByText('Reservation created');
    await clock.advance(1_500);
    await screen.findByTestId('elsewhere');

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /^18:30/ })).toBeChecked());
    await user.click(screen.getByRole('radio', { name: /^19:00/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm reservation' }));
    await screen.findByText('Reservation created');

    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(2);
    const [first, second] = posts.map((request) => ({
      key: request.headers.get('idempotency-key'),
      body: JSON.parse(String(request.body)) as Record<string, unknown>,
    }));
    expect(first!.body.replacesHold).toBeUndefined();
    expect(second!.key).not.toBe(first!.key);
    expect(second!.body).toMatchObject({ scheduledTime: '19:00', replacesHold: first!.key });
  });

  it('books once when the user double-clicks the button', async () => {
    const { user, requests, db } = render();
    await fillAsGuest(user, '16:30');

    await user.dblClick(screen.getByRole('button', { name: 'Confirm reservation' }));

    expect(await screen.findByText('Reservation created')).toBeInTheDocument();
    expect(db.reservations).toHaveLength(1);
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('keeps the idempotency key when the same booking is retried after a failure', async () => {
    const { user, requests } = render();
    let failures = 1;
    server.use(
      http.post('*/api/reservations', () => {
        if (failures-- > 0) return HttpResponse.json({ message: 'Service unavailable' }, { status: 503 });
        return undefined;
      }),
    );
    await fillAsGuest(user, '18:30');

    await user.click(screen.getByRole('button', { name: 'Confirm reservation' }));
    expect(await screen.findByText('Error creating reservation')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm reservation' }));
    expect(await screen.findByText('Reservation created')).toBeInTheDocument();

    expectTwoPostsWithOneKey(requests);
  });

  it('clears a time taken meanwhile (409), says so by the time field and reloads the calendar', async () => {
    const { user, requests, db } = render();
    await chooseLocationDayTime(user, '19:30');
    // Two other customers take both bays of 19:30 meanwhile.
    for (let i = 0; i < 2; i += 1) {
      db.book({
        serviceType: 'tire_change',
        locationId: 2,
        scheduledDate: MONDAY,
        scheduledTime: '19:30',
        registrationNumber: 'X',
        vehicleModel: 'Y',
        tireSize: 'Z',
        guestAddress: 'A',
        guestPostalCode: '00100',
        additionalServices: [],
        guestName: 'N',
        guestEmail: 'n@example.fi',
        guestPhone: '1',
        guestApartment: undefined,
        notes: undefined,
        totalPrice: undefined,
      });
    }
    await fillVehicleAndAddress(user);
    await fillGuestContact(user);
    const calendarCalls = () => requests.filter((request) => request.url.pathname === '/api/availability').length;
    const before = calendarCalls();

    await user.click(screen.getByRole('button', { name: 'Confirm reservation' }));

    await waitFor(() => expect(timeGroup()).toHaveAccessibleDescription('This time slot is no longer available. Please choose another time.'));
    await waitFor(() => expect(calendarCalls()).toBeGreaterThan(before));
    await waitFor(() => expect(timeGroup()).not.toHaveAttribute('aria-disabled'));
    expect(screen.queryByRole('radio', { name: /^19:30/ })).not.toBeInTheDocument();
    expect(
      within(timeGroup())
        .getAllByRole('radio')
        .filter((radio) => (radio as HTMLInputElement).checked),
    ).toHaveLength(0);
    expect(db.reservations).toHaveLength(2);
  });

  it('fills a signed-in customer profile into the form and books without asking for guest details', async () => {
    const { user, db } = render({ user: fixtureUser() });
    await waitFor(() => expect(screen.getByLabelText(/^Vehicle model/)).toHaveValue('Toyota Corolla'));
    expect(screen.getByLabelText(/^Postal code/)).toHaveValue('00100');
    expect(screen.getByText(/Signed in as Matti Meikäläinen/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();

    await chooseLocationDayTime(user, '16:00');
    await user.click(screen.getByRole('button', { name: 'Confirm reservation' }));

    expect(await screen.findByText('Reservation created')).toBeInTheDocument();
    expect(db.reservations[0]).toMatchObject({ registrationNumber: 'ABC-123', guestEmail: 'matti.meikalainen@example.fi' });
  });

  it('invites a guest to log in and shows the opening hours of the locations', async () => {
    render();
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?returnTo=%2Ftire-change');
    expect(document.title).toBe('Book a tire service | Uusimaa Tire Service');
    const hours = await screen.findByRole('table', { name: 'All locations' });
    expect(within(hours).getByRole('row', { name: 'Mon–Fri 16:00–20:00' })).toBeInTheDocument();
    expect(within(hours).getByRole('row', { name: 'Sat–Sun 09:00–20:00' })).toBeInTheDocument();
  });
});
