import { z } from 'zod';

/**
 * What the payments service answers when told that a reservation or an order was cancelled: the
 * open intents it cancelled at the provider, and the refund of the succeeded payment (null when
 * nothing had been paid). Reservations and orders name their refund states differently.
 */
export const cancellationAnswerSchema = <const S extends readonly string[]>(refundStatuses: S) =>
  z.object({
    /** Open intents cancelled at the provider by this call. */
    cancelledIntents: z.number().int(),
    /** The refund of the succeeded payment, when there was one; null when nothing had been paid. */
    refund: z.object({ id: z.string(), status: z.enum(refundStatuses), amountCents: z.number().int() }).nullable(),
  });
