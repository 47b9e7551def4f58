import { http } from 'msw';
import {
  centsToEuroText,
  confirmLocalPayment,
  createPaymentIntent,
  createPaymentIntentBodySchema,
  createReservationPayment,
  createReservationPaymentBodySchema,
  euroTextToCents,
  LOCAL_TEST_CARDS,
  verifyPayment,
} from '@tire/contracts';
import type { MockDb, MockPayment } from '../db.js';
import { api, apiError, contractJson, parseBody, simulateLatency, type HandlerOptions } from '../respond.js';

/** Stripe's test cards and messages, as the local provider answers them. */
const CARD_OUTCOMES: Record<string, { status: MockPayment['status']; errorMessage?: string }> = {
  [LOCAL_TEST_CARDS.succeeds]: { status: 'succeeded' },
  [LOCAL_TEST_CARDS.declined]: { status: 'requires_payment_method', errorMessage: 'Your card was declined.' },
  [LOCAL_TEST_CARDS.insufficientFunds]: { status: 'requires_payment_method', errorMessage: 'Your card has insufficient funds.' },
  [LOCAL_TEST_CARDS.processing]: { status: 'processing' },
};

function luhnValid(number: string): boolean {
  let sum = 0;
  [...number].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  });
  return /^\d{12,19}$/.test(number) && sum % 10 === 0;
}

let nextIntent = 1;
function newPayment(db: MockDb, fields: Pick<MockPayment, 'amountCents' | 'trackingCode' | 'orderId'>): MockPayment {
  const id = `pi_mock_${Date.now().toString(36)}${(nextIntent++).toString(36)}`;
  const payment: MockPayment = { id, clientSecret: `${id}_secret_${Math.random().toString(36).slice(2, 10)}`, status: 'requires_payment_method', ...fields };
  db.payments.push(payment);
  return payment;
}

/** An open intent is reused, as the payments service does with its idempotency keys. */
const openPayment = (db: MockDb, match: (payment: MockPayment) => boolean) =>
  db.payments.find((payment) => match(payment) && payment.status !== 'succeeded' && payment.status !== 'canceled');

/**
 * The payments service with its local provider: PaymentIntents for a reservation or an order,
 * card confirmation with Stripe's test numbers, verification. A success marks the reservation or
 * order paid once.
 */
export const paymentHandlers = (db: MockDb, options: HandlerOptions = {}) => [
  http.post(api(createReservationPayment.path), async ({ request }) => {
    await simulateLatency(options);
    const body = await parseBody(request, createReservationPaymentBodySchema);
    if (!body.ok) return body.response;
    const reservation = db.findByTrackingCode(body.data.trackingCode);
    if (!reservation) return apiError('reservation.reservationNotFound');
    if (reservation.paymentStatus === 'paid') return apiError('payment.alreadyPaid');
    if (reservation.status === 'cancelled') return apiError('payment.reservationCancelled');
    const amountCents = euroTextToCents(reservation.totalPrice);
    const payment =
      openPayment(db, (item) => item.trackingCode === reservation.trackingCode) ??
      newPayment(db, { amountCents, trackingCode: reservation.trackingCode, orderId: null });
    return contractJson(createReservationPayment.response, {
      clientSecret: payment.clientSecret,
      amount: payment.amountCents / 100,
      paymentIntentId: payment.id,
      provider: 'local',
      holdExpiresAt: new Date(Date.parse(reservation.createdAt) + db.holdMinutes * 60_000).toISOString(),
    });
  }),

  http.post(api(createPaymentIntent.path), async ({ request }) => {
    await simulateLatency(options);
    if (!db.user) return apiError('unauthorized');
    const body = await parseBody(request, createPaymentIntentBodySchema);
    if (!body.ok) return body.response;
    const order = db.orders.find((item) => item.id === body.data.orderId);
    if (!order) return apiError('payment.orderNotFound');
    if (order.status === 'cancelled') return apiError('payment.orderCancelled');
    if (order.status !== 'pending') return apiError('payment.orderAlreadyPaid');
    // The order's own total: a client amount is ignored.
    const payment =
      openPayment(db, (item) => item.orderId === order.id) ??
      newPayment(db, { amountCents: euroTextToCents(order.totalAmount), trackingCode: null, orderId: order.id });
    return contractJson(createPaymentIntent.response, {
      clientSecret: payment.clientSecret,
      amount: payment.amountCents / 100,
      paymentIntentId: payment.id,
      provider: 'local',
    });
  }),

  http.post(api(confirmLocalPayment.path), async ({ request }) => {
    await simulateLatency(options);
    const body = await parseBody(request, confirmLocalPayment.body);
    if (!body.ok) return body.response;
    const payment = db.payments.find((item) => item.id === body.data.paymentIntentId);
    if (!payment) return apiError('payment.paymentNotFound');
    if (payment.clientSecret !== body.data.clientSecret) return apiError('payment.clientSecretMismatch');
    if (payment.status === 'succeeded' || payment.status === 'canceled') {
      return contractJson(confirmLocalPayment.response, { paymentIntentId: payment.id, status: payment.status });
    }
    const number = body.data.cardNumber.replace(/\s+/g, '');
    const outcome =
      CARD_OUTCOMES[number] ??
      (luhnValid(number) ? { status: 'succeeded' as const } : { status: 'requires_payment_method' as const, errorMessage: 'Your card number is incorrect.' });
    payment.status = outcome.status;
    if (outcome.status === 'succeeded') db.markPaid(payment);
    return contractJson(confirmLocalPayment.response, { paymentIntentId: payment.id, ...outcome });
  }),

  http.get(api(verifyPayment.path), async ({ params }) => {
    await simulateLatency(options);
    const payment = db.payments.find((item) => item.id === String(params.paymentIntentId));
    if (!payment) return apiError('payment.paymentNotFound');
    return contractJson(verifyPayment.response, {
      amount: Number(centsToEuroText(payment.amountCents)),
      status: payment.status,
      trackingCode: payment.trackingCode,
    });
  }),
];
