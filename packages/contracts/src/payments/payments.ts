import { z } from 'zod';
import { defineCall } from '../common/call.js';
import { API_PATHS } from '../paths.js';
import { boundedText, MAX_ID, pathTextSchema, TEXT_LIMITS } from '../common/primitives.js';

export const PAYMENT_INTENT_STATUSES = ['requires_payment_method', 'processing', 'succeeded', 'failed', 'canceled'] as const;

export const PAYMENT_MESSAGES = {
  createFailed: 'Virhe maksun luomisessa',
  cardFailed: 'Maksu epäonnistui',
  succeeded: 'Maksu onnistui!',
  alreadyPaid: 'This reservation is already paid',
  orderAlreadyPaid: 'This order is already paid',
  reservationCancelled: 'This reservation is cancelled; please book again',
  orderCancelled: 'This order is cancelled',
  paymentNotFound: 'Payment not found',
  orderNotFound: 'Order not found',
  clientSecretMismatch: 'The payment could not be authorized',
  localProviderOff: 'Card payments are handled by Stripe on this server',
} as const;

/** Which provider took the payment: Stripe Elements needs `stripe`, the local card form `local`. */
export const PAYMENT_PROVIDERS = ['local', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const createPaymentIntentBodySchema = z.object({
  /** Ignored: the amount comes from the order on the server. */
  amount: z.union([z.number(), z.string().max(20)]).optional(),
  orderId: z.coerce.number().int().positive().max(MAX_ID),
});
/** What a started payment answers, for an order or a reservation: what the card form needs. */
const startedPaymentFields = {
  clientSecret: z.string(),
  amount: z.number(),
  paymentIntentId: z.string().optional(),
  provider: z.enum(PAYMENT_PROVIDERS).optional(),
  /** Stripe's publishable key (pk_…) for Stripe Elements; only with provider 'stripe'. */
  publishableKey: z.string().optional(),
};
export const createPaymentIntent = defineCall({
  method: 'POST',
  path: API_PATHS.createPaymentIntent,
  body: createPaymentIntentBodySchema,
  response: z.object(startedPaymentFields),
});

export const createReservationPaymentBodySchema = z.object({
  trackingCode: boundedText({ label: 'Tracking code', max: TEXT_LIMITS.trackingCode }).min(1).toUpperCase(),
});
export const createReservationPayment = defineCall({
  method: 'POST',
  path: API_PATHS.createReservationPayment,
  body: createReservationPaymentBodySchema,
  response: z.object({
    ...startedPaymentFields,
    /** When the unpaid reservation's slot is released (ISO 8601). */
    holdExpiresAt: z.string().nullable().optional(),
  }),
});

export const paymentIntentResultSchema = z.object({
  clientSecret: z.string().optional(),
  /** Euros. */
  amount: z.number(),
  status: z.enum(PAYMENT_INTENT_STATUSES),
  trackingCode: z.string().nullable(),
});
export type PaymentIntentResult = z.infer<typeof paymentIntentResultSchema>;

export const verifyPayment = defineCall({
  method: 'GET',
  path: API_PATHS.verifyPayment,
  params: z.object({ paymentIntentId: pathTextSchema('Payment id', TEXT_LIMITS.token) }),
  response: paymentIntentResultSchema,
});

/**
 * The local provider (used when the server has no Stripe keys): Stripe's own test card numbers
 * with Stripe's outcomes and messages. Any other number that passes the Luhn check succeeds.
 */
export const LOCAL_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** Stays `processing` (the bank never answers): shows the processing state. */
  processing: '4000000000000077',
  /** Pays, but a refund of the payment fails (Stripe's own test card for it). */
  refundFails: '4000000000005126',
} as const;

/** A PaymentIntent's own status, as Stripe names it (a decline leaves requires_payment_method + an error). */
export const INTENT_STATUSES = ['requires_payment_method', 'processing', 'succeeded', 'canceled'] as const;

export const confirmLocalPaymentBodySchema = z.object({
  paymentIntentId: boundedText({ label: 'Payment id', max: TEXT_LIMITS.token }).min(1),
  /** Authorizes the confirmation, as with Stripe.js. */
  clientSecret: boundedText({ label: 'Client secret', max: TEXT_LIMITS.token }).min(1),
  cardNumber: boundedText({ label: 'Card number', max: 30 }).min(1),
  /** MM/YY or MM/YYYY. */
  expiry: boundedText({ label: 'Expiry', max: 10 }).min(1),
  cvc: boundedText({ label: 'CVC', max: 10 }).min(1),
});
export type ConfirmLocalPaymentBody = z.infer<typeof confirmLocalPaymentBodySchema>;

export const confirmLocalPayment = defineCall({
  method: 'POST',
  path: API_PATHS.confirmLocalPayment,
  body: confirmLocalPaymentBodySchema,
  response: z.object({
    paymentIntentId: z.string(),
    status: z.enum(INTENT_STATUSES),
    /** The card's problem in Stripe's words (e.g. 'Your card was declined.'); absent on success. */
    errorMessage: z.string().optional(),
  }),
});

/**
 * Stripe's events (signed with the webhook secret): the body is passed through byte for byte, as
 * the signature covers it exactly; no session, no CSRF token (Stripe's servers call it).
 */
export const receiveStripeWebhook = defineCall({
  method: 'POST',
  path: API_PATHS.receiveStripeWebhook,
  response: z.object({ received: z.literal(true), duplicate: z.boolean().optional() }),
});
