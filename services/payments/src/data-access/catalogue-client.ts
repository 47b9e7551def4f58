import { getInternalOrder, markOrderPaid, markOrderPaymentFailed, type InternalOrder } from '@tire/contracts';
import { SERVICE_URLS } from '@tire/service-kit';
import { callService } from './upstream.js';

/** What payments reads of an order (the contract's internal order has more). */
export type OrderForPayment = Pick<InternalOrder, 'id' | 'userId' | 'totalCents' | 'status'>;

const at = (template: string, id: number) => template.replace(':id', String(id));

export interface CatalogueClient {
  order(id: number): Promise<OrderForPayment | undefined>;
  /** Idempotent on the catalogue's side: pending -> paid. */
  markPaid(id: number, payment: { paymentIntentId: string; amountCents: number }): Promise<void>;
  markPaymentFailed(id: number, payment: { paymentIntentId: string; message: string | null }): Promise<void>;
}

/** The catalogue service's internal order calls (packages/contracts/src/shop/internal-orders.ts). */
export function createCatalogueClient(baseUrl: string = SERVICE_URLS.catalogue): CatalogueClient {
  return {
    order: (id) => callService<InternalOrder>(baseUrl, at(getInternalOrder.path, id)),
    async markPaid(id, payment) {
      const answer = await callService(baseUrl, at(markOrderPaid.path, id), { method: 'POST', body: { amountCents: payment.amountCents } });
      if (!answer) throw new Error(`order ${id} not found to mark paid`);
    },
    async markPaymentFailed(id, payment) {
      await callService(baseUrl, at(markOrderPaymentFailed.path, id), {
        method: 'POST',
        body: payment.message ? { message: payment.message.slice(0, 500) } : {},
      });
    },
  };
}
