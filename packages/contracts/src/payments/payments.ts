import { z } from 'zod';
import { defineCall } from '../common/call.js';

export const VAT_RATE = 0.255;
export const PAYMENT_INTENT_STATUSES = ['requires_payment_method', 'processing', 'succeeded', 'failed', 'canceled'] as const;

export const PAYMENT_MESSAGES = {
  createFailed: 'Virhe maksun luomisessa',
  cardFailed: 'Maksu epäonnistui',
  succeeded: 'Maksu onnistui!',
  alreadyPaid: 'This reservation is already paid',
} as const;

export const createPaymentIntentBodySchema = z.object({
  /** Ignored: the amount comes from the order on the server. */
  amount: z.union([z.number(), z.string()]).optional(),
  orderId: z.coerce.number().int().positive(),
});
export const createPaymentIntent = defineCall({
  method: 'POST',
  path: '/api/create-payment-intent',
  body: createPaymentIntentBodySchema,
  response: z.object({ clientSecret: z.string(), amount: z.number(), paymentIntentId: z.string().optional() }),
});

export const createReservationPaymentBodySchema = z.object({ trackingCode: z.string().trim().min(1).toUpperCase() });
export const createReservationPayment = defineCall({
  method: 'POST',
  path: '/api/create-reservation-payment',
  body: createReservationPaymentBodySchema,
  response: z.object({ clientSecret: z.string(), amount: z.number(), paymentIntentId: z.string().optional() }),
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
  path: '/api/verify-payment/:paymentIntentId',
  response: paymentIntentResultSchema,
});
