import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fixtureUser } from '@tire/mocks';
import { formatEuro } from '@tire/platform';
import { renderPage } from './render-page.js';
import { server } from './server.js';

// A Monday far enough ahead to be bookable: Helsinki hours 16:00-20:00.
const MONDAY = '2030-06-03';
const TUESDAY = '2030-06-04';

async function chooseLocationAndDate(user: ReturnType<typeof renderPage>['user'], date = MONDAY) {
  const location = await screen.findByRole('option', { name: 'Vantaa – Tikkurila' });
  await user.selectOptions(screen.getByLabelText(/^Location/), location);
  await user.type(screen.getByLabelText(/^Date/), date);
}

const timeSelect = () => screen.getByLabelText(/^Time/) as HTMLSelectElement;

async function fillVehicleAndAddress(user: ReturnType<typeof renderPage>['user']) {
  await user.type(screen.getByLabelText(/^Vehicle brand or registration number/), 'ABC-123');
  await user.type(screen.getByLabelText(/^Vehicle model/), 'Skoda Octavia');
  await user.type(screen.getByLabelText(/^Tire size/), '205/55 R16');
  await user.type(screen.getByLabelText(/^Address/), 'Ratatie 1');
  await user.type(screen.getByLabelText(/^Postal code/), '01300');
}

async function fillGuestContact(user: ReturnType<typeof renderPage>['user']) {
  await user.type(screen.getByLabelText(/^Name/), 'Maija Virtanen');
  await user.type(screen.getByLabelText(/^Email/), 'maija@example.fi');
  await user.type(screen.getByLabelText(/^Phone number/), '0401234567');
}

