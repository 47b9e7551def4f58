import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMockDb, fixtureUser } from '@tire/mocks';
import { LOCAL_TEST_CARDS, vatSplit } from '@tire/contracts';
import { formatEuro } from '@tire/platform';
import { unpaidReservation } from './fixtures.js';
import { renderPage } from './render-page.js';

type View = ReturnType<typeof renderPage>;

async function payWith(view: View, cardNumber: string) {
  const number = await screen.findByLabelText(/^Card number/);
  await view.user.clear(number);
  await view.user.type(number, cardNumber);
  await view.user.clear(screen.getByLabelText(/^Expiry/));
  await view.user.type(screen.getByLabelText(/^Expiry/), '1230');
  await view.user.clear(screen.getByLabelText(/^CVC/));
  await view.user.type(screen.getByLabelText(/^CVC/), '123');
  await view.user.click(screen.getByRole('button', { name: /^Pay / }));
}

const summary = () => screen.getByRole('region', { name: /^(Order summary|Tilauksen yhteenveto)$/ });
const cardForm = () => screen.getByRole('form', { name: /^(Card payment|Korttimaksu)$/ });
const oneSpace = (text: string) => text.replace(/\s+/g, ' ').trim();
/** The summary's rows as "label value" texts, in order (white space, the euro's no-break space too, as one space). */
const summaryRows = () => [...summary().querySelectorAll('dl > div')].map((row) => oneSpace([...row.children].map((cell) => cell.textContent).join(' ')));

