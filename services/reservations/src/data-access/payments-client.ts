import { callService, SERVICE_URLS } from '@tire/service-kit';
import { callPath, notifyReservationCancelled, type CancellationReason, type reservationCancelledAnswerSchema } from '@tire/contracts';
import type { z } from 'zod';

export type CancelledAnswer = z.infer<typeof reservationCancelledAnswerSchema>;

/** The payments service, as the reservations service calls it: only to hand over a cancellation's money. */
export interface PaymentsClient {
  /** POST /internal/reservations/:id/cancelled: cancel open intents, refund what was paid. Idempotent. */
  reservationCancelled(id: number, reason: CancellationReason): Promise<CancelledAnswer | undefined>;
}

export function createPaymentsClient(baseUrl: string = SERVICE_URLS.payments): PaymentsClient {
  return {
    reservationCancelled: (id, reason) =>
      callService<CancelledAnswer>({ from: 'reservations', to: 'payments' }, baseUrl, callPath(notifyReservationCancelled, { id }), {
        method: 'POST',
        body: { reason },
      }),
  };
}
