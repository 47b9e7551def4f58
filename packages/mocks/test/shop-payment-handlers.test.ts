import { describe, expect, it } from 'vitest';
import { LOCAL_TEST_CARDS, ORDER_MESSAGES, PAYMENT_MESSAGES, type Reservation } from '@tire/contracts';
import { fixtureReservation, fixtureUser, type MockDb, type MockDbOptions } from '../src/index.js';
import { send, setUpHandlerServer } from './support/handler-server.js';

const serve = setUpHandlerServer();
let db: MockDb;

function useDb(options: MockDbOptions = {}) {
  db = serve({ user: fixtureUser(), ...options });
}

const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await send('POST', path, body, headers);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const reservation = (overrides: Partial<Reservation> = {}): Reservation =>
  fixtureReservation({
    trackingCode: 'TIRE-PAYME2',
    startsAt: '2030-06-03T14:00:00.000Z',
    guestPhone: '040',
    ...overrides,
  });

describe('the shop mocks', () => {
  it('price an order from the catalogue, take the stock, and refuse a wrong total or too few tires', async () => {
    useDb();
    const created = await post('/api/tire-orders', {
      totalAmount: '318.02',
      installationRequested: true,
      status: 'pending',
      lines: [{ productId: 1, quantity: 2 }],
    });
    expect(created).toMatchObject({ status: 201, body: { totalAmount: '318.02', status: 'pending' } });
    expect(db.products.find((product) => product.id === 1)!.stock).toBe(22);

    const wrongTotal = await post('/api/tire-orders', { totalAmount: '1.00', status: 'pending', lines: [{ productId: 1, quantity: 1 }] });
    expect(wrongTotal).toMatchObject({ status: 409, body: { message: ORDER_MESSAGES.totalMismatch } });

    const tooMany = await post('/api/tire-orders', {
      totalAmount: '1471.09',
      status: 'pending',
      lines: [
        { productId: 3, quantity: 8 },
        { productId: 4, quantity: 1 },
      ],
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({ code: 'order.outOfStock', message: `${ORDER_MESSAGES.outOfStock}: Bridgestone Blizzak 6 195/65 R15` });
  });

  it('answer a retried order with the same Idempotency-Key with the first order, and refuse the key with another cart', async () => {
    useDb();
    const cart = { totalAmount: '318.02', status: 'pending', lines: [{ productId: 1, quantity: 2 }] };
    const first = await post('/api/tire-orders', cart, { 'Idempotency-Key': 'attempt-1' });
    const retry = await post('/api/tire-orders', cart, { 'Idempotency-Key': 'attempt-1' });
    expect(retry).toEqual(first);
    expect(first.body.holdExpiresAt).toBe(new Date(Date.parse(String(first.body.createdAt)) + 30 * 60_000).toISOString());
    expect(db.orders).toHaveLength(1);
    expect(db.products.find((product) => product.id === 1)!.stock).toBe(22);

    const other = await post(
      '/api/tire-orders',
      { ...cart, lines: [{ productId: 1, quantity: 1 }], totalAmount: '159.01' },
      { 'Idempotency-Key': 'attempt-1' },
    );
    expect(other).toMatchObject({ status: 409, body: { message: ORDER_MESSAGES.idempotencyConflict } });
    expect(db.orders).toHaveLength(1);
  });
});

describe('the payment mocks', () => {
  it('refuse a declined card with Stripe’s message, then take a good card once and mark the reservation paid', async () => {
    useDb({ user: null, reservations: [reservation()] });
    const intent = await post('/api/create-reservation-payment', { trackingCode: 'tire-payme2' });
    expect(intent).toMatchObject({ status: 200, body: { amount: 35, provider: 'local', holdExpiresAt: '2030-06-01T10:30:00.000Z' } });
    const card = { paymentIntentId: intent.body.paymentIntentId, clientSecret: intent.body.clientSecret, expiry: '12/30', cvc: '123' };

    const declined = await post('/api/payments/local/confirm', { ...card, cardNumber: LOCAL_TEST_CARDS.declined });
    expect(declined.body).toMatchObject({ status: 'requires_payment_method', errorMessage: 'Your card was declined.' });
    expect(db.reservations[0]!.paymentStatus).toBe('pending');

    const paid = await post('/api/payments/local/confirm', { ...card, cardNumber: '4242 4242 4242 4242' });
    expect(paid.body).toMatchObject({ status: 'succeeded' });
    expect(db.reservations[0]!.paymentStatus).toBe('paid');

    const verified = await fetch(`http://localhost/api/verify-payment/${String(intent.body.paymentIntentId)}`).then((response) => response.json());
    expect(verified).toEqual({ amount: 35, status: 'succeeded', trackingCode: 'TIRE-PAYME2' });
    expect(await post('/api/create-reservation-payment', { trackingCode: 'TIRE-PAYME2' })).toMatchObject({
      status: 409,
      body: { message: PAYMENT_MESSAGES.alreadyPaid },
    });
  });

  it('charge an order its own total and mark it paid', async () => {
    useDb();
    const order = await post('/api/tire-orders', { totalAmount: '139.01', status: 'pending', lines: [{ productId: 2, quantity: 1 }] });
    const intent = await post('/api/create-payment-intent', { amount: 1, orderId: order.body.id });
    expect(intent.body.amount).toBe(139.01);
    await post('/api/payments/local/confirm', {
      paymentIntentId: intent.body.paymentIntentId,
      clientSecret: intent.body.clientSecret,
      cardNumber: LOCAL_TEST_CARDS.succeeds,
      expiry: '12/30',
      cvc: '123',
    });
    expect(db.orders[0]!.status).toBe('paid');
  });
});
