import {
  callPath,
  notifyOrderCancelled,
  notifyReservationCancelled,
  orderCancelledAnswerSchema,
  reservationCancelledAnswerSchema,
  type CancellationReason,
  type OrderCancelledAnswer,
} from '@tire/contracts';
import type { z } from 'zod';
import { callService } from '../call-service.js';
import { SERVICE_URLS } from '../config.js';
import type { ServiceName } from '../service-keys.js';

export type ReservationCancelledAnswer = z.infer<typeof reservationCancelledAnswerSchema>;

/** The payments service's calls that hand over a cancellation's money (contracts' internal-money.ts and internal-orders.ts). */
export interface PaymentsMoneyClient {
  /** notifyReservationCancelled: open intents cancelled, what was paid refunded. Idempotent; undefined when payments knows no such booking. */
  reservationCancelled(id: number, reason: CancellationReason): Promise<ReservationCancelledAnswer | undefined>;
  /** notifyOrderCancelled: the same for a shop order. Idempotent; throws unless acknowledged. */
  orderCancelled(id: number, reason: 'admin' | 'customer'): Promise<OrderCancelledAnswer>;
}

/** The calls carry a service token of `from` for the payments service; the answers are checked against the contract. */
export function createPaymentsMoneyClient(from: ServiceName, baseUrl: string = SERVICE_URLS.payments): PaymentsMoneyClient {
  const post = (path: string, body: unknown) => callService<unknown>({ from, to: 'payments' }, baseUrl, path, { method: 'POST', body });
  return {
    async reservationCancelled(id, reason) {
      const answer = await post(callPath(notifyReservationCancelled, { id }), { reason });
      return answer === undefined ? undefined : reservationCancelledAnswerSchema.parse(answer);
    },
    async orderCancelled(id, reason) {
      const answer = await post(callPath(notifyOrderCancelled, { id }), { reason });
      if (answer === undefined) throw new Error(`payments service has no order cancelled call for order ${id}`);
      return orderCancelledAnswerSchema.parse(answer);
    },
  };
}
