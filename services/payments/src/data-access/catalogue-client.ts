import { getInternalOrder, markOrderPaid, markOrderPaymentFailed, reportOrderRefund, type InternalOrder, type OrderRefundStateBody } from '@tire/contracts';
import { callService, SERVICE_URLS } from '@tire/service-kit';

/** What payments reads of an order (the contract's internal order has more). */
export type OrderForPayment = Pick<InternalOrder, 'id' | 'userId' | 'totalCents' | 'status'>;

const at = (template: string, id: number) => template.replace(':id', String(id));

/** The catalogue's answer to a paid mark (markOrderPaid), as far as payments reads it. */
export type OrderPaidAnswer = Partial<Pick<InternalOrder, 'status' | 'refundDueAt' | 'refundStatus'>>;

/**
 * The order stayed cancelled and the money is due back (paid after its hold released it and its
 * tires were sold): the payment must be refunded at once.
 */
export const refundDue = (answer: OrderPaidAnswer | undefined) => answer?.status === 'cancelled' && Boolean(answer.refundDueAt);

export interface CatalogueClient {
  order(id: number): Promise<OrderForPayment | undefined>;
  /** Idempotent on the catalogue's side: pending -> paid; answers the order (cancelled with refundDueAt when the money must go back). */
  markPaid(id: number, payment: { paymentIntentId: string; amountCents: number }): Promise<OrderPaidAnswer>;
  /** reportOrderRefund: a refund's state. Idempotent on the catalogue's side; throws unless accepted. */
  reportRefund(id: number, refund: OrderRefundStateBody): Promise<void>;
  markPaymentFailed(id: number, payment: { paymentIntentId: string; message: string | null }): Promise<void>;
}

/** The catalogue service's internal order calls (packages/contracts/src/shop/internal-orders.ts). */
/** This client's calls carry the payments service's token for the catalogue service. */
const ROUTE = { from: 'payments', to: 'catalogue' } as const;
const call = <T>(baseUrl: string, path: string, init?: { method?: string; body?: unknown }) => callService<T>(ROUTE, baseUrl, path, init);

export function createCatalogueClient(baseUrl: string = SERVICE_URLS.catalogue): CatalogueClient {
  return {
    order: (id) => call<InternalOrder>(baseUrl, at(getInternalOrder.path, id)),
    async markPaid(id, payment) {
      const answer = await call<OrderPaidAnswer>(baseUrl, at(markOrderPaid.path, id), { method: 'POST', body: { amountCents: payment.amountCents } });
      if (!answer) throw new Error(`order ${id} not found to mark paid`);
      return answer;
    },
    async reportRefund(id, refund) {
      const answer = await call(baseUrl, at(reportOrderRefund.path, id), { method: 'POST', body: refund });
      // A 404 leaves the report to be sent again: nothing about money is dropped silently.
      if (!answer) throw new Error(`order ${id} not found to report refund ${refund.refundId}`);
    },
    async markPaymentFailed(id, payment) {
      await call(baseUrl, at(markOrderPaymentFailed.path, id), {
        method: 'POST',
        body: payment.message ? { message: payment.message.slice(0, 500) } : {},
      });
    },
  };
}
