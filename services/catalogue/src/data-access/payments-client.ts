import { notifyOrderCancelled, orderCancelledAnswerSchema, type OrderCancelledAnswer } from '@tire/contracts';
import { callService, SERVICE_URLS } from '@tire/service-kit';

/** The payments service's calls about an order's money (packages/contracts/src/shop/internal-orders.ts). */
export interface PaymentsClient {
  /** notifyOrderCancelled: open intents cancelled, a succeeded payment refunded in full. Idempotent; throws unless acknowledged. */
  orderCancelled(id: number, reason: 'admin' | 'customer'): Promise<OrderCancelledAnswer>;
}

/** This client's calls carry the catalogue service's token for the payments service. */
export function createPaymentsClient(baseUrl: string = SERVICE_URLS.payments): PaymentsClient {
  return {
    async orderCancelled(id, reason) {
      const answer = await callService<unknown>({ from: 'catalogue', to: 'payments' }, baseUrl, notifyOrderCancelled.path.replace(':id', String(id)), {
        method: 'POST',
        body: { reason },
      });
      if (answer === undefined) throw new Error(`payments service has no order cancelled call for order ${id}`);
      return orderCancelledAnswerSchema.parse(answer);
    },
  };
}
