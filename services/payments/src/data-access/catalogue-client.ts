import { getInternalOrder, markOrderPaid, markOrderPaymentFailed, type InternalOrder } from '@tire/contracts';
import { callService, SERVICE_URLS } from '@tire/service-kit';

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
/** This client's calls carry the payments service's token for the catalogue service. */
const ROUTE = { from: 'payments', to: 'catalogue' } as const;
const call = <T,>(baseUrl: string, path: string, init?: { method?: string; body?: unknown }) => callService<T>(ROUTE, baseUrl, path, init);

export function createCatalogueClient(baseUrl: string = SERVICE_URLS.catalogue): CatalogueClient {
  return {
    order: (id) => call<InternalOrder>(baseUrl, at(getInternalOrder.path, id)),
    async markPaid(id, payment) {
      const answer = await call(baseUrl, at(markOrderPaid.path, id), { method: 'POST', body: { amountCents: payment.amountCents } });
      if (!answer) throw new Error(`order ${id} not found to mark paid`);
    },
    async markPaymentFailed(id, payment) {
      await call(baseUrl, at(markOrderPaymentFailed.path, id), {
        method: 'POST',
        body: payment.message ? { message: payment.message.slice(0, 500) } : {},
      });
    },
  };
}
