import { z } from 'zod';
import { defineCall } from '../common/call.js';
import { PAYMENT_INTENT_STATUSES } from './payments.js';

/**
 * The local provider's card confirmation (used when no Stripe keys are configured): the browser
 * sends the card to our payments service instead of to Stripe. Same states as Stripe; `error` is
 * the provider's message when the card is refused ("Your card was declined.").
 */
export const localConfirmBodySchema = z.object({
  paymentIntentId: z.string().min(1),
  clientSecret: z.string().min(1),
  cardNumber: z.string().trim().min(1),
  expiry: z.string().trim().min(1),
  cvc: z.string().trim().min(1),
});
export type LocalConfirmBody = z.infer<typeof localConfirmBodySchema>;

export const localConfirmResultSchema = z.object({
  status: z.enum(PAYMENT_INTENT_STATUSES),
  error: z.string().optional(),
});
export type LocalConfirmResult = z.infer<typeof localConfirmResultSchema>;

export const confirmLocalPayment = defineCall({
  method: 'POST',
  path: '/api/payments/local/confirm',
  body: localConfirmBodySchema,
  response: localConfirmResultSchema,
});
