import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fixtureReservation } from '@tire/mocks';
import { day, fillGuestContact, fillVehicleAndAddress, type User } from './booking-steps.js';
import { renderPage } from './render-page.js';

// The mocks' clock: Saturday 1 June 2030, 13:00 in Helsinki. Monday 3 June is open 16:00-20:00 and
// its 17:00 is full at Vantaa (both bays booked) in these tests.
const now = new Date('2030-06-01T10:00:00Z');
const MONDAY = '2030-06-03';
const fullAtFive = [
  fixtureReservation({ id: 1, trackingCode: 'TIRE-AAAAA1', locationId: 2, scheduledDate: MONDAY, scheduledTime: '17:00' }),
  fixtureReservation({ id: 2, trackingCode: 'TIRE-AAAAA2', locationId: 2, scheduledDate: MONDAY, scheduledTime: '17:00' }),
];

async function openWaitlistOnMonday(user: User, summary: string) {
  const option = await screen.findByRole('option', { name: 'Vantaa – Tikkurila' });
  await user.selectOptions(screen.getByLabelText(/^Location|^Toimipiste/), option);
  await waitFor(() => expect(day(MONDAY)).toHaveAttribute('data-kind', 'free'));
  await user.click(day(MONDAY));
  await user.click(await screen.findByText(summary));
}

async function fillDetails(user: User) {
  await fillVehicleAndAddress(user);
  await fillGuestContact(user);
}