describe('booking a tire service', () => {
  it('keeps the time slot disabled until both a location and a date are chosen', async () => {
    const { user } = renderPage('/tire-change');
    expect(timeSelect()).toBeDisabled();
    expect(within(timeSelect()).getByRole('option', { name: 'Select location and date first' })).toBeInTheDocument();

    const location = await screen.findByRole('option', { name: 'Vantaa – Tikkurila' });
    await user.selectOptions(screen.getByLabelText(/^Location/), location);
    expect(timeSelect()).toBeDisabled();

    await user.type(screen.getByLabelText(/^Date/), MONDAY);
    await waitFor(() => expect(timeSelect()).toBeEnabled());
    const times = within(timeSelect()).getAllByRole('option').map((option) => option.textContent);
    expect(times).toEqual(['Select a time', '16:00', '16:30', '17:00', '17:30', '18:00', '18:30', '19:00', '19:30']);
  });

  it('clears the chosen time when the date or the location changes', async () => {
    const { user } = renderPage('/tire-change');
    await chooseLocationAndDate(user);
    await waitFor(() => expect(timeSelect()).toBeEnabled());
    await user.selectOptions(timeSelect(), '17:30');
    expect(timeSelect()).toHaveValue('17:30');

    await user.clear(screen.getByLabelText(/^Date/));
    await user.type(screen.getByLabelText(/^Date/), TUESDAY);
    await waitFor(() => expect(timeSelect()).toBeEnabled());
    expect(timeSelect()).toHaveValue('');

    await user.selectOptions(timeSelect(), '18:00');
    await user.selectOptions(screen.getByLabelText(/^Location/), 'Espoo – Leppävaara');
    await waitFor(() => expect(timeSelect()).toBeEnabled());
    expect(timeSelect()).toHaveValue('');
  });

  it('says so when the chosen day has no free times', async () => {
    const { user } = renderPage('/tire-change');
    server.use(http.get('*/api/available-slots', () => HttpResponse.json([])));
    await chooseLocationAndDate(user);
    expect(await screen.findByRole('option', { name: 'No available times on this date' })).toBeInTheDocument();
    expect(screen.getByText('Please choose another date.')).toBeVisible();
    expect(timeSelect()).toBeDisabled();
  });

  it('tells the user when the free times cannot be loaded', async () => {
    const { user } = renderPage('/tire-change');
    server.use(http.get('*/api/available-slots', () => new HttpResponse('boom', { status: 500 })));
    await chooseLocationAndDate(user);
    expect(await screen.findByText('Failed to fetch available slots')).toBeInTheDocument();
  });

  it('adds the chosen extras to the total as they are ticked', async () => {
    const { user } = renderPage('/tire-change');
    const total = await screen.findByTestId('reservation-total');
    expect(total).toHaveTextContent(formatEuro(35));

    await user.click(screen.getByRole('checkbox', { name: /Tire bags \(4 pcs\)/ }));
    await user.click(screen.getByRole('checkbox', { name: /Retightening \(after 100 km\)/ }));
    expect(total).toHaveTextContent(formatEuro(50));

    await user.selectOptions(screen.getByLabelText(/^Service/), 'tire_install_4');
    expect(total).toHaveTextContent(formatEuro(100));
  });

  it('explains that the mechanic call-out price is a booking fee', async () => {
    const { user } = renderPage('/tire-change');
    await user.selectOptions(screen.getByLabelText(/^Service/), 'call_mechanic');
    expect(screen.getByText(/is a booking fee for the call-out/)).toBeVisible();
    expect(screen.getByTestId('reservation-total')).toHaveTextContent(formatEuro(0.5));
  });

  it('shows the missing fields in the user language without sending anything', async () => {
    const { user, requests } = renderPage('/tire-change', { language: 'fi' });
    await user.click(await screen.findByRole('button', { name: 'Vahvista varaus' }));
    await waitFor(() => expect(screen.getByLabelText(/^Toimipiste/)).toHaveAccessibleDescription('Valitse toimipiste'));
    expect(screen.getByLabelText(/^Rengaskoko/)).toHaveAccessibleDescription('Anna rengaskoko');
    expect(screen.getByLabelText(/^Osoite/)).toHaveAccessibleDescription('Osoite vaaditaan');
    expect(screen.getByLabelText(/^Aika/)).toHaveAccessibleDescription('Valitse aika');
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('asks a guest for name, email and phone and sends no booking without them', async () => {
    const { user, requests, db } = renderPage('/tire-change');
    await chooseLocationAndDate(user);
    await waitFor(() => expect(timeSelect()).toBeEnabled());
    await user.selectOptions(timeSelect(), '17:00');
    await fillVehicleAndAddress(user);

    await user.click(screen.getByRole('button', { name: 'Confirm reservation' }));

    expect(await screen.findByText('Name, email and phone number are required for guest users')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    expect(db.reservations).toHaveLength(0);
  });

  it('books, shows the server total and goes to checkout with the tracking code after 1.5 seconds', async () => {
    const { user, requests, db } = renderPage('/tire-change');
    await chooseLocationAndDate(user);
    await waitFor(() => expect(timeSelect()).toBeEnabled());
    await user.selectOptions(timeSelect(), '17:00');
    await fillVehicleAndAddress(user);
    await fillGuestContact(user);
    await user.click(screen.getByRole('checkbox', { name: /Van\/SUV charge/ }));

    // The 1.5 s start after the answer, which comes after the click: measured from the click,
    // the wait is at least 1.5 s however slow the machine is.
    const clickedAt = Date.now();
    await user.click(screen.getByRole('button', { name: 'Confirm reservation' }));

    const toast = await screen.findByText('Reservation created');
    const code = db.reservations[0]!.trackingCode;
    expect(toast).toBeInTheDocument();
    expect(screen.getByText(`Reservation ${code} created. Total ${formatEuro(40)}. Taking you to payment…`)).toBeVisible();
    expect(screen.getByRole('button', { name: /Confirm reservation|Booking/ })).toBeDisabled();
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();

    const checkout = await screen.findByTestId('elsewhere', {}, { timeout: 3000 });
    expect(checkout).toHaveTextContent(`/checkout?tracking_code=${code}`);
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1500);

    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    const body = JSON.parse(posts[0]!.body!);
    expect(body).toMatchObject({ additionalServices: '["van_suv_charge"]', totalPrice: '40.00', scheduledTime: '17:00', locationId: 2 });
    // 17:00 in Helsinki in June is 14:00 UTC.
    expect(body.scheduledDate).toBe(`${MONDAY}T14:00:00.000Z`);
    expect(posts[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('books once when the user double-clicks the button', async () => {
    const { user, requests, db } = renderPage('/tire-change');
    await chooseLocationAndDate(user);
    await waitFor(() => expect(timeSelect()).toBeEnabled());
    await user.selectOptions(timeSelect(), '16:30');
    await fillVehicleAndAddress(user);
    await fillGuestContact(user);

    await user.dblClick(screen.getByRole('button', { name: 'Confirm reservation' }));

    expect(await screen.findByText('Reservation created')).toBeInTheDocument();
    expect(db.reservations).toHaveLength(1);
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('keeps the idempotency key when the same booking is retried after a failure', async () => {
    const { user, requests } = renderPage('/tire-change');
    let failures = 1;
    server.use(
      http.post('*/api/reservations', () => {
        if (failures-- > 0) return HttpResponse.json({ message: 'Service unavailable' }, { status: 503 });
        return undefined;
      }),
    );
    await chooseLocationAndDate(user);
    await waitFor(() => expect(timeSelect()).toBeEnabled());
    await user.selectOptions(timeSelect(), '18:30');
    await fillVehicleAndAddress(user);
    await fillGuestContact(user);

    await user.click(screen.getByRole('button', { name: 'Confirm reservation' }));
    expect(await screen.findByText('Error creating reservation')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm reservation' }));
    expect(await screen.findByText('Reservation created')).toBeInTheDocument();

    const keys = requests.filter((request) => request.method === 'POST').map((request) => request.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('shows the server message and reloads the times when the slot was just taken', async () => {
    const { user, requests, db } = renderPage('/tire-change');
    await chooseLocationAndDate(user);
    await waitFor(() => expect(timeSelect()).toBeEnabled());
    await user.selectOptions(timeSelect(), '19:30');
    // Two other customers take both bays of 19:30 meanwhile.
    for (let i = 0; i < 2; i += 1) {
      db.book({
        serviceType: 'tire_change', locationId: 2, scheduledDate: MONDAY, scheduledTime: '19:30', registrationNumber: 'X', vehicleModel: 'Y',
        tireSize: 'Z', guestAddress: 'A', guestPostalCode: '00100', additionalServices: [], guestName: 'N', guestEmail: 'n@example.fi', guestPhone: '1',
        guestApartment: undefined, notes: undefined, totalPrice: undefined,
      });
    }
    await fillVehicleAndAddress(user);
    await fillGuestContact(user);
    const slotRequestsBefore = requests.filter((request) => request.url.pathname === '/api/available-slots').length;

    await user.click(screen.getByRole('button', { name: 'Confirm reservation' }));

    expect(await screen.findByText('This time slot is no longer available. Please choose another time.')).toBeInTheDocument();
    await waitFor(() => expect(requests.filter((request) => request.url.pathname === '/api/available-slots').length).toBe(slotRequestsBefore + 1));
    await waitFor(() => expect(timeSelect()).toBeEnabled());
    expect(timeSelect()).toHaveValue('');
    expect(within(timeSelect()).queryByRole('option', { name: '19:30' })).not.toBeInTheDocument();
  });

  it('fills a signed-in customer profile into the form and books without asking for guest details', async () => {
    const { user, db } = renderPage('/tire-change', { user: fixtureUser() });
    await waitFor(() => expect(screen.getByLabelText(/^Vehicle model/)).toHaveValue('Toyota Corolla'));
    expect(screen.getByLabelText(/^Postal code/)).toHaveValue('00100');
    expect(screen.getByText(/Signed in as Matti Meikäläinen/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();

    await chooseLocationAndDate(user);
    await waitFor(() => expect(timeSelect()).toBeEnabled());
    await user.selectOptions(timeSelect(), '16:00');
    await user.click(screen.getByRole('button', { name: 'Confirm reservation' }));

    expect(await screen.findByText('Reservation created')).toBeInTheDocument();
    expect(db.reservations[0]).toMatchObject({ registrationNumber: 'ABC-123', guestEmail: 'matti.meikalainen@example.fi' });
  });

  it('invites a guest to log in and shows the opening hours of the locations', async () => {
    renderPage('/tire-change');
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(document.title).toBe('Book a tire service | Uusimaa Tire Service');
    const hours = await screen.findByRole('table', { name: 'All locations' });
    expect(within(hours).getByRole('row', { name: 'Mon–Fri 16:00–20:00' })).toBeInTheDocument();
    expect(within(hours).getByRole('row', { name: 'Sat–Sun 09:00–20:00' })).toBeInTheDocument();
  });
});
