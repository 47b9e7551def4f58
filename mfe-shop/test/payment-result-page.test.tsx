import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { createMockDb, type MockPayment } from '@tire/mocks';
import { renderPage } from './render-page.js';

function dbWithPayment(status: MockPayment['status']) {
  const db = createMockDb();
  db.payments.push({ id: 'pi_test_1', clientSecret: 'pi_test_1_secret_x', amountCents: 4500, status, trackingCode: 'TIRE-7K3QZP', orderId: null });
  return db;
}

describe('the payment result', () => {
  it('shows a successful payment with its tracking code, amount and what happens next', async () => {
    const { sent } = renderPage('/payment-success?payment_intent=pi_test_1&tracking_code=TIRE-7K3QZP', { db: dbWithPayment('succeeded') });
    const card = await screen.findByRole('article', { name: 'Payment successful!' });
    expect(card).toHaveTextContent('Tracking codeTIRE-7K3QZP');
    expect(card).toHaveTextContent('Amount paid€45.00');
    expect(screen.getByRole('heading', { name: 'What happens next?' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Book another' })).toHaveAttribute('href', '/tire-change');
    expect(sent('GET', '/api/verify-payment/pi_test_1')).toHaveLength(1);
    expect(document.title).toBe('Payment status | Uusimaa Tire Service');
  });

  it('says it is verifying while the answer is on its way', async () => {
    renderPage('/payment-success?payment_intent=pi_test_1', {
      db: dbWithPayment('succeeded'),
      handlers: [http.get('*/api/verify-payment/:id', async () => {
        await delay(300);
        return undefined;
      })],
    });
    expect(screen.getAllByText('Verifying your payment…').length).toBeGreaterThan(0);
    expect(await screen.findByRole('article', { name: 'Payment successful!' })).toBeVisible();
  });

  it('shows a payment still processing, and its outcome after a refresh', async () => {
    const db = dbWithPayment('processing');
    const { user, sent } = renderPage('/payment-success?payment_intent=pi_test_1&tracking_code=TIRE-7K3QZP', { db });
    expect(await screen.findByRole('article', { name: 'Payment processing' })).toBeVisible();
    db.payments[0]!.status = 'succeeded';
    await user.click(screen.getByRole('button', { name: 'Refresh status' }));
    expect(await screen.findByRole('article', { name: 'Payment successful!' })).toBeVisible();
    expect(sent('GET', '/api/verify-payment/pi_test_1')).toHaveLength(2);
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
