import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMockDb, fixtureUser } from '@tire/mocks';
import { formatEuro } from '@tire/platform';
import { unpaidReservation } from './fixtures.js';
import { renderPage } from './render-page.js';

// Stripe.js cannot load here (no network): Elements and its hooks are stand-ins that record what they get.
const stripe = vi.hoisted(() => ({
  confirmPayment: vi.fn(),
  loadStripe: vi.fn(async (key: string) => ({ key })),
  elements: { id: 'elements' },
  elementsOptions: [] as Array<{ clientSecret?: string; locale?: string }>,
}));
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: ReactNode; options: { clientSecret?: string; locale?: string } }) => {
    stripe.elementsOptions.push(options);
    return <div data-testid="stripe-elements">{children}</div>;
  },
  PaymentElement: () => <div data-testid="stripe-payment-element" />,
  useStripe: () => ({ confirmPayment: stripe.confirmPayment }),
  useElements: () => stripe.elements,
}));

afterEach(() => {
  stripe.confirmPayment.mockReset();
  stripe.loadStripe.mockClear();
  stripe.elementsOptions.length = 0;
});

const PUBLISHABLE_KEY = 'pk_test_shop';

/** The payments service's answer when it runs the Stripe provider. */
const stripeAnswer = (path: string, extra: Record<string, unknown> = { publishableKey: PUBLISHABLE_KEY }) =>
  http.post(`*${path}`, () =>
    HttpResponse.json({ clientSecret: 'pi_stripe1_secret_abc', amount: 35, paymentIntentId: 'pi_stripe1', provider: 'stripe', ...extra }),
  );

describe('checkout with Stripe Elements', () => {
  it('shows Stripe Elements for a Stripe intent with a publishable key, and confirms with the result page as the return URL', async () => {
    stripe.confirmPayment.mockResolvedValue({});
    const view = renderPage('/checkout?tracking_code=TIRE-7K3QZP', {
      reservations: [unpaidReservation()],
      handlers: [stripeAnswer('/api/create-reservation-payment')],
    });
    expect(await screen.findByTestId('stripe-payment-element')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Card number/)).not.toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledWith(PUBLISHABLE_KEY);
    expect(stripe.elementsOptions.at(-1)).toEqual({ clientSecret: 'pi_stripe1_secret_abc', locale: 'en' });

    await view.user.click(screen.getByRole('button', { name: `Pay ${formatEuro(35)}` }));
    expect(stripe.confirmPayment).toHaveBeenCalledTimes(1);
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements: stripe.elements,
      confirmParams: { return_url: `${window.location.origin}/payment-success?tracking_code=TIRE-7K3QZP` },
    });
    expect(view.sent('POST', '/api/payments/local/confirm')).toHaveLength(0);
  });

  it('a refused card is said by the card fields and in the same toast as the local form, with the provider’s message, in Finnish', async () => {
    stripe.confirmPayment.mockResolvedValue({ error: { type: 'card_error', message: 'Korttisi hylättiin.' } });
    const view = renderPage('/checkout?tracking_code=TIRE-7K3QZP', {
      reservations: [unpaidReservation()],
      language: 'fi',
      handlers: [stripeAnswer('/api/create-reservation-payment')],
    });
    await screen.findByTestId('stripe-payment-element');
    expect(stripe.elementsOptions.at(-1)?.locale).toBe('fi');
    await view.user.click(screen.getByRole('button', { name: `Maksa ${formatEuro(35)}` }));
    const declined = await within(screen.getByRole('form', { name: 'Korttimaksu' })).findByRole('alert');
    expect(declined).toHaveTextContent('Maksu epäonnistui');
    expect(declined).toHaveTextContent('Korttisi hylättiin.');
    expect(within(await screen.findByTestId('toast')).getByText('Korttisi hylättiin.')).toBeInTheDocument();
    // The form stays for another try.
    expect(screen.getByRole('button', { name: `Maksa ${formatEuro(35)}` })).toBeEnabled();
  });

  it('an order returns to its confirmation page after confirming', async () => {
    stripe.confirmPayment.mockResolvedValue({});
    const db = createMockDb({ user: fixtureUser() });
    db.createOrder({ totalAmount: '35.00', installationRequested: false, status: 'pending', lines: [{ productId: 1, quantity: 1, unitPrice: '35.00' }] });
    const view = renderPage('/checkout?orderId=1', { db, handlers: [stripeAnswer('/api/create-payment-intent')] });
    await screen.findByTestId('stripe-payment-element');
    await view.user.click(screen.getByRole('button', { name: `Pay ${formatEuro(35)}` }));
    expect(stripe.confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({ confirmParams: { return_url: `${window.location.origin}/payment-success?order_id=1` } }),
    );
  });

  it('keeps the local card form for the local provider, and loads no Stripe', async () => {
    renderPage('/checkout?tracking_code=TIRE-7K3QZP', { reservations: [unpaidReservation()] });
    expect(await screen.findByLabelText(/^Card number/)).toBeInTheDocument();
    expect(screen.queryByTestId('stripe-elements')).not.toBeInTheDocument();
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });

  it('does not show Elements for a Stripe intent without a publishable key', async () => {
    renderPage('/checkout?tracking_code=TIRE-7K3QZP', {
      reservations: [unpaidReservation()],
      handlers: [stripeAnswer('/api/create-reservation-payment', {})],
    });
    expect(await screen.findByText(/Stripe card payments are not available/)).toBeInTheDocument();
    expect(screen.queryByTestId('stripe-elements')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Card number/)).not.toBeInTheDocument();
  });
});
