import { z } from 'zod';
import { defineCall } from '../common/call.js';
import { API_PATHS } from '../paths.js';

/**
 * What an administrator must look at in the payments: paid marks the retries gave up on (the
 * booking or order does not know it is paid) and refunds that failed for good (the customer has
 * not got the money back), with those still being retried.
 */
export const paymentsAttentionSchema = z.object({
  settlements: z.object({ deadLettered: z.number().int().nonnegative(), retrying: z.number().int().nonnegative() }),
  refunds: z.object({ failed: z.number().int().nonnegative(), retrying: z.number().int().nonnegative() }),
});
export type PaymentsAttention = z.infer<typeof paymentsAttentionSchema>;

export const getPaymentsAttention = defineCall({ method: 'GET', path: API_PATHS.getPaymentsAttention, response: paymentsAttentionSchema });

/** The same counts for another service (the BFF proxies nothing under /internal). */
export const PAYMENTS_ATTENTION_INTERNAL_PATH = '/internal/payments/attention';