describe('joining the waitlist from the booking form', () => {
  it('on a full time: the window of times and the form’s details, then a confirmation saying where the e-mail goes', async () => {
    const { user, sent } = renderPage('/tire-change', { now, reservations: fullAtFive });
    await openWaitlistOnMonday(user, 'Is the time you want full? Tell me if a time frees up');
    await user.selectOptions(screen.getByLabelText('Earliest time'), '17:00');
    expect(within(screen.getByLabelText('Latest time')).getAllByRole('option')[0]).toHaveValue('17:00');

    // The booking is made from the form: its details come first.
    await user.click(screen.getByRole('button', { name: 'Tell me if a time frees up' }));
    expect(await screen.findByText('Fill in the vehicle and contact details first: the booking is made from them.')).toBeVisible();
    expect(sent('POST', '/api/waitlist')).toHaveLength(0);

    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Tell me if a time frees up' }));
    expect(await screen.findByText('You are on the waitlist')).toBeVisible();
    expect(await screen.findByText('If a time frees up on 3 June 2030 between 17:00 and 17:00, we will e-mail maija@example.fi.')).toBeVisible();
    const [request] = sent('POST', '/api/waitlist');
    expect(JSON.parse(request!.body!)).toMatchObject({
      locationId: '2',
      scheduledDate: MONDAY,
      windowStart: '17:00',
      windowEnd: '17:00',
      guestEmail: 'maija@example.fi',
    });
  });

  it('says in Finnish, in the contract’s words, that a window with free times is for booking now', async () => {
    const { user } = renderPage('/tire-change', { now, reservations: fullAtFive, language: 'fi' });
    await openWaitlistOnMonday(user, 'Onko haluamasi aika täynnä? Ilmoita, jos aika vapautuu');
    await user.selectOptions(screen.getByLabelText('Aikaisin aika'), '16:00');
    await user.selectOptions(screen.getByLabelText('Myöhäisin aika'), '17:00');
    await user.type(screen.getByLabelText(/^Rekisterinumero|^Ajoneuvon rekisteri/), 'ABC-123');
    await user.type(screen.getByLabelText(/^Automalli|^Ajoneuvon malli/), 'Skoda Octavia');
    await user.type(screen.getByLabelText(/^Rengaskoko/), '205/55 R16');
    await user.type(screen.getByLabelText(/^Osoite/), 'Ratatie 1');
    await user.type(screen.getByLabelText(/^Postinumero/), '01300');
    await user.type(screen.getByLabelText(/^Nimi/), 'Maija Virtanen');
    await user.type(screen.getByLabelText(/^Sähköposti/), 'maija@example.fi');
    await user.type(screen.getByLabelText(/^Puhelinnumero/), '0401234567');
    await user.click(screen.getByRole('button', { name: 'Ilmoita, jos aika vapautuu' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tällä aikavälillä on vapaita aikoja: varaa jokin niistä.');
  });
});

const TOKEN = 'Q0nNdbk4cZrZbVjf2m6sW1u7KXmYpA5q3hR8tLe9oIw';
const offer = {
  offer: {
    locationId: 2,
    locationName: 'Vantaa – Tikkurila',
    scheduledDate: MONDAY,
    scheduledTime: '17:00',
    startsAt: '2030-06-03T14:00:00.000Z',
    serviceType: 'tire_change',
    // 13:15 in Helsinki.
    offerExpiresAt: '2030-06-01T10:15:00.000Z',
  },
};
const openOffer = (options: Parameters<typeof renderPage>[1] = {}) =>
  renderPage(`/waitlist-offer#token=${TOKEN}`, { now, reservations: [fullAtFive[0]!], waitlistOffers: { [TOKEN]: offer }, ...options });

describe('the offer page of a waitlist e-mail', () => {
  it('shows the held time and until when, and books it with one click, then goes on to payment as a booking does', async () => {
    const { user, sent, clock } = openOffer();
    expect(await screen.findByRole('heading', { name: 'Your time' })).toBeVisible();
    expect(screen.getByText('Vantaa – Tikkurila')).toBeVisible();
    expect(screen.getByText('3 June 2030')).toBeVisible();
    expect(screen.getByText('17:00')).toBeVisible();
    expect(screen.getByText('Held for you until 13:15')).toBeVisible();
    expect(sessionStorage.getItem('waitlist-offer-token')).toBe(TOKEN);

    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByText(/^Booking TIRE-\w+ is made\. Next: payment\.$/)).toBeVisible();
    expect(sent('POST', `/api/waitlist/offers/${TOKEN}/book`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Book this time' })).not.toBeInTheDocument();
    await clock.advance(1500);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(/\/checkout\?tracking_code=TIRE-/);
  });

  it('reads neutrally in Finnish when the offer is used or has lapsed, and offers to book normally', async () => {
    openOffer({ language: 'fi', waitlistOffers: {} });
    expect(await screen.findByRole('heading', { name: 'Tämä tarjous ei ole enää voimassa' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Varaa aika' })).toHaveAttribute('href', '/tire-change');
  });

  it('says so when the place went to the next in line while the page was open', async () => {
    const { user, db } = openOffer();
    await screen.findByRole('button', { name: 'Book this time' });
    db.waitlistOffers.delete(TOKEN);
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByRole('heading', { name: 'This offer is no longer available' })).toBeVisible();
  });
});

describe('the leave link of a waitlist confirmation', () => {
  const LEAVE = 'L'.repeat(43);

  it('asks first (a mail scanner opening the link leaves nothing), then leaves once', async () => {
    const { user, sent } = renderPage(`/leave-waitlist#token=${LEAVE}`, { now, waitlistLeaveLinks: [LEAVE] });
    expect(await screen.findByRole('heading', { name: 'Leave the waitlist?' })).toBeVisible();
    expect(sent('POST', `/api/waitlist/leave/${LEAVE}`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Leave the waitlist' }));
    expect(await screen.findByRole('heading', { name: 'You have left the waitlist' })).toBeVisible();
    expect(sent('POST', `/api/waitlist/leave/${LEAVE}`)).toHaveLength(1);
  });

  it('reads neutrally in Finnish when the link no longer works', async () => {
    const { user } = renderPage(`/leave-waitlist#token=${LEAVE}`, { now, language: 'fi' });
    await user.click(await screen.findByRole('button', { name: 'Poistu odotuslistalta' }));
    expect(await screen.findByRole('heading', { name: 'Linkki ei enää toimi' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Varaa aika' })).toHaveAttribute('href', '/tire-change');
  });
});
