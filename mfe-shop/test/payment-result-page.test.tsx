import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { createMockDb, type MockPayment } from '@tire/mocks';
import type { Reservation } from '@tire/contracts';
import { unpaidReservation } from './fixtures.js';
import { renderPage } from './render-page.js';

function dbWithPayment(
  status: MockPayment['status'],
  reservation: Partial<Reservation> | null = { paymentStatus: status === 'succeeded' ? 'paid' : 'pending' },
) {
  const db = createMockDb({ reservations: reservation ? [unpaidReservation(reservation)] : [] });
  db.payments.push({ id: 'pi_test_1', clientSecret: 'pi_test_1_secret_x', amountCents: 4500, status, trackingCode: 'TIRE-7K3QZP', orderId: null });
  return db;
}

const RESULT_URL = '/payment-success?payment_intent=pi_test_1&tracking_code=TIRE-7K3QZP';

describe('the payment result of a reservation', () => {
  it('says the paid booking awaits the shop’s confirmation (not that it is confirmed), with its time, place, items and tracking code', async () => {
    const { sent } = renderPage(RESULT_URL, {
      db: dbWithPayment('succeeded', { paymentStatus: 'paid', status: 'pending', totalPrice: '45.00', serviceType: 'tire_repair_1' }),
    });
    const card = await screen.findByRole('article', { name: 'Payment received – awaiting confirmation' });
    expect(card).toHaveTextContent('Paid – awaiting confirmation');
    expect(card).toHaveTextContent('awaiting the shop’s confirmation');
    expect(card).not.toHaveTextContent(/paid and confirmed/i);
    expect(screen.queryByRole('article', { name: /confirmed/i })).not.toBeInTheDocument();
    expect(card).toHaveTextContent('Tracking codeTIRE-7K3QZP');
    expect(card).toHaveTextContent('Time8 June 2030 at 10:30');
    // The address comes from the locations list when the answer does not carry it.
    await waitFor(() => expect(card).toHaveTextContent('LocationVantaa – Tikkurila, Ratatie 11, 01300 Vantaa'));
    expect(card).toHaveTextContent('Tire repair');
    expect(card).toHaveTextContent('Total€45.00');
    expect(card).toHaveTextContent('Amount paid€45.00');
    expect(screen.getByRole('link', { name: 'Track the reservation' })).toHaveAttribute('href', '/track-order?code=TIRE-7K3QZP');
    expect(screen.getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveAttribute('href', '/api/reservations/track/TIRE-7K3QZP/calendar.ics');
    expect(sent('GET', '/api/verify-payment/pi_test_1')).toHaveLength(1);
    expect(sent('GET', '/api/reservations/track/TIRE-7K3QZP')).toHaveLength(1);
    expect(document.title).toBe('Payment status | Uusimaa Tire Service');
  });

  it('lists the service and each extra with its price, and the server’s location address, when the answer carries the lifecycle fields', async () => {
    renderPage(RESULT_URL, {
      db: dbWithPayment('succeeded'),
      handlers: [
        http.get('*/api/reservations/track/:code', () =>
          HttpResponse.json({
            trackingCode: 'TIRE-7K3QZP',
            status: 'pending',
            paymentStatus: 'paid',
            stage: 'paid',
            scheduledDate: '2030-06-08',
            scheduledTime: '10:30',
            locationId: 2,
            serviceType: 'tire_change',
            totalPrice: '50.00',
            notes: null,
            servicePrice: '35.00',
            extras: [
              { id: 'tire_bags', price: '5.00' },
              { id: 'retightening', price: '10.00' },
            ],
            locationName: 'Vantaa – Tikkurila',
            locationAddress: 'Ratatie 11, 01300 Vantaa',
          }),
        ),
      ],
    });
    const card = await screen.findByRole('article', { name: 'Payment received – awaiting confirmation' });
    const items = card.querySelector<HTMLElement>('[aria-label="What you paid for"]')!;
    expect(items).toHaveTextContent('Tire change€35.00');
    expect(items).toHaveTextContent('Tire bags (4 pcs)€5.00');
    expect(items).toHaveTextContent('Retightening (after 100 km)€10.00');
    expect(items).toHaveTextContent('Total€50.00');
    expect(card).toHaveTextContent('LocationVantaa – Tikkurila, Ratatie 11, 01300 Vantaa');
  });

  it('says paid and confirmed only when the shop has confirmed it', async () => {
    renderPage(RESULT_URL, { db: dbWithPayment('succeeded', { paymentStatus: 'paid', status: 'confirmed' }), language: 'fi' });
    const card = await screen.findByRole('article', { name: 'Maksettu ja vahvistettu' });
    expect(card).toHaveTextContent('Vahvistettu');
  });

  it('shows a cancelled booking as cancelled, with what happens to the money, never as paid and fine', async () => {
    renderPage(RESULT_URL, { db: dbWithPayment('succeeded', { paymentStatus: 'paid', status: 'cancelled', totalPrice: '45.00' }) });
    const card = await screen.findByRole('article', { name: 'Reservation cancelled' });
    expect(card).toHaveTextContent('will be refunded in full');
    expect(screen.queryByRole('article', { name: /Payment received|Paid and confirmed/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What happens next?' })).not.toBeInTheDocument();
  });

  it('polls a processing payment on its own every two seconds, keeping the tracking code on screen, until it succeeds', async () => {
    const db = dbWithPayment('processing');
    const { sent, clock } = renderPage(RESULT_URL, { db });
    const processing = await screen.findByRole('article', { name: 'Payment processing' });
    expect(processing).toHaveTextContent('Tracking codeTIRE-7K3QZP');
    expect(processing).toHaveTextContent('This page updates itself');
    const verifications = () => sent('GET', '/api/verify-payment/pi_test_1');
    expect(verifications()).toHaveLength(1);

    // The bank answers; nobody clicks anything. The page asks again once two seconds are up.
    db.payments[0]!.status = 'succeeded';
    db.reservations[0]!.paymentStatus = 'paid';
    await clock.advance(1_999);
    expect(verifications()).toHaveLength(1);
    await clock.advance(1);
    expect(await screen.findByRole('article', { name: 'Payment received – awaiting confirmation' })).toBeVisible();
    expect(verifications()).toHaveLength(2);
    // Settled: the polling stops.
    await clock.advance(10_000);
    expect(verifications()).toHaveLength(2);
  });

  it('shows a payment still processing, and its outcome after a refresh', async () => {
    const db = dbWithPayment('processing');
    const { user } = renderPage(RESULT_URL, { db });
    expect(await screen.findByRole('article', { name: 'Payment processing' })).toBeVisible();
    db.payments[0]!.status = 'succeeded';
    db.reservations[0]!.paymentStatus = 'paid';
    await user.click(screen.getByRole('button', { name: 'Refresh status' }));
    expect(await screen.findByRole('article', { name: 'Payment received – awaiting confirmation' })).toBeVisible();
  });
});

describe('the payment result', () => {
  it('shows a successful payment with its tracking code and amount when the reservation cannot be read', async () => {
    renderPage(RESULT_URL, { db: dbWithPayment('succeeded', null) });
    const card = await screen.findByRole('article', { name: 'Payment successful!' });
    expect(card).toHaveTextContent('Tracking codeTIRE-7K3QZP');
    expect(card).toHaveTextContent('Amount paid€45.00');
    expect(card).not.toHaveTextContent(/confirmed/);
  });

  it('says it is verifying while the answer is on its way', async () => {
    renderPage('/payment-success?payment_intent=pi_test_1', {
      db: dbWithPayment('succeeded'),
      handlers: [
        http.get('*/api/verify-payment/:id', async () => {
          await delay(300);
          return undefined;
        }),
      ],
    });
    expect(screen.getAllByText('Verifying your payment…').length).toBeGreaterThan(0);
    // (The result card may be drawn twice as the answer settles: look for the one on the page.)
    await waitFor(() => expect(screen.getByRole('article', { name: 'Payment successful!' })).toBeVisible());
  });

  it('shows a refused payment as failed, with home and try again', async () => {
    renderPage('/payment-success?payment_intent=pi_test_1&tracking_code=TIRE-7K3QZP', { db: dbWithPayment('requires_payment_method') });
    expect(await screen.findByRole('article', { name: 'Payment failed' })).toHaveTextContent('You were not charged');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/tire-change');
  });

  it('fails with a toast when the link has no payment information, asking nothing of the server', async () => {
    const { requests } = renderPage('/payment-success?tracking_code=TIRE-7K3QZP');
    expect(await screen.findByText('Payment verification failed')).toBeInTheDocument();
    expect(screen.getAllByText('No payment information found.').length).toBe(2);
    expect(screen.getByRole('article', { name: 'Payment failed' })).toBeVisible();
    expect(requests.filter((request) => request.url.pathname.startsWith('/api/verify-payment'))).toHaveLength(0);
  });

  it('asks the customer to contact support when the payment cannot be checked', async () => {
    renderPage('/payment-success?payment_intent=pi_test_1', {
      language: 'fi',
      handlers: [http.get('*/api/verify-payment/:id', () => new HttpResponse('down', { status: 502 }))],
    });
    const card = await screen.findByRole('article', { name: 'Maksu epäonnistui' });
    await waitFor(() => expect(card).toHaveTextContent('Ota yhteyttä asiakaspalveluun'));
  });
});