describe('checkout of a reservation', () => {
  it('shows the booking, the VAT included in the total and the slot’s hold', async () => {
    renderPage('/checkout?tracking_code=tire-7k3qzp', { reservations: [unpaidReservation({ totalPrice: '45.00', serviceType: 'tire_repair_1' })] });
    expect(await screen.findByText('Reservation TIRE-7K3QZP')).toBeVisible();
    expect(summary()).toHaveTextContent('Tire repair');
    expect(summary()).toHaveTextContent('8 June 2030 at 10:30');
    expect(summary()).toHaveTextContent('Vantaa – Tikkurila');
    // 45.00 € includes 25.5 % VAT: 45 × 25.5 / 125.5 = 9.14 €, net 35.86 €.
    await waitFor(() => expect(within(summary()).getByTestId('checkout-total')).toHaveTextContent(formatEuro(45)));
    expect(within(summary()).getByTestId('checkout-vat')).toHaveTextContent('€9.14');
    expect(within(summary()).getByTestId('checkout-net')).toHaveTextContent('€35.86');
    expect(summary()).toHaveTextContent('VAT 25.5%');
    expect(await screen.findByText(/Your time is held for you until 13:30/)).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Pay €45.00' })).toBeEnabled();
  });

  it('lists the service and each chosen extra with its price, so the lines add up to the total', async () => {
    renderPage('/checkout?tracking_code=TIRE-7K3QZP', {
      reservations: [unpaidReservation({ serviceType: 'tire_install_4', additionalServices: '["van_suv_charge","retightening"]', totalPrice: '100.00' })],
    });
    expect(await screen.findByText('Reservation TIRE-7K3QZP')).toBeVisible();
    await waitFor(() => expect(within(summary()).getByTestId('checkout-total')).toHaveTextContent(formatEuro(100)));
    expect(summaryRows().slice(0, 3)).toEqual(
      [`Tire installation, 4 tires ${formatEuro(85)}`, `Van/SUV charge ${formatEuro(5)}`, `Retightening (after 100 km) ${formatEuro(10)}`].map(oneSpace),
    );
  });

  it('lists the extras in Finnish too', async () => {
    renderPage('/checkout?tracking_code=TIRE-7K3QZP', {
      reservations: [unpaidReservation({ additionalServices: '["tire_bags"]', totalPrice: '40.00' })],
      language: 'fi',
    });
    expect(await screen.findByText('Varaus TIRE-7K3QZP')).toBeVisible();
    await waitFor(() => expect(within(summary()).getByTestId('checkout-total')).toHaveTextContent(oneSpace(formatEuro(40))));
    expect(summaryRows().slice(0, 2)).toEqual([`Renkaanvaihto ${formatEuro(35)}`, `Rengaskassit (4 kpl) ${formatEuro(5)}`].map(oneSpace));
  });

  it('says a declined card by the card fields (announced, the number marked invalid) as well as in the toast, stays, and takes a good card on the retry', async () => {
    const view = renderPage('/checkout?tracking_code=TIRE-7K3QZP', { reservations: [unpaidReservation()] });
    await payWith(view, LOCAL_TEST_CARDS.declined);
    const declined = await within(cardForm()).findByRole('alert');
    expect(declined).toHaveTextContent('Payment failed');
    expect(declined).toHaveTextContent('Your card was declined.');
    const number = within(cardForm()).getByLabelText(/^Card number/);
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('Payment failed Your card was declined.');
    // The spec's toast still says it, besides.
    expect(within(await screen.findByTestId('toast')).getByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay €35.00' })).toBeEnabled();
    expect(view.db.reservations[0]!.paymentStatus).toBe('pending');

    await payWith(view, '4242 4242 4242 4242');
    // The result page says what the booking now is: paid, the shop's confirmation to come. (Its
    // first words, "Payment successful!", show only while the booking is loading.) Two card forms
    // typed key by key and a page change take seconds when the machine is busy.
    expect(await screen.findByRole('article', { name: 'Payment received – awaiting confirmation' }, { timeout: 5_000 })).toBeVisible();
    const intentId = view.db.payments[0]!.id;
    expect(view.sent('POST', '/api/create-reservation-payment')).toHaveLength(1);
    expect(view.sent('POST', '/api/payments/local/confirm').map((request) => JSON.parse(request.body!).paymentIntentId)).toEqual([intentId, intentId]);
    expect(view.sent('GET', `/api/verify-payment/${intentId}`)).toHaveLength(1);
    expect(screen.getByText('TIRE-7K3QZP')).toBeVisible();
    expect(view.db.reservations[0]!.paymentStatus).toBe('paid');
  }, 20_000);

  it('tells a Finnish customer in Finnish why the card was refused', async () => {
    const view = renderPage('/checkout?tracking_code=TIRE-7K3QZP', { reservations: [unpaidReservation()], language: 'fi' });
    await view.user.type(await screen.findByLabelText(/^Kortin numero/), LOCAL_TEST_CARDS.insufficientFunds);
    await view.user.type(screen.getByLabelText(/^Voimassa/), '1230');
    await view.user.type(screen.getByLabelText(/^CVC/), '123');
    await view.user.click(screen.getByRole('button', { name: `Maksa ${formatEuro(35)}` }));
    const declined = await within(cardForm()).findByRole('alert');
    expect(declined).toHaveTextContent('Maksu epäonnistui');
    expect(declined).toHaveTextContent('Kortilla ei ole riittävästi katetta.');
    expect(screen.getByLabelText(/^Kortin numero/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(await screen.findByTestId('toast')).getByText('Maksu epäonnistui')).toBeInTheDocument();
  });

  it('checks the card’s shape before sending it', async () => {
    const view = renderPage('/checkout?tracking_code=TIRE-7K3QZP', { reservations: [unpaidReservation()] });
    await screen.findByRole('button', { name: 'Pay €35.00' });
    await view.user.type(screen.getByLabelText(/^Card number/), '4242');
    await view.user.click(screen.getByRole('button', { name: 'Pay €35.00' }));
    expect(screen.getByText('Enter the card number (13–19 digits)')).toBeVisible();
    expect(screen.getByText('Enter the expiry as MM/YY')).toBeVisible();
    expect(screen.getByText('Enter the 3 or 4 digit CVC')).toBeVisible();
    expect(view.sent('POST', '/api/payments/local/confirm')).toHaveLength(0);
  });

  it('says so when the payment cannot be created, and tries again on request', async () => {
    const view = renderPage('/checkout?tracking_code=TIRE-7K3QZP', {
      reservations: [unpaidReservation()],
      language: 'fi',
      handlers: [http.post('*/api/create-reservation-payment', () => new HttpResponse('boom', { status: 500 }), { once: true })],
    });
    expect(await screen.findByText('Virhe maksun luomisessa')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('button', { name: `Maksa ${formatEuro(35)}` })).toBeEnabled();
    expect(formatEuro(35)).toMatch(/^35,00\s€$/);
  });

  it('does not take money twice for a paid reservation', async () => {
    const view = renderPage('/checkout?tracking_code=TIRE-7K3QZP', { reservations: [unpaidReservation({ paymentStatus: 'paid', status: 'confirmed' })] });
    expect(await screen.findByText('This has already been paid. Thank you!')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Track the reservation' })).toHaveAttribute('href', '/track-order?code=TIRE-7K3QZP');
    expect(screen.queryByLabelText(/^Card number/)).not.toBeInTheDocument();
    expect(view.sent('POST', '/api/create-reservation-payment')).toHaveLength(0);
  });

  it('offers a new booking instead of a payment when the unpaid reservation was cancelled (its hold ran out)', async () => {
    const view = renderPage('/checkout?tracking_code=TIRE-7K3QZP', { reservations: [unpaidReservation({ status: 'cancelled' })] });
    expect(await screen.findByRole('heading', { name: 'Cancelled' })).toBeVisible();
    expect(screen.getByText('This reservation is cancelled; please book again')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Book a time' })).toHaveAttribute('href', '/tire-change');
    expect(view.sent('POST', '/api/create-reservation-payment')).toHaveLength(0);
  });

  it('offers the shop and booking when there is nothing to pay', () => {
    renderPage('/checkout');
    expect(screen.getByRole('heading', { name: 'Nothing to pay' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the tire shop' })).toHaveAttribute('href', '/tire-shop');
  });
});

describe('checkout of a shop order', () => {
  function orderDb() {
    const db = createMockDb({ user: fixtureUser() });
    db.createOrder({
      totalAmount: '487.03',
      installationRequested: true,
      status: 'pending',
      // 13:30 in Helsinki (summer time).
      holdExpiresAt: '2030-06-01T10:30:00.000Z',
      lines: [
        { productId: 1, quantity: 2, unitPrice: '159.01', name: 'Nokian Hakkapeliitta R5', size: '205/55 R16' },
        { productId: 3, quantity: 1, unitPrice: '169.01', name: 'Continental AllSeasonContact 2', size: '225/45 R17' },
      ],
      location: { id: 2, name: 'Vantaa – Tikkurila', address: 'Ratatie 11, 01300 Vantaa' },
    });
    return db;
  }

  it('lists the order’s tires with the VAT included in the server’s total, and until when the tires are held', async () => {
    renderPage('/checkout?orderId=1', { db: orderDb() });
    expect(await screen.findByText('Order #1')).toBeVisible();
    expect(summary()).toHaveTextContent('2 × Nokian Hakkapeliitta R5 205/55 R16');
    expect(summary()).toHaveTextContent(formatEuro(318.02));
    expect(summary()).toHaveTextContent('1 × Continental AllSeasonContact 2 225/45 R17');
    expect(summary()).toHaveTextContent('Installation requested');
    expect(summary()).toHaveTextContent('Fitting locationVantaa – Tikkurila, Ratatie 11, 01300 Vantaa');
    const { vatCents, netCents } = vatSplit(48703);
    expect([vatCents, netCents]).toEqual([9896, 38807]);
    expect(within(summary()).getByTestId('checkout-vat')).toHaveTextContent('€98.96');
    expect(within(summary()).getByTestId('checkout-net')).toHaveTextContent('€388.07');
    expect(within(summary()).getByTestId('checkout-total')).toHaveTextContent('€487.03');
    expect(
      await screen.findByText('Your tires are held for you until 13:30. An unpaid order is cancelled after that and the tires go back on sale.'),
    ).toBeVisible();
  });

  it('pays by card and lands on the order confirmation with its lines, total, location and what happens next', async () => {
    const db = orderDb();
    const view = renderPage('/checkout?orderId=1', { db });
    const number = await screen.findByLabelText(/^Card number/);
    await view.user.type(number, LOCAL_TEST_CARDS.succeeds);
    await view.user.type(screen.getByLabelText(/^Expiry/), '12/30');
    await view.user.type(screen.getByLabelText(/^CVC/), '123');
    await view.user.click(screen.getByRole('button', { name: `Pay ${formatEuro(487.03)}` }));

    const confirmation = await screen.findByRole('article', { name: 'Thank you, order #1 is paid' });
    expect(confirmation).toHaveTextContent(`2 × Nokian Hakkapeliitta R5 205/55 R16${formatEuro(318.02)}`);
    expect(confirmation).toHaveTextContent(`1 × Continental AllSeasonContact 2 225/45 R17${formatEuro(169.01)}`);
    expect(confirmation).toHaveTextContent(`Total${formatEuro(487.03)}`);
    expect(confirmation).toHaveTextContent('Fitting locationVantaa – Tikkurila, Ratatie 11, 01300 Vantaa');
    expect(confirmation).toHaveTextContent('We will e-mail you when your tires are ready at Vantaa – Tikkurila');
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/dashboard');
    const intentId = db.payments[0]!.id;
    expect(JSON.parse(view.sent('POST', '/api/create-payment-intent')[0]!.body!)).toEqual({ orderId: 1 });
    expect(view.sent('GET', `/api/verify-payment/${intentId}`)).toHaveLength(1);
    expect(db.orders[0]!.status).toBe('paid');
  });

  it('confirms the order in Finnish too', async () => {
    const db = orderDb();
    const view = renderPage('/checkout?orderId=1', { db, language: 'fi' });
    await view.user.type(await screen.findByLabelText(/^Kortin numero/), LOCAL_TEST_CARDS.succeeds);
    await view.user.type(screen.getByLabelText(/^Voimassa/), '12/30');
    await view.user.type(screen.getByLabelText(/^CVC/), '123');
    await view.user.click(screen.getByRole('button', { name: `Maksa ${formatEuro(487.03)}` }));
    const confirmation = await screen.findByRole('article', { name: 'Kiitos, tilaus #1 on maksettu' });
    expect(confirmation).toHaveTextContent('AsennuspisteVantaa – Tikkurila, Ratatie 11, 01300 Vantaa');
  });

  it('says the order could not be loaded when it is not the customer’s', async () => {
    const view = renderPage('/checkout?orderId=42', { db: orderDb(), language: 'fi' });
    // The toast and the page both say it.
    await waitFor(() => expect(screen.getAllByText('Virhe tilauksen lataamisessa')).toHaveLength(2));
    expect(view.sent('POST', '/api/create-payment-intent')).toHaveLength(0);
  });

  it('says the order could not be loaded when the order list fails', async () => {
    renderPage('/checkout?orderId=1', { db: orderDb(), handlers: [http.get('*/api/tire-orders', () => new HttpResponse('down', { status: 502 }))] });
    await waitFor(() => expect(screen.getAllByText('Error loading the order')).toHaveLength(2));
    expect(screen.queryByLabelText(/^Card number/)).not.toBeInTheDocument();
  });
});
